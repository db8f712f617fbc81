import { ptoYears, type PtoPolicyTerms, type PtoYear, type PtoYearActivity } from '@careroster/shared/timekeeping/pto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ptoLedger } from '../../db/schema';
import { approvedMinutesByYear } from '../timekeeping';

/** Without a policy nothing accrues or carries over; adjustments and usage still count. */
export const NO_POLICY: PtoPolicyTerms = { accrualPerHour: 0, annualCapMinutes: 0, carryOverMinutes: 0 };

/**
 * Each year's activity of one employee, read fresh: accrual comes from her APPROVED timecards'
 * worked minutes in the calendar year of their work date (computed on read, never written to
 * the ledger: decision 023), usage and adjustments from the ledger.
 */
export async function activityOf(db: DbOrTx, employeeId: string): Promise<PtoYearActivity[]> {
  const [worked, ledger] = await Promise.all([
    approvedMinutesByYear(db, employeeId),
    db
      .select({
        year: ptoLedger.year,
        used: sql<number>`coalesce(-sum(${ptoLedger.minutes}) filter (where ${ptoLedger.kind} = 'USAGE'), 0)::int`,
        adjusted: sql<number>`coalesce(sum(${ptoLedger.minutes}) filter (where ${ptoLedger.kind} = 'ADJUSTMENT'), 0)::int`,
      })
      .from(ptoLedger)
      .where(and(eq(ptoLedger.employeeId, employeeId), inArray(ptoLedger.kind, ['USAGE', 'ADJUSTMENT'])))
      .groupBy(ptoLedger.year),
  ]);
  return [
    ...worked.map((w) => ({ year: Number(w.year), workedMinutes: Number(w.minutes), usedMinutes: 0, adjustedMinutes: 0 })),
    ...ledger.map((l) => ({ year: l.year, workedMinutes: 0, usedMinutes: Number(l.used), adjustedMinutes: Number(l.adjusted) })),
  ];
}

/** The years of a balance through `year` (and at least through `currentYear`), `year` always among them. */
export function yearsThrough(terms: PtoPolicyTerms, activity: PtoYearActivity[], year: number, currentYear: number): PtoYear[] {
  return ptoYears(terms, [...activity, { year, workedMinutes: 0, usedMinutes: 0, adjustedMinutes: 0 }], Math.max(year, currentYear));
}

/** What an employee has to use in one year: that year's ending balance as things stand. */
export async function availableIn(
  db: DbOrTx,
  employeeId: string,
  terms: PtoPolicyTerms,
  year: number,
  currentYear: number,
): Promise<number> {
  const years = yearsThrough(terms, await activityOf(db, employeeId), year, currentYear);
  return years.find((y) => y.year === year)!.endingMinutes;
}
