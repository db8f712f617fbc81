import { bulkInviteContract } from '@careroster/shared/api/employees/bulk-invite';
import { createWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import type { Mailer } from '../../src/platform/mail';
import type { Sms, SmsSender } from '../../src/platform/outbox';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';
import { fastJobTuning } from '../helpers/jobs';
import { csvFile, goodRow } from '../employees/bulk-files';

/**
 * Issue 23: one outbox queue for every facility let a 3,000-row bulk invite hold back an offer.
 * Here the SMS provider stalls on the bulk invitations (the dispatcher that took them is stuck
 * inside a send), and an urgent walk-in invite must still go out while they wait.
 */
const WALK_IN_MOBILE = '+17735550199';
const sent: Sms[] = [];
let releaseBulk: () => void = () => undefined;
const bulkHeld = new Promise<void>((resolve) => {
  releaseBulk = resolve;
});
let bulkStarted = false;
const sms: SmsSender = {
  kind: 'test',
  async send(message) {
    if (message.to !== WALK_IN_MOBILE) {
      bulkStarted = true;
      await bulkHeld;
    }
    sent.push(message);
  },
};
const mailer: Mailer = { kind: 'smtp', send: async () => undefined };

const t = useTestApp({
  config: { jobs: true },
  app: { sms, mailer, jobs: { tuning: fastJobTuning } },
});
const s = useDemoSessions(t);
// Before the app closes (afterAll runs last-registered first): a stalled send would hold its dispatcher.
afterAll(() => releaseBulk());

const pendingBulk = async () =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(ne(outbox.to, WALK_IN_MOBILE), eq(outbox.status, 'PENDING')))
  )[0]!.n;

describe('urgent messages and a bulk backlog', () => {
  it('an urgent SMS goes out while a bulk invite of hundreds still waits on the provider', { timeout: 240_000 }, async () => {
    const rows = Array.from({ length: 600 }, () => goodRow());
    const form = new FormData();
    form.append('file', new Blob([csvFile(rows)]), 'nurses.csv');
    const invited = await t.call(bulkInviteContract, { body: form, headers: s.admin });
    expect(invited.statusCode, invited.body).toBe(200);
    await waitFor('the dispatcher to be busy with the bulk invitations', async () => bulkStarted);

    const walkIn = await t.call(createWalkInInviteContract, {
      body: { first_name: 'Uma', last_name: 'Urgent', mobile: WALK_IN_MOBILE, job_title_id: JOB_TITLE_IDS.CNA },
      headers: s.admin,
    });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    await waitFor('the walk-in SMS to be sent', async () => sent.some((m) => m.to === WALK_IN_MOBILE), 90_000);
    expect(sent.filter((m) => m.to !== WALK_IN_MOBILE)).toEqual([]);
    expect(await pendingBulk()).toBe(rows.length);

    releaseBulk();
    await waitFor('the bulk invitations to be sent', async () => (await pendingBulk()) === 0);
  });
});
