import {
  benefitsHistoryContract,
  createElectionContract,
  createLifeEventContract,
  createMyElectionContract,
  employeeBenefitsContract,
  listEnrolmentsContract,
  myBenefitsContract,
} from '@careroster/shared/api/benefits/enrolment';
import {
  createPlanContract,
  createPlanYearContract,
  deletePlanContract,
  listPlanYearsContract,
  updatePlanContract,
  type PlanFields,
} from '@careroster/shared/api/benefits/plans';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { exportAdpContract, exportPaychexContract } from '@careroster/shared/api/payroll/export-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { payPeriodOf } from '@careroster/shared/timekeeping/worked-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employeeDependents, facilities } from '../../src/db/schema';
import { type BodyOf, dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { workShift } from '../payroll/helpers';
import { deviceFor, todayAt } from '../pto/helpers';
import { addNurse } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

let n = 0;
const keyed = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `benefits-test-${process.pid}-${++n}` });

const medical: PlanFields = {
  kind: 'MEDICAL',
  name: 'Maple Care HMO',
  worker_types: ['IN'],
  waiting_days: 30,
  tiers: [
    { tier: 'EMPLOYEE', employee_cost: 55.5, employer_cost: 210 },
    { tier: 'FAMILY', employee_cost: 160.25, employer_cost: 400 },
  ],
};

// Maple's today (the suite's clock), its plan year and its plans: Sunrise has the demo's.
let today: string;
let yearId: string;
let medicalId: string;
let dentalId: string;

beforeAll(async () => {
  today = await todayAt(t, s.maple);
  const year = await t.call(createPlanYearContract, {
    body: {
      name: 'Maple plan year',
      start_date: addDays(today, -60),
      end_date: addDays(today, 300),
      enrolment_opens: addDays(today, -90),
      enrolment_closes: addDays(today, -70),
    },
    headers: keyed(s.ownerAtMaple),
  });
  yearId = dataOf(year).id;
  medicalId = dataOf(
    await t.call(createPlanContract, { params: { planYearId: yearId }, body: medical, headers: keyed(s.ownerAtMaple) }),
  ).id;
  const dental: PlanFields = {
    kind: 'DENTAL',
    name: 'Maple Dental',
    worker_types: ['IN'],
    waiting_days: 0,
    tiers: [{ tier: 'EMPLOYEE', employee_cost: 8, employer_cost: 12 }],
  };
  dentalId = dataOf(await t.call(createPlanContract, { params: { planYearId: yearId }, body: dental, headers: keyed(s.ownerAtMaple) })).id;
});

describe('plans', () => {
  it('lists the plan year with its plans, costs in dollars and the default payroll code', async () => {
    const years = dataOf(await t.call(listPlanYearsContract, { headers: s.ownerAtMaple })).results;
    const year = years.find((y) => y.id === yearId)!;
    expect(year.enrolment_open).toBe(false);
    expect(year.plans.find((p) => p.id === medicalId)).toMatchObject({ payroll_code: 'Medical', tiers: medical.tiers, waiting_days: 30 });
  });

  it('refuses bad input with the rule (422): a wait over 90 days, a retirement tier, agency nurses, a third decimal, end before start', async () => {
    const create = (body: unknown) =>
      t.call(createPlanContract, { params: { planYearId: yearId }, body: body as PlanFields, headers: keyed(s.ownerAtMaple) });
    expect(refused(await create({ ...medical, name: 'Long wait', waiting_days: 91 }), 422)).toContain(productMessages.benefitsWaitingDays);
    const retirement = { ...medical, kind: 'RETIREMENT', name: '401k', tiers: [{ tier: 'FAMILY', employee_cost: 50, employer_cost: 25 }] };
    expect(refused(await create(retirement), 422)).toContain(productMessages.benefitsRetirementTier);
    expect((await create({ ...medical, name: 'Agency', worker_types: ['AN'] })).statusCode).toBe(422);
    const cents = { ...medical, name: 'Cents', tiers: [{ tier: 'EMPLOYEE', employee_cost: 1.234, employer_cost: 0 }] };
    expect(refused(await create(cents), 422)).toContain(productMessages.benefitsCostInvalid);
    expect((await create({ ...medical })).statusCode).toBe(409);
    const backwards = {
      name: 'Backwards',
      start_date: '2031-01-01',
      end_date: '2030-12-31',
      enrolment_opens: '2030-11-01',
      enrolment_closes: '2030-11-30',
    };
    expect(refused(await t.call(createPlanYearContract, { body: backwards, headers: keyed(s.ownerAtMaple) }), 422)).toContain(
      productMessages.benefitsPlanYearDates,
    );
    const overlapping = {
      name: 'Overlap',
      start_date: today,
      end_date: addDays(today, 30),
      enrolment_opens: today,
      enrolment_closes: today,
    };
    expect((await t.call(createPlanYearContract, { body: overlapping, headers: keyed(s.ownerAtMaple) })).statusCode).toBe(409);
  });

  it("is admins' and owners': a manager gets 403; another facility's plan is 404", async () => {
    const extra = { ...medical, name: 'Manager try' };
    expect((await t.call(createPlanContract, { params: { planYearId: yearId }, body: extra, headers: keyed(s.manager) })).statusCode).toBe(
      403,
    );
    expect((await t.call(updatePlanContract, { params: { planId: medicalId }, body: extra, headers: s.admin })).statusCode).toBe(404);
    expect((await t.call(deletePlanContract, { params: { planId: medicalId }, headers: s.admin })).statusCode).toBe(404);
    expect((await t.call(createPlanContract, { params: { planYearId: yearId }, body: extra, headers: keyed(s.admin) })).statusCode).toBe(
      404,
    );
  });
});

describe('enrolment and the deduction in payroll', () => {
  let nurse: Awaited<ReturnType<typeof addNurse>>;
  let spouseId: string;
  let childId: string;
  const birth = () => addDays(today, -20);

  beforeAll(async () => {
    nurse = await addNurse(t, s.maple, {
      last: 'Benefield',
      dateOfJoining: addDays(today, -400),
      paychexEmpId: 'PX-3001',
      paychexOrgId: 'ORG-9',
    });
    const dependents = await t.deps.db
      .insert(employeeDependents)
      .values([
        {
          facilityId: s.maple,
          employeeId: nurse.id,
          firstName: 'Sam',
          lastName: 'Benefield',
          relation: 'SPOUSE',
          dateOfBirth: '1988-02-02',
          updatedAt: new Date(),
        },
        {
          facilityId: s.maple,
          employeeId: nurse.id,
          firstName: 'Ivy',
          lastName: 'Benefield',
          relation: 'CHILDREN',
          dateOfBirth: birth(),
          updatedAt: new Date(),
        },
      ])
      .returning();
    spouseId = dependents[0]!.id;
    childId = dependents[1]!.id;
  });

  const elect = (body: BodyOf<typeof createElectionContract>, headers = s.ownerAtMaple) =>
    t.call(createElectionContract, { params: { employeeId: nurse.id }, body, headers: keyed(headers) });

  it('refuses a choice outside every window (422 with the message)', async () => {
    const res = await elect({ plan_year_id: yearId, kind: 'MEDICAL', plan_id: medicalId, tier: 'EMPLOYEE' });
    expect(refused(res, 422)).toEqual([productMessages.benefitsWindowClosed('Maple plan year')]);
  });

  it('a birth opens her window; the tier must match the dependents; coverage starts on the birth date', async () => {
    const event = await t.call(createLifeEventContract, {
      params: { employeeId: nurse.id },
      body: { kind: 'BIRTH', event_date: birth() },
      headers: keyed(s.manager),
    });
    expect(dataOf(event).window_closes).toBe(addDays(birth(), 30));
    const future = await t.call(createLifeEventContract, {
      params: { employeeId: nurse.id },
      body: { kind: 'MARRIAGE', event_date: addDays(today, 1) },
      headers: keyed(s.manager),
    });
    expect(refused(future, 422)).toEqual([productMessages.benefitsLifeEventFuture]);
    const mismatch = await elect({ plan_year_id: yearId, kind: 'MEDICAL', plan_id: medicalId, tier: 'FAMILY', dependent_ids: [childId] });
    expect(refused(mismatch, 422)).toEqual([productMessages.benefitsTierMismatch.FAMILY]);
    const notHers = await elect({
      plan_year_id: yearId,
      kind: 'MEDICAL',
      plan_id: medicalId,
      tier: 'FAMILY',
      dependent_ids: [spouseId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(refused(notHers, 422)).toEqual([productMessages.benefitsDependentUnknown]);
    // A manager (staff:write) enrols on her behalf.
    const chosen = dataOf(
      await elect(
        { plan_year_id: yearId, kind: 'MEDICAL', plan_id: medicalId, tier: 'FAMILY', dependent_ids: [spouseId, childId] },
        s.manager,
      ),
    );
    expect(chosen).toMatchObject({
      source: 'BIRTH',
      effective_from: birth(),
      employee_cost: 160.25,
      employer_cost: 400,
      by_employee: false,
    });
    expect(chosen.dependents.map((d) => d.name).sort()).toEqual(['Ivy Benefield', 'Sam Benefield']);
  });

  it('she enrols herself in dental through her time-clock link; another facility cannot see her', async () => {
    const device = await deviceFor(t, s.maple, nurse.id);
    const headers = { [TIME_CLOCK_DEVICE_HEADER]: device };
    const mine = dataOf(await t.call(myBenefitsContract, { headers }));
    expect(mine.years.find((y) => y.plan_year.id === yearId)?.window).toMatchObject({ source: 'BIRTH', effective_from: birth() });
    const dental = await t.call(createMyElectionContract, {
      body: { plan_year_id: yearId, kind: 'DENTAL', plan_id: dentalId, tier: 'EMPLOYEE' },
      headers,
    });
    expect(dataOf(dental)).toMatchObject({ by_employee: true, employee_cost: 8 });
    expect((await t.call(myBenefitsContract, { headers: { [TIME_CLOCK_DEVICE_HEADER]: 'not-a-device' } })).statusCode).toBe(401);
    expect((await t.call(employeeBenefitsContract, { params: { employeeId: nurse.id }, headers: s.admin })).statusCode).toBe(404);
    const listed = dataOf(await t.call(listEnrolmentsContract, { headers: s.manager })).results.filter((e) => e.employee_id === nurse.id);
    expect(listed.map((e) => e.kind).sort()).toEqual(['DENTAL', 'MEDICAL']);
  });

  it("the period's payroll run line and its Paychex and ADP files carry the deductions", async () => {
    const [facility] = await t.deps.db.select().from(facilities).where(eq(facilities.id, s.maple));
    const period = payPeriodOf(birth(), facility!.payrollSetting as PayrollSetting, facility!.payPeriodAnchor);
    await workShift(t, nurse, facility!.timezone, addDays(period.end, -1), 8);
    const run = dataOf(await t.call(computePayrollRunContract, { body: { period_start: period.start }, headers: keyed(s.ownerAtMaple) }));
    const details = dataOf(await t.call(getPayrollRunContract, { params: { runId: run.id }, headers: s.ownerAtMaple }));
    const line = details.lines.find((l) => l.employee_id === nurse.id)!;
    expect(line.benefits).toEqual([
      {
        kind: 'MEDICAL',
        plan_id: medicalId,
        plan_name: 'Maple Care HMO',
        payroll_code: 'Medical',
        tier: 'FAMILY',
        deduction: 160.25,
        contribution: 400,
      },
      {
        kind: 'DENTAL',
        plan_id: dentalId,
        plan_name: 'Maple Dental',
        payroll_code: 'Dental',
        tier: 'EMPLOYEE',
        deduction: 8,
        contribution: 12,
      },
    ]);
    const paychex = (await t.call(exportPaychexContract, { params: { runId: run.id }, headers: s.ownerAtMaple })).body.split('\r\n');
    const name = nurse.name;
    // The labor category of her job title, then the (empty) tax setup and local tax close each row (decisions 078, 082).
    expect(paychex).toContain(`ORG-9,PX-3001,${name},Medical,,,160.25,${period.start},${period.end},NURS-LIC,,,,,,`);
    expect(paychex).toContain(`ORG-9,PX-3001,${name},Medical ER,,,400.00,${period.start},${period.end},NURS-LIC,,,,,,`);
    expect(paychex).toContain(`ORG-9,PX-3001,${name},Dental,,,8.00,${period.start},${period.end},NURS-LIC,,,,,,`);
    const adp = (await t.call(exportAdpContract, { params: { runId: run.id }, headers: s.ownerAtMaple })).body.split('\r\n');
    expect(adp[0]).toContain('Adjust Ded Code,Adjust Ded Amount,Memo Code,Memo Amount');
    expect(adp.some((r) => r.endsWith(',Medical,160.25,Medical ER,400.00,NURS-LIC,,,,,,') && r.includes(name))).toBe(true);
  });

  it("lists each period's deductions in her history", async () => {
    const history = dataOf(await t.call(benefitsHistoryContract, { params: { employeeId: nurse.id }, headers: s.manager })).results;
    expect(history.length).toBeGreaterThan(0);
    expect(history.at(-1)).toMatchObject({ deductions: 168.25, contributions: 412 });
  });
});
