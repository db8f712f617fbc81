import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, ptoLedger, ptoRequests, timecards } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { addTimecards, deviceFor, freshEmployees, todayAt } from './helpers';

let t: TestApp;
let sunrise: string;
let maple: string;
let admin: Record<string, string>;
let manager: Record<string, string>;
let today: string;
let year: number;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
  admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
  manager = bearer((await t.login(demoUsers.manager)).token, maple);
  today = await todayAt(t, sunrise);
  year = Number(today.slice(0, 4));
}, 120_000);
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json: () => unknown };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: api(url), headers, ...(payload ? { payload } : {}) });
const dataOf = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};
const refused = (res: Res, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { error: { message: string[] } }).error.message;
};

type Policy = { id: string; name: string; accrual_per_hour: number; annual_cap_hours: number; carry_over_hours: number; is_default: boolean };
type Request = { id: string; status: string; hours: number; employee_id: string; entered_by: string; decision_note: string | null; decided_by_name: string | null };
type History = { kind: string; year: number; hours: number; note: string | null; by: string | null };
type Pto = {
  policy: Policy | null;
  policy_is_default: boolean;
  balance: Record<string, number>;
  requests: Request[];
  history: History[];
};
const ptoOf = async (employeeId: string, headers = admin) => dataOf<Pto>(await call('GET', `/facilities/pto/employees/${employeeId}`, headers));

describe('PTO policies', () => {
  it('lists the seeded policies, the default first', async () => {
    const { results } = dataOf<{ results: Policy[] }>(await call('GET', '/facilities/pto/policies', admin));
    expect(results[0]).toMatchObject({ name: 'Standard PTO', is_default: true, accrual_per_hour: 0.0385, annual_cap_hours: 40, carry_over_hours: 16 });
    expect(results.filter((p) => p.is_default)).toHaveLength(1);
  });

  it('refuses bad terms with a message for each', async () => {
    const base = { name: 'Per diem', accrual_per_hour: 0.02, annual_cap_hours: 20, carry_over_hours: 0 };
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, carry_over_hours: 24 }), 422)).toEqual([
      productMessages.ptoPolicyCarryOverAboveCap,
    ]);
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, accrual_per_hour: 0 }), 422).join(' ')).toContain('more than 0');
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, accrual_per_hour: 0.00385 }), 422).join(' ')).toContain('4 decimals');
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, annual_cap_hours: 20.1 }), 422).join(' ')).toContain('quarter hours');
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, name: ' ' }), 422).join(' ')).toContain('policy name');
    expect(refused(await call('POST', '/facilities/pto/policies', admin, { ...base, name: 'Standard PTO' }), 409)).toEqual([
      productMessages.ptoPolicyNameTaken,
    ]);
  });

  it('keeps one default: a new default replaces the old, and the default cannot be unset', async () => {
    const created = dataOf<Policy>(
      await call('POST', '/facilities/pto/policies', admin, { name: 'Nights PTO', accrual_per_hour: 0.05, annual_cap_hours: 60, carry_over_hours: 20, is_default: true }),
    );
    expect(created.is_default).toBe(true);
    let { results } = dataOf<{ results: Policy[] }>(await call('GET', '/facilities/pto/policies', admin));
    expect(results.filter((p) => p.is_default).map((p) => p.id)).toEqual([created.id]);

    expect(refused(await call('PATCH', `/facilities/pto/policies/${created.id}`, admin, { is_default: false }), 422)).toEqual([
      productMessages.ptoPolicyKeepsDefault,
    ]);
    const standard = results.find((p) => p.name === 'Standard PTO')!;
    const back = dataOf<Policy>(await call('PATCH', `/facilities/pto/policies/${standard.id}`, admin, { is_default: true, annual_cap_hours: 48 }));
    expect(back).toMatchObject({ is_default: true, annual_cap_hours: 48, carry_over_hours: 16 });
    ({ results } = dataOf<{ results: Policy[] }>(await call('GET', '/facilities/pto/policies', admin)));
    expect(results.filter((p) => p.is_default).map((p) => p.id)).toEqual([standard.id]);
    await call('PATCH', `/facilities/pto/policies/${standard.id}`, admin, { annual_cap_hours: 40 });
  });

  it("does not find another facility's policy", async () => {
    const { results } = dataOf<{ results: Policy[] }>(await call('GET', '/facilities/pto/policies', manager));
    expect(refused(await call('PATCH', `/facilities/pto/policies/${results[0]!.id}`, admin, { name: 'Taken over' }), 404)).toHaveLength(1);
  });
});

describe('PTO balances', () => {
  it('accrues from approved timecards only, capped per year, and carries over up to the policy', async () => {
    const [e] = await freshEmployees(t, sunrise, 1);
    const policy = dataOf<Policy>(
      await call('POST', '/facilities/pto/policies', admin, { name: 'Test 1 in 20', accrual_per_hour: 0.05, annual_cap_hours: 10, carry_over_hours: 4 }),
    );
    expect(policy.is_default).toBe(false);
    dataOf(await call('PUT', `/facilities/pto/employees/${e!.id}/policy`, admin, { policy_id: policy.id }));
    await addTimecards(t, sunrise, e!.id, [
      // Last year: 300 approved hours earn 15, capped at 10; 4 carry over and 6 are forfeited.
      { workDate: `${year - 1}-06-01`, minutes: 300 * 60, status: 'APPROVED' },
      // This year: 100 approved hours earn 5; pending and disputed hours earn nothing yet.
      { workDate: `${year}-01-05`, minutes: 60 * 60, status: 'APPROVED' },
      { workDate: `${year}-01-06`, minutes: 40 * 60, status: 'APPROVED' },
      { workDate: `${year}-01-07`, minutes: 50 * 60, status: 'PENDING' },
      { workDate: `${year}-01-08`, minutes: 20 * 60, status: 'DISPUTED' },
    ]);
    const pto = await ptoOf(e!.id);
    expect(pto.policy).toMatchObject({ id: policy.id, name: 'Test 1 in 20' });
    expect(pto.policy_is_default).toBe(false);
    expect(pto.balance).toMatchObject({ year, worked_hours: 100, accrued_hours: 5, carried_over_hours: 4, used_hours: 0, available_hours: 9, pending_hours: 0 });
    const lines = pto.history.map((h) => [h.kind, h.year, h.hours]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['ACCRUAL', year, 5],
        ['CARRY_OVER', year, 4],
        ['FORFEIT', year, -6],
        ['ACCRUAL', year - 1, 10],
      ]),
    );
    expect(pto.history.find((h) => h.kind === 'ACCRUAL' && h.year === year - 1)!.note).toBe(productMessages.ptoAccrualNote('300', true));

    // Back to the facility's default (0.0385, 40 capped, 16 carried): 300 h earn 11.55, all carried; 100 h earn 3.85.
    dataOf(await call('PUT', `/facilities/pto/employees/${e!.id}/policy`, admin, { policy_id: null }));
    const onDefault = await ptoOf(e!.id);
    expect(onDefault.policy_is_default).toBe(true);
    expect(onDefault.policy?.name).toBe('Standard PTO');
    expect(onDefault.balance).toMatchObject({ accrued_hours: 3.85, carried_over_hours: 11.55, available_hours: 15.4 });

    // Approving the pending card adds to the accrual on the next read.
    await t.deps.db.update(timecards).set({ status: 'APPROVED' }).where(and(eq(timecards.employeeId, e!.id), eq(timecards.status, 'PENDING')));
    expect((await ptoOf(e!.id)).balance.worked_hours).toBe(150);
  });

  it('records an adjustment with its reason and author, and refuses one without', async () => {
    const [e] = await freshEmployees(t, sunrise, 1);
    expect(refused(await call('POST', `/facilities/pto/employees/${e!.id}/adjustments`, admin, { hours: 2, note: ' ' }), 422)).toEqual([
      productMessages.ptoAdjustmentNoteRequired,
    ]);
    expect(refused(await call('POST', `/facilities/pto/employees/${e!.id}/adjustments`, admin, { hours: 0.1, note: 'x' }), 422)).toEqual([
      productMessages.ptoAdjustmentHours,
    ]);
    dataOf(await call('POST', `/facilities/pto/employees/${e!.id}/adjustments`, admin, { hours: 6.5, note: 'Sick days moved from payroll.' }));
    const pto = await ptoOf(e!.id);
    expect(pto.balance).toMatchObject({ adjusted_hours: 6.5, available_hours: 6.5 });
    expect(pto.history[0]).toMatchObject({ kind: 'ADJUSTMENT', hours: 6.5, note: 'Sick days moved from payroll.', by: 'Adam Reyes' });
  });
});

describe('PTO requests from the facility', () => {
  it('checks the dates, the hours and overlaps, then decides within the balance', async () => {
    const [e] = await freshEmployees(t, sunrise, 1);
    const ask = (body: object) => call('POST', '/facilities/pto/requests', admin, { employee_id: e!.id, ...body });
    const day = addDays(today, 3);
    expect(refused(await ask({ start_date: day, end_date: addDays(day, -1), hours: 8 }), 422)).toEqual([productMessages.ptoEndBeforeStart]);
    expect(refused(await ask({ start_date: day, end_date: day, hours: 7.1 }), 422)).toEqual([productMessages.ptoHoursQuarter]);
    expect(refused(await ask({ start_date: day, end_date: addDays(day, 1), hours: 48.25 }), 422)).toEqual([productMessages.ptoHoursPerDay(2, 48)]);

    // The facility may record leave already taken.
    const past = dataOf<Request>(await ask({ start_date: addDays(today, -2), end_date: addDays(today, -2), hours: 8, reason: 'Was sick.' }));
    expect(past).toMatchObject({ status: 'PENDING', hours: 8, entered_by: 'USER' });
    const big = dataOf<Request>(await ask({ start_date: day, end_date: addDays(day, 1), hours: 16 }));
    expect(refused(await ask({ start_date: addDays(day, 1), end_date: addDays(day, 4), hours: 8 }), 409)).toEqual([productMessages.ptoOverlaps]);

    // 10 available: 16 are refused with the figures, and nothing is written.
    dataOf(await call('POST', `/facilities/pto/employees/${e!.id}/adjustments`, admin, { hours: 10, note: 'Opening balance.' }));
    const beyond = await call('POST', `/facilities/pto/requests/${big.id}/decision`, admin, { decision: 'APPROVE' });
    expect(refused(beyond, 409)).toEqual([productMessages.ptoBeyondBalance('16', '10')]);
    expect(await t.deps.db.select().from(ptoLedger).where(eq(ptoLedger.requestId, big.id))).toHaveLength(0);

    const approved = dataOf<Request>(await call('POST', `/facilities/pto/requests/${past.id}/decision`, admin, { decision: 'APPROVE', note: 'Get well.' }));
    expect(approved).toMatchObject({ status: 'APPROVED', decision_note: 'Get well.', decided_by_name: 'Adam Reyes' });
    const usage = await t.deps.db.select().from(ptoLedger).where(eq(ptoLedger.requestId, past.id));
    expect(usage).toMatchObject([{ kind: 'USAGE', minutes: -480, employeeId: e!.id }]);
    expect((await ptoOf(e!.id)).balance).toMatchObject({ used_hours: 8, available_hours: 2, pending_hours: 16 });
    expect(refused(await call('POST', `/facilities/pto/requests/${past.id}/decision`, admin, { decision: 'DENY' }), 409)).toEqual([
      productMessages.ptoNotPending,
    ]);

    const denied = dataOf<Request>(await call('POST', `/facilities/pto/requests/${big.id}/decision`, admin, { decision: 'DENY', note: 'Not enough hours.' }));
    expect(denied).toMatchObject({ status: 'DENIED', decision_note: 'Not enough hours.' });
    // A denied request no longer blocks its days.
    const again = dataOf<Request>(await ask({ start_date: day, end_date: day, hours: 2 }));
    expect(dataOf<Request>(await call('POST', `/facilities/pto/requests/${again.id}/cancel`, admin)).status).toBe('CANCELLED');
    expect(refused(await call('POST', `/facilities/pto/requests/${again.id}/cancel`, admin), 409)).toEqual([productMessages.ptoNotPending]);

    const list = dataOf<{ count: number; results: Request[] }>(await call('GET', `/facilities/pto/requests?employee_id=${e!.id}`, admin));
    expect(list.results.map((r) => r.status).sort()).toEqual(['APPROVED', 'CANCELLED', 'DENIED']);
    const pending = dataOf<{ count: number; results: Request[] }>(await call('GET', '/facilities/pto/requests?status=PENDING&page_size=100', admin));
    expect(pending.results.every((r) => r.status === 'PENDING')).toBe(true);
  });

  it("refuses another facility's employee and request (404)", async () => {
    const [other] = await freshEmployees(t, maple, 1);
    expect(
      refused(await call('POST', '/facilities/pto/requests', admin, { employee_id: other!.id, start_date: today, end_date: today, hours: 8 }), 404),
    ).toHaveLength(1);
    refused(await call('GET', `/facilities/pto/employees/${other!.id}`, admin), 404);
    refused(await call('PUT', `/facilities/pto/employees/${other!.id}/policy`, admin, { policy_id: null }), 404);
    refused(await call('POST', `/facilities/pto/employees/${other!.id}/adjustments`, admin, { hours: 100, note: 'Free hours.' }), 404);
    const theirs = dataOf<Request>(
      await call('POST', '/facilities/pto/requests', manager, { employee_id: other!.id, start_date: addDays(today, 40), end_date: addDays(today, 40), hours: 8 }),
    );
    refused(await call('POST', `/facilities/pto/requests/${theirs.id}/decision`, admin, { decision: 'DENY' }), 404);
    refused(await call('POST', `/facilities/pto/requests/${theirs.id}/cancel`, admin), 404);
    const [row] = await t.deps.db.select({ status: ptoRequests.status }).from(ptoRequests).where(eq(ptoRequests.id, theirs.id));
    expect(row!.status).toBe('PENDING');
  });
});

describe('PTO requests from the time clock', () => {
  const ask = (token: string | null, body: object) =>
    t.app.inject({ method: 'POST', url: api('/time-clock/pto-requests'), headers: token ? { 'x-time-clock-device': token } : {}, payload: body });

  it('takes the request from her device and raises a PTO notification to the facility', async () => {
    const [e] = await freshEmployees(t, sunrise, 1);
    const token = await deviceFor(t, sunrise, e!.id);
    const day = addDays(today, 10);
    const answer = dataOf<{ id: string; status: string; hours: number }>(await ask(token, { start_date: day, end_date: addDays(day, 1), hours: 12.5, reason: 'Moving house.' }));
    expect(answer).toMatchObject({ status: 'PENDING', hours: 12.5 });
    const [row] = await t.deps.db.select().from(ptoRequests).where(eq(ptoRequests.id, answer.id));
    expect(row).toMatchObject({ facilityId: sunrise, employeeId: e!.id, enteredBy: 'NURSE', minutes: 750, reason: 'Moving house.' });

    const raised = await t.deps.db.select().from(notifications).where(and(eq(notifications.type, 'PTO'), eq(notifications.typeId, answer.id)));
    // One per member of Sunrise (the owner and the admin), none at Maple.
    expect(raised).toHaveLength(2);
    expect(raised.every((n) => n.facilityId === sunrise && n.nurseId === e!.nurseId && n.title === productMessages.ptoNotificationTitle)).toBe(true);
    expect(raised[0]!.body).toContain('12.5 hours');

    const fromFacility = await ptoOf(e!.id);
    expect(fromFacility.requests[0]).toMatchObject({ id: answer.id, entered_by: 'NURSE', status: 'PENDING' });
    expect(fromFacility.balance.pending_hours).toBe(12.5);

    expect(refused(await ask(token, { start_date: addDays(day, 1), end_date: addDays(day, 1), hours: 4 }), 409)).toEqual([productMessages.ptoOverlaps]);
    expect(refused(await ask(token, { start_date: addDays(today, -1), end_date: today, hours: 8 }), 422)).toEqual([productMessages.ptoStartInPast]);
    expect(refused(await ask(token, { start_date: day, end_date: day, hours: 8.1 }), 422)).toHaveLength(1);
  });

  it('refuses without a device, with an unknown or revoked one (401)', async () => {
    const [e] = await freshEmployees(t, sunrise, 1);
    const body = { start_date: addDays(today, 50), end_date: addDays(today, 50), hours: 8 };
    refused(await ask(null, body), 401);
    refused(await ask('not-a-device-token', body), 401);
    refused(await ask(await deviceFor(t, sunrise, e!.id, { revoked: true }), body), 401);
    expect(await t.deps.db.select().from(ptoRequests).where(eq(ptoRequests.employeeId, e!.id))).toHaveLength(0);
  });

  it("files another facility's nurse under her own facility, out of this one's reach", async () => {
    const [other] = await freshEmployees(t, maple, 1);
    const token = await deviceFor(t, maple, other!.id);
    const answer = dataOf<{ id: string }>(await ask(token, { start_date: addDays(today, 60), end_date: addDays(today, 60), hours: 8 }));
    const mine = dataOf<{ count: number; results: Request[] }>(await call('GET', '/facilities/pto/requests?page_size=100', admin));
    expect(mine.results.some((r) => r.id === answer.id)).toBe(false);
    refused(await call('POST', `/facilities/pto/requests/${answer.id}/decision`, admin, { decision: 'APPROVE' }), 404);
    const theirs = dataOf<{ count: number; results: Request[] }>(await call('GET', `/facilities/pto/requests?employee_id=${other!.id}`, manager));
    expect(theirs.results.map((r) => r.id)).toEqual([answer.id]);
    const raised = await t.deps.db.select().from(notifications).where(eq(notifications.typeId, answer.id));
    expect(raised.every((n) => n.facilityId === maple)).toBe(true);
  });
});

type Eligibility = { months: string[]; count: number; results: { employee_id: string; average_monthly_hours: number; months_over: number; total_hours: number }[] };

describe('benefits eligibility', () => {
  it('lists employees averaging 130 hours a month over the look-back, from approved and pending timecards', async () => {
    const [full, part, disputed] = await freshEmployees(t, sunrise, 3);
    const months = dataOf<Eligibility>(await call('GET', '/facilities/benefits/eligibility', admin)).months;
    expect(months).toHaveLength(3);
    const first = (m: string) => `${m}-10`;
    // 150, 120 (pending) and 140: an average of 136.67, two months over 130.
    await addTimecards(t, sunrise, full!.id, [
      { workDate: first(months[0]!), minutes: 150 * 60, status: 'APPROVED' },
      { workDate: first(months[1]!), minutes: 120 * 60, status: 'PENDING' },
      { workDate: first(months[2]!), minutes: 140 * 60, status: 'APPROVED' },
    ]);
    await addTimecards(t, sunrise, part!.id, months.map((m) => ({ workDate: first(m), minutes: 129 * 60, status: 'APPROVED' as const })));
    await addTimecards(t, sunrise, disputed!.id, months.map((m) => ({ workDate: first(m), minutes: 150 * 60, status: 'DISPUTED' as const })));

    const list = dataOf<Eligibility>(await call('GET', '/facilities/benefits/eligibility?months=3', admin));
    const row = list.results.find((r) => r.employee_id === full!.id);
    expect(row).toMatchObject({ average_monthly_hours: 136.67, months_over: 2, total_hours: 410 });
    expect(list.results.some((r) => r.employee_id === part!.id)).toBe(false);
    expect(list.results.some((r) => r.employee_id === disputed!.id)).toBe(false);

    // Over 12 months the same hours average far below 130.
    const year = dataOf<Eligibility>(await call('GET', '/facilities/benefits/eligibility?months=12', admin));
    expect(year.months).toHaveLength(12);
    expect(year.results.some((r) => r.employee_id === full!.id)).toBe(false);
    expect(refused(await call('GET', '/facilities/benefits/eligibility?months=4', admin), 422).join(' ')).toContain('3, 6 or 12');
  });

  it('answers an empty list for a facility without eligible employees', async () => {
    await t.deps.db.delete(timecards).where(eq(timecards.facilityId, maple));
    const list = dataOf<Eligibility>(await call('GET', '/facilities/benefits/eligibility', manager));
    expect(list).toMatchObject({ count: 0, results: [] });
  });
});
