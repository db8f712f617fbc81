import { createBroadcastContract } from '@careroster/shared/api/broadcasts/create-broadcast';
import { getBroadcastContract } from '@careroster/shared/api/broadcasts/get-broadcast';
import { productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import type { Sms, SmsSender } from '../../src/platform/outbox';
import { fastJobTuning } from '../helpers/jobs';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';
import { soloEmployees } from './helpers';

/** The SMS provider of this test: keeps what it was asked to send. */
const delivered: Sms[] = [];
const testSender: SmsSender = {
  kind: 'test',
  async send(sms) {
    delivered.push(sms);
  },
};

const t = useTestApp({ config: { jobs: true }, app: { sms: testSender, jobs: { tuning: fastJobTuning } } });
const s = useDemoSessions(t);

describe('broadcast delivery', () => {
  it('hands each SMS to the SMS provider through the outbox, and the log counts move from pending to sent', async () => {
    const headers = s.admin;
    const [a, b] = await soloEmployees(t, s.sunrise, 2);
    const body = `Shift swap board is open ${crypto.randomUUID().slice(0, 8)}`;
    const res = await t.call(createBroadcastContract, { body: { channel: 'SMS', body, employee_ids: [a!.id, b!.id] }, headers });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.data;

    const counts = await waitFor('both SMS to be sent', async () => {
      const c = (await t.call(getBroadcastContract, { params: { broadcastId: id }, headers })).data.counts;
      return c.sent === 2 ? c : undefined;
    });
    expect(counts).toMatchObject({ recipients: 2, pending: 0, sent: 2, failed: 0 });
    const mine = delivered.filter((s) => s.text === productMessages.broadcastSmsText('Sunrise Care Center', body));
    expect(mine).toHaveLength(2);
    expect(mine.every((s) => /^\+1\d{10}$/.test(s.to))).toBe(true);
  });
});
