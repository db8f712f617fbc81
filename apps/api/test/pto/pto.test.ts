import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { addPtoAdjustmentContract } from '@careroster/shared/api/pto/add-adjustment';
import { cancelPtoRequestContract } from '@careroster/shared/api/pto/cancel-request';
import { createPtoPolicyContract } from '@careroster/shared/api/pto/create-policy';
import { createPtoRequestContract } from '@careroster/shared/api/pto/create-request';
import { decidePtoRequestContract } from '@careroster/shared/api/pto/decide-request';
import { getEmployeePtoContract } from '@careroster/shared/api/pto/get-employee-pto';
import { benefitsEligibilityContract } from '@careroster/shared/api/pto/list-eligibility';
import { listPtoPoliciesContract } from '@careroster/shared/api/pto/list-policies';
import { listPtoRequestsContract } from '@careroster/shared/api/pto/list-requests';
import { setEmployeePtoPolicyContract } from '@careroster/shared/api/pto/set-employee-policy';
import { updatePtoPolicyContract } from '@careroster/shared/api/pto/update-policy';
import { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies, employees, notifications, ptoLedger, ptoRequests, timecards } from '../../src/db/schema';
import { type BodyOf, dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addTimecards, deviceFor, freshEmployees, todayAt } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let today: string;
let year: number;

beforeAll(async () => {
  today = await todayAt(t, s.sunrise);
  year = Number(today.slice(0, 4));
}, 120_000);

const ptoOf = async (employeeId: string, headers = s.admin) =>
  dataOf(await t.call(getEmployeePtoContract, { params: { employeeId }, headers }));

describe('PTO policies', () => {
  it('lists the seeded policies, the default first', async () => {
    const { results } = (await t.call(listPtoPoliciesContract, { headers: s.admin })).data;
    expect(results[0]).toMatchObject({
      name: 'Standard PTO',
      is_default: true,
      accrual_per_hour: 0.0385,
      annual_cap_hours: 40,
      carry_over_hours: 16,
    });
    expect(results.filter((p) => p.is_default)).toHaveLength(1);
  });

  it('refuses bad terms with a message for each', async () => {
    const base = { name: 'Per diem', accrual_per_hour: 0.02, annual_cap_hours: 20, carry_over_hours: 0 };
    expect(refused(await t.call(createPtoPolicyContract, { body: { ...base, carry_over_hours: 24 }, headers: s.admin }), 422)).toEqual([
      productMessages.ptoPolicyCarryOverAboveCap,
    ]);
    expect(
      refused(await t.call(createPtoPolicyContract, { body: { ...base, accrual_per_hour: 0 }, headers: s.admin }), 422).join(' '),
    ).toContain('more than 0');
    expect(
      refused(await t.call(createPtoPolicyContract, { body: { ...base, accrual_per_hour: 0.00385 }, headers: s.admin }), 422).join(' '),
    ).toContain('4 decimals');
    expect(
      refused(await t.call(createPtoPolicyContract, { body: { ...base, annual_cap_hours: 20.1 }, headers: s.admin }), 422).join(' '),
    ).toContain('quarter hours');
    expect(refused(await t.call(createPtoPolicyContract, { body: { ...base, name: ' ' }, headers: s.admin }), 422).join(' ')).toContain(
      'policy name',
    );
    expect(refused(await t.call(createPtoPolicyContract, { body: { ...base, name: 'Standard PTO' }, headers: s.admin }), 409)).toEqual([
      productMessages.ptoPolicyNameTaken,
    ]);
  });

  it('keeps one default: a new default replaces the old, and the default cannot be unset', async () => {
    const created = (
      await t.call(createPtoPolicyContract, {
        body: {
          name: 'Nights PTO',
          accrual_per_hour: 0.05,
          annual_cap_hours: 60,
          carry_over_hours: 20,
          is_default: true,
        },
        headers: s.admin,
      })
    ).data;
    expect(created.is_default).toBe(true);
    let { results } = (await t.call(listPtoPoliciesContract, { headers: s.admin })).data;
    expect(results.filter((p) => p.is_default).map((p) => p.id)).toEqual([created.id]);

    expect(
      refused(
        await t.call(updatePtoPolicyContract, { params: { policyId: created.id }, body: { is_default: false }, headers: s.admin }),
        422,
      ),
    ).toEqual([productMessages.ptoPolicyKeepsDefault]);
    const standard = results.find((p) => p.name === 'Standard PTO')!;
    const back = (
      await t.call(updatePtoPolicyContract, {
        params: { policyId: standard.id },
        body: { is_default: true, annual_cap_hours: 48 },
        headers: s.admin,
      })
    ).data;
    expect(back).toMatchObject({ is_default: true, annual_cap_hours: 48, carry_over_hours: 16 });
    ({ results } = (await t.call(listPtoPoliciesContract, { headers: s.admin })).data);
    expect(results.filter((p) => p.is_default).map((p) => p.id)).toEqual([standard.id]);
    await t.call(updatePtoPolicyContract, { params: { policyId: standard.id }, body: { annual_cap_hours: 40 }, headers: s.admin });
  });

  it("does not find another facility's policy", async () => {
    const { results } = (await t.call(listPtoPoliciesContract, { headers: s.manager })).data;
    expect(
      refused(
        await t.call(updatePtoPolicyContract, { params: { policyId: results[0]!.id }, body: { name: 'Taken over' }, headers: s.admin }),
        404,
      ),
    ).toHaveLength(1);
  });
});

describe('PTO balances', () => {
  it('accrues from approved timecards only, capped per year, and carries over up to the policy', async () => {
    const [e] = await freshEmployees(t, s.sunrise, 1);
    const policy = (
      await t.call(createPtoPolicyContract, {
        body: {
          name: 'Test 1 in 20',
          accrual_per_hour: 0.05,
          annual_cap_hours: 10,
          carry_over_hours: 4,
        },
        headers: s.admin,
      })
    ).data;
    expect(policy.is_default).toBe(false);
    dataOf(await t.call(setEmployeePtoPolicyContract, { params: { employeeId: e!.id }, body: { policy_id: policy.id }, headers: s.admin }));
    await addTimecards(t, s.sunrise, e!.id, [
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
    expect(pto.balance).toMatchObject({
      year,
      worked_hours: 100,
      accrued_hours: 5,
      carried_over_hours: 4,
      used_hours: 0,
      available_hours: 9,
      pending_hours: 0,
    });
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
    dataOf(await t.call(setEmployeePtoPolicyContract, { params: { employeeId: e!.id }, body: { policy_id: null }, headers: s.admin }));
    const onDefault = await ptoOf(e!.id);
    expect(onDefault.policy_is_default).toBe(true);
    expect(onDefault.policy?.name).toBe('Standard PTO');
    expect(onDefault.balance).toMatchObject({ accrued_hours: 3.85, carried_over_hours: 11.55, available_hours: 15.4 });

    // Approving the pending card adds to the accrual on the next read.
    await t.deps.db
      .update(timecards)
      .set({ status: 'APPROVED' })
      .where(and(eq(timecards.employeeId, e!.id), eq(timecards.status, 'PENDING')));
    expect((await ptoOf(e!.id)).balance.worked_hours).toBe(150);
  });

  it('records an adjustment with its reason and author, and refuses one without', async () => {
    const [e] = await freshEmployees(t, s.sunrise, 1);
    expect(
      refused(
        await t.call(addPtoAdjustmentContract, { params: { employeeId: e!.id }, body: { hours: 2, note: ' ' }, headers: s.admin }),
        422,
      ),
    ).toEqual([productMessages.ptoAdjustmentNoteRequired]);
    expect(
      refused(
        await t.call(addPtoAdjustmentContract, { params: { employeeId: e!.id }, body: { hours: 0.1, note: 'x' }, headers: s.admin }),
        422,
      ),
    ).toEqual([productMessages.ptoAdjustmentHours]);
    dataOf(
      await t.call(addPtoAdjustmentContract, {
        params: { employeeId: e!.id },
        body: { hours: 6.5, note: 'Sick days moved from payroll.' },
        headers: s.admin,
      }),
    );
    const pto = await ptoOf(e!.id);
    expect(pto.balance).toMatchObject({ adjusted_hours: 6.5, available_hours: 6.5 });
    expect(pto.history[0]).toMatchObject({ kind: 'ADJUSTMENT', hours: 6.5, note: 'Sick days moved from payroll.', by: 'Adam Reyes' });
  });
});

describe('PTO requests from the facility', () => {
  it('checks the dates, the hours and overlaps, then decides within the balance', async () => {
    const [e] = await freshEmployees(t, s.sunrise, 1);
    const ask = (body: Omit<BodyOf<typeof createPtoRequestContract>, 'employee_id'>) =>
      t.call(createPtoRequestContract, { body: { employee_id: e!.id, ...body }, headers: s.admin });
    const day = addDays(today, 3);
    expect(refused(await ask({ start_date: day, end_date: addDays(day, -1), hours: 8 }), 422)).toEqual([productMessages.ptoEndBeforeStart]);
    expect(refused(await ask({ start_date: day, end_date: day, hours: 7.1 }), 422)).toEqual([productMessages.ptoHoursQuarter]);
    expect(refused(await ask({ start_date: day, end_date: addDays(day, 1), hours: 48.25 }), 422)).toEqual([
      productMessages.ptoHoursPerDay(2, 48),
    ]);

    // The facility may record leave already taken. Balances are per calendar year, and the
    // adjustment below is this year's: in the first days of January the leave is on New Year's Day.
    const sickDay = [addDays(today, -2), `${year}-01-01`].sort().at(-1)!;
    const past = (await ask({ start_date: sickDay, end_date: sickDay, hours: 8, reason: 'Was sick.' })).data;
    expect(past).toMatchObject({ status: 'PENDING', hours: 8, entered_by: 'USER' });
    const big = (await ask({ start_date: day, end_date: addDays(day, 1), hours: 16 })).data;
    expect(refused(await ask({ start_date: addDays(day, 1), end_date: addDays(day, 4), hours: 8 }), 409)).toEqual([
      productMessages.ptoOverlaps,
    ]);

    // 10 available: 16 are refused with the figures, and nothing is written.
    dataOf(
      await t.call(addPtoAdjustmentContract, {
        params: { employeeId: e!.id },
        body: { hours: 10, note: 'Opening balance.' },
        headers: s.admin,
      }),
    );
    const beyond = await t.call(decidePtoRequestContract, {
      params: { requestId: big.id },
      body: { decision: 'APPROVE' },
      headers: s.admin,
    });
    expect(refused(beyond, 409)).toEqual([productMessages.ptoBeyondBalance('16', '10')]);
    expect(await t.deps.db.select().from(ptoLedger).where(eq(ptoLedger.requestId, big.id))).toHaveLength(0);

    const approved = (
      await t.call(decidePtoRequestContract, {
        params: { requestId: past.id },
        body: { decision: 'APPROVE', note: 'Get well.' },
        headers: s.admin,
      })
    ).data;
    expect(approved).toMatchObject({ status: 'APPROVED', decision_note: 'Get well.', decided_by_name: 'Adam Reyes' });
    const usage = await t.deps.db.select().from(ptoLedger).where(eq(ptoLedger.requestId, past.id));
    expect(usage).toMatchObject([{ kind: 'USAGE', minutes: -480, employeeId: e!.id }]);
    expect((await ptoOf(e!.id)).balance).toMatchObject({ used_hours: 8, available_hours: 2, pending_hours: 16 });
    expect(
      refused(
        await t.call(decidePtoRequestContract, { params: { requestId: past.id }, body: { decision: 'DENY' }, headers: s.admin }),
        409,
      ),
    ).toEqual([productMessages.ptoNotPending]);

    const denied = (
      await t.call(decidePtoRequestContract, {
        params: { requestId: big.id },
        body: { decision: 'DENY', note: 'Not enough hours.' },
        headers: s.admin,
      })
    ).data;
    expect(denied).toMatchObject({ status: 'DENIED', decision_note: 'Not enough hours.' });
    // A denied request no longer blocks its days.
    const again = (await ask({ start_date: day, end_date: day, hours: 2 })).data;
    expect((await t.call(cancelPtoRequestContract, { params: { requestId: again.id }, headers: s.admin })).data.status).toBe('CANCELLED');
    expect(refused(await t.call(cancelPtoRequestContract, { params: { requestId: again.id }, headers: s.admin }), 409)).toEqual([
      productMessages.ptoNotPending,
    ]);

    const list = (await t.call(listPtoRequestsContract, { query: { employee_id: e!.id }, headers: s.admin })).data;
    expect(list.results.map((r) => r.status).sort()).toEqual(['APPROVED', 'CANCELLED', 'DENIED']);
    const pending = (await t.call(listPtoRequestsContract, { query: { status: 'PENDING', page_size: '100' }, headers: s.admin })).data;
    expect(pending.results.every((r) => r.status === 'PENDING')).toBe(true);
  });

  it("refuses another facility's employee and request (404)", async () => {
    const [other] = await freshEmployees(t, s.maple, 1);
    expect(
      refused(
        await t.call(createPtoRequestContract, {
          body: { employee_id: other!.id, start_date: today, end_date: today, hours: 8 },
          headers: s.admin,
        }),
        404,
      ),
    ).toHaveLength(1);
    refused(await t.call(getEmployeePtoContract, { params: { employeeId: other!.id }, headers: s.admin }), 404);
    refused(
      await t.call(setEmployeePtoPolicyContract, { params: { employeeId: other!.id }, body: { policy_id: null }, headers: s.admin }),
      404,
    );
    refused(
      await t.call(addPtoAdjustmentContract, {
        params: { employeeId: other!.id },
        body: { hours: 100, note: 'Free hours.' },
        headers: s.admin,
      }),
      404,
    );
    const theirs = (
      await t.call(createPtoRequestContract, {
        body: {
          employee_id: other!.id,
          start_date: addDays(today, 40),
          end_date: addDays(today, 40),
          hours: 8,
        },
        headers: s.manager,
      })
    ).data;
    refused(
      await t.call(decidePtoRequestContract, { params: { requestId: theirs.id }, body: { decision: 'DENY' }, headers: s.admin }),
      404,
    );
    refused(await t.call(cancelPtoRequestContract, { params: { requestId: theirs.id }, headers: s.admin }), 404);
    const [row] = await t.deps.db.select({ status: ptoRequests.status }).from(ptoRequests).where(eq(ptoRequests.id, theirs.id));
    expect(row!.status).toBe('PENDING');
  });
});

describe('PTO requests from the time clock', () => {
  const ask = (token: string | null, body: BodyOf<typeof requestPtoFromTimeClockContract>) =>
    t.call(requestPtoFromTimeClockContract, { body, headers: token ? { 'x-time-clock-device': token } : {} });

  it('takes the request from her device and raises a PTO notification to the facility', async () => {
    const [e] = await freshEmployees(t, s.sunrise, 1);
    const token = await deviceFor(t, s.sunrise, e!.id);
    const day = addDays(today, 10);
    const answer = (await ask(token, { start_date: day, end_date: addDays(day, 1), hours: 12.5, reason: 'Moving house.' })).data;
    expect(answer).toMatchObject({ status: 'PENDING', hours: 12.5 });
    const [row] = await t.deps.db.select().from(ptoRequests).where(eq(ptoRequests.id, answer.id));
    expect(row).toMatchObject({ facilityId: s.sunrise, employeeId: e!.id, enteredBy: 'NURSE', minutes: 750, reason: 'Moving house.' });

    const raised = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'PTO'), eq(notifications.typeId, answer.id)));
    // One per member of Sunrise (the owner and the admin), none at Maple.
    expect(raised).toHaveLength(2);
    expect(
      raised.every((n) => n.facilityId === s.sunrise && n.nurseId === e!.nurseId && n.title === productMessages.ptoNotificationTitle),
    ).toBe(true);
    expect(raised[0]!.body).toContain('12.5 hours');

    const fromFacility = await ptoOf(e!.id);
    expect(fromFacility.requests[0]).toMatchObject({ id: answer.id, entered_by: 'NURSE', status: 'PENDING' });
    expect(fromFacility.balance.pending_hours).toBe(12.5);

    expect(refused(await ask(token, { start_date: addDays(day, 1), end_date: addDays(day, 1), hours: 4 }), 409)).toEqual([
      productMessages.ptoOverlaps,
    ]);
    expect(refused(await ask(token, { start_date: addDays(today, -1), end_date: today, hours: 8 }), 422)).toEqual([
      productMessages.ptoStartInPast,
    ]);
    expect(refused(await ask(token, { start_date: day, end_date: day, hours: 8.1 }), 422)).toHaveLength(1);
  });

  it('refuses without a device, with an unknown or revoked one (401)', async () => {
    const [e] = await freshEmployees(t, s.sunrise, 1);
    const body = { start_date: addDays(today, 50), end_date: addDays(today, 50), hours: 8 };
    refused(await ask(null, body), 401);
    refused(await ask('not-a-device-token', body), 401);
    refused(await ask(await deviceFor(t, s.sunrise, e!.id, { revoked: true }), body), 401);
    expect(await t.deps.db.select().from(ptoRequests).where(eq(ptoRequests.employeeId, e!.id))).toHaveLength(0);
  });

  it("files another facility's nurse under her own facility, out of this one's reach", async () => {
    const [other] = await freshEmployees(t, s.maple, 1);
    const token = await deviceFor(t, s.maple, other!.id);
    const answer = (await ask(token, { start_date: addDays(today, 60), end_date: addDays(today, 60), hours: 8 })).data;
    const mine = (await t.call(listPtoRequestsContract, { query: { page_size: '100' }, headers: s.admin })).data;
    expect(mine.results.some((r) => r.id === answer.id)).toBe(false);
    refused(
      await t.call(decidePtoRequestContract, { params: { requestId: answer.id }, body: { decision: 'APPROVE' }, headers: s.admin }),
      404,
    );
    const theirs = (await t.call(listPtoRequestsContract, { query: { employee_id: other!.id }, headers: s.manager })).data;
    expect(theirs.results.map((r) => r.id)).toEqual([answer.id]);
    const raised = await t.deps.db.select().from(notifications).where(eq(notifications.typeId, answer.id));
    expect(raised.every((n) => n.facilityId === s.maple)).toBe(true);
  });
});

describe('benefits eligibility', () => {
  it('lists employees averaging 130 hours a month over the look-back, from approved and pending timecards', async () => {
    const [full, part, disputed] = await freshEmployees(t, s.sunrise, 3);
    const months = (await t.call(benefitsEligibilityContract, { headers: s.admin })).data.months;
    expect(months).toHaveLength(3);
    const first = (m: string) => `${m}-10`;
    // 150, 120 (pending) and 140: an average of 136.67, two months over 130.
    await addTimecards(t, s.sunrise, full!.id, [
      { workDate: first(months[0]!), minutes: 150 * 60, status: 'APPROVED' },
      { workDate: first(months[1]!), minutes: 120 * 60, status: 'PENDING' },
      { workDate: first(months[2]!), minutes: 140 * 60, status: 'APPROVED' },
    ]);
    await addTimecards(
      t,
      s.sunrise,
      part!.id,
      months.map((m) => ({ workDate: first(m), minutes: 129 * 60, status: 'APPROVED' as const })),
    );
    await addTimecards(
      t,
      s.sunrise,
      disputed!.id,
      months.map((m) => ({ workDate: first(m), minutes: 150 * 60, status: 'DISPUTED' as const })),
    );

    const list = (await t.call(benefitsEligibilityContract, { query: { months: '3' }, headers: s.admin })).data;
    const row = list.results.find((r) => r.employee_id === full!.id);
    expect(row).toMatchObject({ average_monthly_hours: 136.67, months_over: 2, total_hours: 410 });
    expect(list.results.some((r) => r.employee_id === part!.id)).toBe(false);
    expect(list.results.some((r) => r.employee_id === disputed!.id)).toBe(false);

    // Over 12 months the same hours average far below 130.
    const year = (await t.call(benefitsEligibilityContract, { query: { months: '12' }, headers: s.admin })).data;
    expect(year.months).toHaveLength(12);
    expect(year.results.some((r) => r.employee_id === full!.id)).toBe(false);
    expect(refused(await t.call(benefitsEligibilityContract, { query: { months: '4' }, headers: s.admin }), 422).join(' ')).toContain(
      '3, 6 or 12',
    );
  });

  it('counts approved paid leave as hours of service (26 CFR 54.4980H-1(a)(24)) and leaves agency nurses out', async () => {
    const [onLeave, pendingLeave, agencyNurse] = await freshEmployees(t, s.sunrise, 3);
    const months = (await t.call(benefitsEligibilityContract, { headers: s.admin })).data.months;
    const on = (m: string, day: string) => `${m}-${day}`;
    // 122 hours worked each month: short of 130 without the 8 hours of paid leave each month.
    for (const employee of [onLeave!, pendingLeave!])
      await addTimecards(
        t,
        s.sunrise,
        employee.id,
        months.map((m) => ({ workDate: on(m, '10'), minutes: 122 * 60, status: 'APPROVED' as const })),
      );
    const leave = (employeeId: string, status: 'APPROVED' | 'PENDING') =>
      months.map((m) => ({
        facilityId: s.sunrise,
        employeeId,
        startDate: on(m, '20'),
        endDate: on(m, '20'),
        minutes: 8 * 60,
        status,
        enteredBy: 'USER' as const,
      }));
    await t.deps.db.insert(ptoRequests).values([...leave(onLeave!.id, 'APPROVED'), ...leave(pendingLeave!.id, 'PENDING')]);
    // An agency nurse with 150 hours a month: her agency is her employer, not the facility.
    const [agency] = await t.deps.db.select({ id: agencies.id }).from(agencies).limit(1);
    await t.deps.db.update(employees).set({ workerType: 'AN', agencyId: agency!.id }).where(eq(employees.id, agencyNurse!.id));
    await addTimecards(
      t,
      s.sunrise,
      agencyNurse!.id,
      months.map((m) => ({ workDate: on(m, '10'), minutes: 150 * 60, status: 'APPROVED' as const })),
    );

    const list = (await t.call(benefitsEligibilityContract, { query: { months: '3' }, headers: s.admin })).data;
    expect(list.results.find((r) => r.employee_id === onLeave!.id)).toMatchObject({
      average_monthly_hours: 130,
      months_over: 3,
      total_hours: 390,
      monthly: months.map((month) => ({ month, hours: 130 })),
    });
    expect(list.results.some((r) => r.employee_id === pendingLeave!.id)).toBe(false);
    expect(list.results.some((r) => r.employee_id === agencyNurse!.id)).toBe(false);
  });

  it('answers an empty list for a facility without eligible employees', async () => {
    await t.deps.db.delete(timecards).where(eq(timecards.facilityId, s.maple));
    const list = (await t.call(benefitsEligibilityContract, { headers: s.manager })).data;
    expect(list).toMatchObject({ count: 0, results: [] });
  });
});
