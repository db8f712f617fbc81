import { addDays } from '@careroster/shared/format/wall-clock';
import { firstOfNextMonth } from '@careroster/shared/benefits/enrolment';
import type { CoverageTier, PlanKind } from '@careroster/shared/benefits/values';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  benefitElections,
  benefitPlans,
  benefitPlanTiers,
  benefitPlanYears,
  employeeDependents,
  employees,
  payrollRunLines,
  payrollRuns,
} from '../schema';

type PlanSeed = { kind: PlanKind; name: string; tiers: [CoverageTier, number, number][] };

/** Costs per pay period in cents: the employee's, then the employer's. */
const plans: PlanSeed[] = [
  {
    kind: 'MEDICAL',
    name: 'Sunrise Health PPO',
    tiers: [
      ['EMPLOYEE', 4500, 18000],
      ['EMPLOYEE_SPOUSE', 9800, 30000],
      ['EMPLOYEE_CHILDREN', 8600, 27000],
      ['FAMILY', 14200, 38000],
    ],
  },
  {
    kind: 'DENTAL',
    name: 'Sunrise Dental',
    tiers: [
      ['EMPLOYEE', 700, 900],
      ['EMPLOYEE_SPOUSE', 1400, 1500],
      ['FAMILY', 2100, 2000],
    ],
  },
  {
    kind: 'VISION',
    name: 'Sunrise Vision',
    tiers: [
      ['EMPLOYEE', 250, 250],
      ['EMPLOYEE_SPOUSE', 500, 400],
      ['FAMILY', 800, 500],
    ],
  },
];

/**
 * The benefits demo (issue 30, decision 075): at Sunrise a plan year that began on the first of
 * the month three months ago, its open enrolment closed, with a medical, dental and vision plan,
 * and three of the staff paid in the demo payroll run enrolled at open enrolment, one with her
 * spouse, one waiving dental, so the run's lines and exports show deductions. No random draws.
 */
export async function seedBenefits(tx: DbOrTx, facilityId: string, today: string): Promise<void> {
  const start = firstOfNextMonth(addDays(today, -100));
  const [year] = await tx
    .insert(benefitPlanYears)
    .values({
      facilityId,
      name: `Plan year ${start.slice(0, 4)}`,
      startDate: start,
      endDate: addDays(start, 364),
      enrolmentOpens: addDays(start, -45),
      enrolmentCloses: addDays(start, -15),
    })
    .returning();
  const planRows = new Map<PlanKind, typeof benefitPlans.$inferSelect>();
  for (const p of plans) {
    const [row] = await tx
      .insert(benefitPlans)
      .values({ facilityId, planYearId: year!.id, kind: p.kind, name: p.name, workerTypes: ['IN'], waitingDays: 30 })
      .returning();
    planRows.set(p.kind, row!);
    await tx
      .insert(benefitPlanTiers)
      .values(p.tiers.map(([tier, employeeCents, employerCents]) => ({ planId: row!.id, facilityId, tier, employeeCents, employerCents })));
  }
  const [run] = await tx
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(eq(payrollRuns.facilityId, facilityId))
    .orderBy(desc(payrollRuns.periodStart))
    .limit(1);
  if (!run) return;
  const staff = await tx
    .select({ id: employees.id })
    .from(payrollRunLines)
    .innerJoin(employees, eq(employees.id, payrollRunLines.employeeId))
    .where(and(eq(payrollRunLines.runId, run.id), eq(payrollRunLines.workerType, 'IN')))
    .orderBy(asc(employees.empId))
    .limit(3);
  const [married, single, third] = staff;
  if (!married || !single || !third) return;
  const [spouse] = await tx
    .insert(employeeDependents)
    .values({
      facilityId,
      employeeId: married.id,
      firstName: 'Daniel',
      lastName: 'Reyes',
      relation: 'SPOUSE',
      dateOfBirth: '1986-04-12',
      updatedAt: new Date(`${today}T12:00:00Z`),
    })
    .returning();
  const choose = (employeeId: string, kind: PlanKind, tier: CoverageTier | null, dependentIds: string[] = []) => {
    const plan = planRows.get(kind)!;
    const costs = plans.find((p) => p.kind === kind)!.tiers.find(([t]) => t === tier);
    return {
      facilityId,
      employeeId,
      planYearId: year!.id,
      kind,
      planId: tier ? plan.id : null,
      tier,
      dependentIds,
      effectiveFrom: start,
      employeeCents: costs?.[1] ?? 0,
      employerCents: costs?.[2] ?? 0,
      source: 'OPEN_ENROLMENT' as const,
    };
  };
  await tx
    .insert(benefitElections)
    .values([
      choose(married.id, 'MEDICAL', 'EMPLOYEE_SPOUSE', [spouse!.id]),
      choose(married.id, 'DENTAL', 'EMPLOYEE_SPOUSE', [spouse!.id]),
      choose(single.id, 'MEDICAL', 'EMPLOYEE'),
      choose(single.id, 'DENTAL', null),
      choose(single.id, 'VISION', 'EMPLOYEE'),
      choose(third.id, 'MEDICAL', 'EMPLOYEE'),
    ]);
}
