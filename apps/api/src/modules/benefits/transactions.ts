import type { BenefitLine } from '@careroster/shared/api/benefits/enrolment';
import { benefitTransactions, type BenefitTransaction, type ElectionInForce } from '@careroster/shared/benefits/transactions';
import { AppError } from '@careroster/shared/errors';
import { fromCents } from '@careroster/shared/format/money';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benefitElections, benefitPlans } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { facilityRow } from '../facility';
import { peopleDirectory } from '../employees';
import { payrollCodeOf } from './plans';

/** Her elections overlapping [from, to], as the pure function reads them; coverage ends with her employment. */
async function electionsInForce(
  db: DbOrTx,
  facilityId: string,
  span: { from: string; to: string },
  where?: SQL,
): Promise<ElectionInForce[]> {
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      e: benefitElections,
      planName: benefitPlans.name,
      planKind: benefitPlans.kind,
      code: benefitPlans.deductionCode,
      ended: people.terminationDate,
    })
    .from(benefitElections)
    .innerJoin(people, eq(people.id, benefitElections.employeeId))
    .leftJoin(benefitPlans, eq(benefitPlans.id, benefitElections.planId))
    .where(
      and(
        eq(benefitElections.facilityId, facilityId),
        lte(benefitElections.effectiveFrom, span.to),
        or(isNull(benefitElections.effectiveTo), gte(benefitElections.effectiveTo, span.from)),
        where,
      ),
    );
  return rows.map(({ e, planName, planKind, code, ended }) => {
    const until = ended && (e.effectiveTo === null || ended < e.effectiveTo) ? ended : e.effectiveTo;
    return {
      employeeId: e.employeeId,
      kind: e.kind,
      planId: e.planId,
      planName,
      deductionCode: planKind ? payrollCodeOf({ kind: planKind, deductionCode: code }) : null,
      tier: e.tier,
      effectiveFrom: e.effectiveFrom,
      // Coverage ends with her last day employed; a choice that starts after it is never in force.
      effectiveTo: until !== null && until < e.effectiveFrom ? addDays(e.effectiveFrom, -1) : until,
      employeeCents: e.employeeCents,
      employerCents: e.employerCents,
    };
  });
}

/**
 * Payroll's question (decision 075): each person's deductions and employer contributions for a pay
 * period, from the elections in force in it, by employee. Computed on read by the one pure
 * function (`benefitTransactions`), as PTO balances are (decision 023).
 */
export async function benefitDeductions(
  db: DbOrTx,
  facilityId: string,
  period: PayPeriod,
  employeeIds: readonly string[],
): Promise<Map<string, BenefitTransaction[]>> {
  const byEmployee = new Map<string, BenefitTransaction[]>();
  if (employeeIds.length === 0) return byEmployee;
  const elections = await electionsInForce(
    db,
    facilityId,
    { from: period.start, to: period.end },
    inArray(benefitElections.employeeId, [...employeeIds]),
  );
  for (const tx of benefitTransactions(period, elections)) byEmployee.set(tx.employeeId, [...(byEmployee.get(tx.employeeId) ?? []), tx]);
  return byEmployee;
}

export const toBenefitLine = (t: BenefitTransaction): BenefitLine => ({
  kind: t.kind,
  plan_id: t.planId,
  plan_name: t.planName,
  payroll_code: t.deductionCode,
  tier: t.tier,
  deduction: fromCents(t.employeeCents),
  contribution: fromCents(t.employerCents),
});

/** How many pay periods the history goes back at most: two years of weekly pay. */
const HISTORY_PERIODS = 104;

/**
 * GET .../history: each pay period from her first coverage up to the one under way, the latest
 * first, with its deductions and contributions; a period without coverage is left out.
 */
export async function benefitsHistory(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const scope = facilityOf(ctx);
  const people = peopleDirectory(db);
  const [person] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, input.employeeId), eq(people.facilityId, scope.id)));
  if (!person) throw new AppError('NOT_FOUND');
  const facility = await facilityRow(db, scope.id);
  const today = zonedDate(ctx.deps.clock.now(), scope.timezone);
  const [first] = await db
    .select({ from: benefitElections.effectiveFrom })
    .from(benefitElections)
    .where(and(eq(benefitElections.facilityId, scope.id), eq(benefitElections.employeeId, person.id)))
    .orderBy(asc(benefitElections.effectiveFrom))
    .limit(1);
  if (!first || !facility || first.from > today) return { results: [] };
  const periodOf = (date: string) => payPeriodOf(date, facility.payrollSetting as PayrollSetting, facility.payPeriodAnchor);
  const periods: PayPeriod[] = [];
  for (let p = periodOf(today); p.end >= first.from && periods.length < HISTORY_PERIODS; p = periodOf(addDays(p.start, -1)))
    periods.push(p);
  const elections = await electionsInForce(
    db,
    scope.id,
    { from: periods.at(-1)!.start, to: periods[0]!.end },
    eq(benefitElections.employeeId, person.id),
  );
  return {
    results: periods
      .map((period) => {
        const lines = benefitTransactions(period, elections);
        return {
          start: period.start,
          end: period.end,
          lines: lines.map(toBenefitLine),
          deductions: fromCents(lines.reduce((n, l) => n + l.employeeCents, 0)),
          contributions: fromCents(lines.reduce((n, l) => n + l.employerCents, 0)),
        };
      })
      .filter((p) => p.lines.length > 0),
  };
}
