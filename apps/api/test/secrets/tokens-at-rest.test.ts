import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { createWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { inviteManagerContract } from '@careroster/shared/api/facility/facility-users';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { resendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/resend-corporate-timesheet';
import { sendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import { startVideoCallContract } from '@careroster/shared/api/video/video-call';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import type { Mailer } from '../../src/platform/mail';
import { dispatchOutbox, type SmsSender } from '../../src/platform/outbox';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { data, staffCalls } from '../messages/helpers';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';
import { releaseCalls } from '../staffing/release-fixtures';
import { agenciesByBookings, bookingsIn, lastPeriod, workedTimecard } from '../timekeeping/corporate/helpers';
import { bookNurse, hours } from '../timekeeping/missed-punches/fixtures';
import { detect, missedOf, propose } from '../timekeeping/missed-punches/helpers';

/**
 * Issue 23: a link token lives in the message that carries it and nowhere else at rest. After
 * each kind of send is delivered, every row of every table (the outbox, the token tables, the
 * idempotency store, the audit log, pg-boss's jobs...) is searched for the token the transport
 * received.
 */
const delivered: string[] = [];
const mailer: Mailer = {
  kind: 'smtp',
  async send(mail) {
    delivered.push(`${mail.text}\n${mail.html ?? ''}`);
  },
};
const sms: SmsSender = {
  kind: 'test',
  async send(message) {
    delivered.push(message.text);
  },
};

const t = useTestApp({ app: { mailer, sms } });
const s = useDemoSessions(t);

/** Runs the dispatcher until the outbox is empty; answers the link tokens in what it delivered. */
async function deliver(): Promise<string[]> {
  delivered.length = 0;
  await dispatchOutbox(t.deps.db, { mailer, sms }, t.app.log, 'secrets-test');
  const tokens = delivered.flatMap((text) =>
    [...text.matchAll(/https:\/\/careroster\.test\/\S*?([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map((m) => m[1]!),
  );
  return [...new Set(tokens)];
}

/** Every table of every schema, each row as text, searched for each token: the tables that hold one. */
async function tablesHolding(tokens: string[]): Promise<string[]> {
  const tables = await t.sql(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const found: string[] = [];
  for (const { schema, name } of (tables as { rows: { schema: string; name: string }[] }).rows) {
    const table = sql.raw(`"${schema}"."${name}"`);
    for (const token of tokens) {
      const res = await t.sql(sql`select count(*)::int as n from ${table} as r where strpos(r::text, ${token}) > 0`);
      if ((res as { rows: { n: number }[] }).rows[0]!.n > 0) found.push(`${schema}.${name}`);
    }
  }
  return found;
}

async function expectDeliveredAndGone(kind: string, expected = 1) {
  const tokens = await deliver();
  expect(tokens.length, `${kind}: the delivered messages carry a link token`).toBeGreaterThanOrEqual(expected);
  expect(await tablesHolding(tokens), `${kind}: tables that still hold a delivered token`).toEqual([]);
}

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

describe('no delivered link token stays in the database', () => {
  it('password reset (set-password link)', async () => {
    dataOf(await t.call(forgotPasswordContract, { body: { email: demoUsers.admin } }));
    await expectDeliveredAndGone('password reset');
  });

  it("a new manager's invitation (set-password link)", async () => {
    dataOf(
      await t.call(inviteManagerContract, {
        body: { email: 'secret.keeper@sunrise.example', first_name: 'Sid', last_name: 'Keeper' },
        headers: { ...s.admin, 'idempotency-key': 'secrets-invite-1' },
      }),
    );
    await expectDeliveredAndGone('manager invitation');
  });

  it('walk-in invite', async () => {
    dataOf(
      await t.call(createWalkInInviteContract, {
        body: { first_name: 'Wanda', last_name: 'Walkin', mobile: '+1(312) 555-7123', job_title_id: JOB_TITLE_IDS.CNA },
        headers: { ...s.admin, 'idempotency-key': 'secrets-walk-in-1' },
      }),
    );
    await expectDeliveredAndGone('walk-in invite');
  });

  it('video call link (SMS and mail)', async () => {
    const nurse = await addNurse(t, s.sunrise);
    dataOf(await t.call(startVideoCallContract, { body: { nurse: nurse.nurseId }, headers: s.admin }));
    await expectDeliveredAndGone('video call');
  });

  it('time-clock link, on a first booking', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const shift = await addShift(t, s.sunrise, { daysAhead: 5 });
    const position = await addPosition(t, shift, { applicableFor: ['IN'], jobTitleId: nurse.jobTitleId });
    dataOf(
      await t.call(assignEmployeesContract, {
        params: { id: shift.id },
        body: { nurses: [{ id: nurse.id }], position: position.id },
        headers: s.admin,
      }),
    );
    await expectDeliveredAndGone('time-clock link');
  });

  it('message-center link', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const calls = staffCalls(t, s.admin);
    const id = data<{ id: string }>(await calls.open({ employee_ids: [nurse.id] })).id;
    ok(await calls.send(id, { body: 'Please call the desk.' }));
    await expectDeliveredAndGone('message link');
  });

  it('offer link of a release plan', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 12 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.SC, applicableFor: ['IN'], totalPositions: 1 });
    await addNurse(t, s.sunrise, { jobTitleId: JOB_TITLE_IDS.SC });
    ok(await releaseCalls(t, s.admin).start(shift.id, position.id));
    await expectDeliveredAndGone('offer');
  });

  it('corporate timesheet link (sent and re-sent)', async () => {
    const period = await lastPeriod(t, s.sunrise);
    const [agency] = agenciesByBookings(await bookingsIn(t, s.sunrise, period));
    expect(agency, 'the demo books agency nurses in a past week').toBeDefined();
    for (const booking of agency![1]) await workedTimecard(t, booking);
    const sent = dataOf(
      await t.call(sendCorporateTimesheetContract, {
        body: { agency_id: agency![0], period_start: period.start, approver_email: 'approver.secret@agency.example' },
        headers: s.admin,
      }),
    );
    await expectDeliveredAndGone('corporate timesheet');
    dataOf(await t.call(resendCorporateTimesheetContract, { params: { sheetId: sent.id }, body: {}, headers: s.admin }));
    await expectDeliveredAndGone('corporate timesheet resend');
  });

  it('missed-punch supervisor link', async () => {
    const startsAt = new Date(Date.now() - hours(11));
    const b = await bookNurse(t, s.sunrise, { startsAt, endsAt: new Date(startsAt.getTime() + hours(8)) });
    await detect(t, new Date());
    await deliver();
    const mp = await missedOf(t, b, 'IN');
    ok(await propose(t, b.deviceToken, mp.id, { time: new Date(startsAt.getTime() + 5 * 60_000).toISOString(), reason: 'Forgot' }));
    await expectDeliveredAndGone('missed-punch supervisor link');
  });
});
