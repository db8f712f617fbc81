import type { Election } from '@careroster/shared/api/benefits/enrolment';
import { fromCents } from '@careroster/shared/format/money';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benefitElections, benefitPlans, benefitPlanYears } from '../../db/schema';
import { peopleDirectory } from '../employees';
import { dependentsOf, type Dependent } from '../records';

/** Elections of the facility matching `where`, newest first, with the names the lists show. */
export async function electionsWhere(db: DbOrTx, facilityId: string, where: SQL | undefined): Promise<Election[]> {
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      e: benefitElections,
      yearName: benefitPlanYears.name,
      planName: benefitPlans.name,
      first: people.firstName,
      last: people.lastName,
    })
    .from(benefitElections)
    .innerJoin(benefitPlanYears, eq(benefitPlanYears.id, benefitElections.planYearId))
    .innerJoin(people, eq(people.id, benefitElections.employeeId))
    .leftJoin(benefitPlans, eq(benefitPlans.id, benefitElections.planId))
    .where(and(eq(benefitElections.facilityId, facilityId), where))
    .orderBy(desc(benefitElections.createdAt), desc(benefitElections.id));
  // Dependents are records' (decision 065): asked once per employee listed.
  const dependents = new Map<string, Dependent[]>();
  for (const id of new Set(rows.filter((r) => r.e.dependentIds.length > 0).map((r) => r.e.employeeId)))
    dependents.set(id, await dependentsOf(db, facilityId, id));
  return rows.map(({ e, yearName, planName, first, last }) => ({
    id: e.id,
    employee_id: e.employeeId,
    employee_name: `${first} ${last}`,
    plan_year_id: e.planYearId,
    plan_year_name: yearName,
    kind: e.kind,
    plan_id: e.planId,
    plan_name: planName,
    tier: e.tier,
    dependents: (dependents.get(e.employeeId) ?? [])
      .filter((d) => e.dependentIds.includes(d.id))
      .map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}`, relation: d.relation })),
    effective_from: e.effectiveFrom,
    effective_to: e.effectiveTo,
    employee_cost: fromCents(e.employeeCents),
    employer_cost: fromCents(e.employerCents),
    source: e.source,
    by_employee: e.byEmployee,
    created_at: e.createdAt.toISOString(),
  }));
}
