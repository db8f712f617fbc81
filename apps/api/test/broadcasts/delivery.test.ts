import { productMessages } from '@careroster/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import type { Sms, SmsSender } from '../../src/platform/outbox';
import { fastJobTuning } from '../helpers/jobs';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { jobs: true }, app: { sms: testSender, jobs: { tuning: fastJobTuning } } });
});
afterAll(() => t.close());

type Counts = { recipients: number; pending: number; sent: number; failed: number };

describe('broadcast delivery', () => {
  it('hands each SMS to the SMS provider through the outbox, and the log counts move from pending to sent', async () => {
    const sunrise = await t.sunriseId();
    const headers = bearer((await t.login(demoUsers.admin)).token, sunrise);
    const [a, b] = await soloEmployees(t, sunrise, 2);
    const body = `Shift swap board is open ${crypto.randomUUID().slice(0, 8)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/facilities/broadcasts'),
      headers,
      payload: { channel: 'SMS', body, employee_ids: [a!.id, b!.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ data: { id: string } }>().data;

    const counts = await waitFor('both SMS to be sent', async () => {
      const detail = await t.app.inject({ method: 'GET', url: api(`/facilities/broadcasts/${id}`), headers });
      const c = detail.json<{ data: { counts: Counts } }>().data.counts;
      return c.sent === 2 ? c : undefined;
    });
    expect(counts).toMatchObject({ recipients: 2, pending: 0, sent: 2, failed: 0 });
    const mine = delivered.filter((s) => s.text === productMessages.broadcastSmsText('Sunrise Care Center', body));
    expect(mine).toHaveLength(2);
    expect(mine.every((s) => /^\+1\d{10}$/.test(s.to))).toBe(true);
  });
});
