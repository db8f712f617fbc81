import { describe, expect, it } from 'vitest';
import { BROADCAST_MAX_RECIPIENTS, NOTIFICATION_BODY_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH, SMS_BODY_MAX_LENGTH } from '../constants';
import { productMessages } from '../messages';
import { broadcastMessageSchema, broadcastRecipientsSchema } from './broadcast';
import { issuesOf } from './test-helpers';

const id = '00000000-0000-4000-8000-000000000001';

describe('broadcast message (decision 016)', () => {
  it('takes an SMS of one segment without a title, trimmed', () => {
    expect(broadcastMessageSchema.parse({ channel: 'SMS', body: ` ${'a'.repeat(SMS_BODY_MAX_LENGTH)} ` })).toEqual({
      channel: 'SMS',
      body: 'a'.repeat(SMS_BODY_MAX_LENGTH),
    });
    expect(issuesOf(broadcastMessageSchema, { channel: 'SMS', body: 'a'.repeat(SMS_BODY_MAX_LENGTH + 1) })).toEqual({
      body: [productMessages.broadcastBodyTooLong(SMS_BODY_MAX_LENGTH)],
    });
    expect(issuesOf(broadcastMessageSchema, { channel: 'SMS', title: 'Hi', body: 'Hello' })).toEqual({
      title: [productMessages.broadcastSmsHasNoTitle],
    });
    // An empty title, as a form leaves it after switching to SMS, is no title.
    expect(issuesOf(broadcastMessageSchema, { channel: 'SMS', title: ' ', body: 'Hello' })).toEqual({});
  });

  it('asks a notification for a title, and allows a longer body', () => {
    expect(issuesOf(broadcastMessageSchema, { channel: 'NOTIFICATION', body: 'a'.repeat(NOTIFICATION_BODY_MAX_LENGTH) })).toEqual({
      title: [productMessages.broadcastTitleRequired],
    });
    expect(
      issuesOf(broadcastMessageSchema, {
        channel: 'NOTIFICATION',
        title: 't'.repeat(NOTIFICATION_TITLE_MAX_LENGTH + 1),
        body: 'a'.repeat(NOTIFICATION_BODY_MAX_LENGTH + 1),
      }),
    ).toEqual({
      body: [productMessages.broadcastBodyTooLong(NOTIFICATION_BODY_MAX_LENGTH)],
      title: [productMessages.broadcastTitleTooLong(NOTIFICATION_TITLE_MAX_LENGTH)],
    });
    expect(issuesOf(broadcastMessageSchema, { channel: 'NOTIFICATION', title: 'Hi', body: '  ' })).toEqual({
      body: [productMessages.broadcastBodyRequired],
    });
  });
});

describe('broadcast recipients', () => {
  it('takes exactly one of ids and filter', () => {
    expect(issuesOf(broadcastRecipientsSchema, { employee_ids: [id] })).toEqual({});
    expect(issuesOf(broadcastRecipientsSchema, { filter: { worker_type: 'IN' } })).toEqual({});
    expect(issuesOf(broadcastRecipientsSchema, {})).toEqual({ '': [productMessages.broadcastRecipientsOneWay] });
    expect(issuesOf(broadcastRecipientsSchema, { employee_ids: [id], filter: {} })).toEqual({
      '': [productMessages.broadcastRecipientsOneWay],
    });
  });

  it(`takes 1 to ${BROADCAST_MAX_RECIPIENTS} ids`, () => {
    expect(issuesOf(broadcastRecipientsSchema, { employee_ids: [] })).toMatchObject({
      employee_ids: [productMessages.broadcastNoRecipients],
    });
    expect(issuesOf(broadcastRecipientsSchema, { employee_ids: Array(BROADCAST_MAX_RECIPIENTS + 1).fill(id) })).toMatchObject({
      employee_ids: [productMessages.broadcastTooManyRecipients(BROADCAST_MAX_RECIPIENTS)],
    });
  });
});
