import type { BenefitsEligibility } from '@careroster/shared/api/pto/list-eligibility';
import type { EligibleEmployee } from '@careroster/shared/api/pto/pto';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { eligibilityOf, hoursOfMinutes, hoursOfServiceMinutes, lookbackPeriod } from '@careroster/shared/timekeeping/pto';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { ACA_MONTHLY_HOURS } from '@careroster/shared/timekeeping/values';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { peopleDirectory } from '../employees';
import { hoursOfServiceByMonth } from '../timekeeping';
import { approvedLeaveBetween } from './request-rows';

/** The standard measurement period a full-time-only plan reads: 12 months (26 CFR 54.4980H-3(d)). */
const ACA_STANDARD_MONTHS = 12;

/**
 * ACA full-time employees of the facility over the look-back period, month by month (decision
 * 023): hours of service are the worked minutes of their timecards, approved and pending (hours
 * of service happened whether or not the facility has approved the card yet; disputed ones do not
 * count), plus approved paid leave (26 CFR 54.4980H-1(a)(24), decision 052). Agency nurses are
 * left out: their agency employs them, not the facility.
 */
async function measured(db: DbOrTx, facility: { id: string; timezone: TimezoneCode }, months: number, now: Date) {
  const period = lookbackPeriod(zonedDate(now, facility.timezone), months);
  const worked = await hoursOfServiceByMonth(db, facility.id, { from: period.start, to: period.end });
  const leave = await approvedLeaveBetween(db, facility.id, { from: period.start, to: period.end });
  const workedOf = new Map<string, Map<string, number>>();
  for (const r of worked)
    workedOf.set(r.employeeId, (workedOf.get(r.employeeId) ?? new Map<string, number>()).set(r.month, Number(r.minutes)));
  const ids = new Set([...workedOf.keys(), ...leave.map((r) => r.employeeId)]);
  const eligible = [...ids]
    .map((id) => {
      const months = hoursOfServiceMinutes(
        workedOf.get(id) ?? new Map<string, number>(),
        leave.filter((r) => r.employeeId === id),
        period.months,
      );
      return { id, months, ...eligibilityOf(months, period.months) };
    })
    .filter((e) => e.eligible);
  return { period, eligible };
}

/**
 * The employees ACA full time over the 12 complete months before today (issue 30): what a benefit
 * plan for full-time employees only asks (decision 075).
 */
export async function acaFullTimeIds(db: DbOrTx, facility: { id: string; timezone: TimezoneCode }, now: Date): Promise<Set<string>> {
  return new Set((await measured(db, facility, ACA_STANDARD_MONTHS, now)).eligible.map((e) => e.id));
}

export async function benefitsEligibility(ctx: Ctx, input: { months: number }, tx?: DbOrTx): Promise<BenefitsEligibility> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const { period, eligible } = await measured(db, facility, input.months, ctx.deps.clock.now());
  const directory = peopleDirectory(db);
  const people =
    eligible.length === 0
      ? []
      : await db
          .select({
            id: directory.id,
            nurseId: directory.nurseId,
            workerType: directory.workerType,
            firstName: directory.firstName,
            lastName: directory.lastName,
            jobTitle: jobTitles.abbreviation,
          })
          .from(directory)
          .innerJoin(jobTitles, eq(jobTitles.id, directory.jobTitleId))
          .where(
            and(
              eq(directory.facilityId, facility.id),
              ne(directory.workerType, 'AN'),
              inArray(
                directory.id,
                eligible.map((e) => e.id),
              ),
            ),
          );
  const personById = new Map(people.map((p) => [p.id, p]));
  const results: EligibleEmployee[] = eligible
    .filter((e) => personById.has(e.id))
    .map((e) => {
      const p = personById.get(e.id)!;
      const total = [...e.months.values()].reduce((sum, m) => sum + m, 0);
      return {
        employee_id: e.id,
        nurse_id: p.nurseId,
        name: `${p.firstName} ${p.lastName}`,
        worker_type: p.workerType,
        job_title: p.jobTitle,
        total_hours: hoursOfMinutes(total),
        average_monthly_hours: hoursOfMinutes(e.averageMonthlyMinutes),
        months_over: e.monthsOver,
        monthly: period.months.map((month) => ({ month, hours: hoursOfMinutes(e.months.get(month) ?? 0) })),
      };
    })
    .sort((a, b) => b.total_hours - a.total_hours || a.name.localeCompare(b.name));
  return {
    months: period.months,
    start: period.start,
    end: period.end,
    threshold_hours: ACA_MONTHLY_HOURS,
    count: results.length,
    results,
  };
}
