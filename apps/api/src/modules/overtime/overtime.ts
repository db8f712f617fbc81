import type { OvertimeDetails, OvertimeEmployee, OvertimeList } from '@careroster/shared/api/overtime/overtime';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { fromCents } from '@careroster/shared/format/money';
import { addDays } from '@careroster/shared/format/wall-clock';
import {
  overtimeCostCents,
  overtimeMinutesOf,
  overtimePeriodOf,
  overtimeStatusOf,
  overtimeWeekStartOf,
  payOf,
  periodSplitOf,
  type HoursSplit,
  type OvertimeResult,
  type OvertimeSettings,
  type OvertimeStatus,
} from '@careroster/shared/timekeeping/overtime';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles } from '../../db/schema';
import { peopleDirectory } from '../employees';
import { facilityOf, type Ctx } from '../../platform/context';
import { segmentsBetween } from '../timekeeping';
import { currentPeriod, facilityOvertime, splitByEmployee, type FacilityOvertime } from './hours';

const zero = (): HoursSplit => ({ regular: 0, overtime: 0, doubleTime: 0 });
const sum = (splits: readonly HoursSplit[]) =>
  splits.reduce(
    (t, s) => ({ regular: t.regular + s.regular, overtime: t.overtime + s.overtime, doubleTime: t.doubleTime + s.doubleTime }),
    zero(),
  );

const hoursFields = (split: HoursSplit) => ({
  worked_hours: hoursOf(split.regular + split.overtime + split.doubleTime),
  regular_hours: hoursOf(split.regular),
  overtime_hours: hoursOf(split.overtime),
  double_time_hours: hoursOf(split.doubleTime),
});
const payFields = (split: HoursSplit, rateCents: number) => {
  const pay = payOf(split, rateCents);
  return {
    regular_pay: fromCents(pay.regularCents),
    overtime_pay: fromCents(pay.overtimeCents),
    double_time_pay: fromCents(pay.doubleTimeCents),
    total_pay: fromCents(pay.totalCents),
  };
};

/** The facility's week holding `date` and the overtime period that holds the week. */
function weekAndPeriod(facility: FacilityOvertime, date: string | undefined, now: Date) {
  const start = overtimeWeekStartOf(date ?? todayIn(facility.timezone, now), facility.settings);
  const period = overtimePeriodOf(start, facility.settings);
  return {
    week: { start, end: addDays(start, 6) },
    period,
    fields: {
      week_start: start,
      week_end: addDays(start, 6),
      period_start: period.start,
      period_end: period.end,
      rule: facility.settings.rule,
    },
  };
}

/** The bookings of the week, by the day each starts on (a night shift is listed on its first day). */
const inWeek = (result: OvertimeResult, week: { start: string; end: string }) =>
  result.segments.filter((s) => s.workDate >= week.start && s.workDate <= week.end);

/**
 * The week's hours as the law counts them (decision 050): the workweek's own figures under FLSA
 * and California, where the week is the period; under 8 and 80 the sum of its workdays.
 */
const weekSplit = (result: OvertimeResult | undefined, week: { start: string; end: string }, settings: OvertimeSettings): HoursSplit =>
  settings.rule === 'EIGHT_EIGHTY'
    ? sum((result?.days ?? []).filter((d) => d.date >= week.start && d.date <= week.end))
    : (periodSplitOf(result, week.start) ?? zero());

/** A workday's hours: the parts of shifts worked inside it, whichever day each shift started. */
const daySplit = (result: OvertimeResult | undefined, date: string): HoursSplit => result?.days.find((d) => d.date === date) ?? zero();

async function employeesOf(db: DbOrTx, facilityId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const person = peopleDirectory(db);
  return db
    .select({
      id: person.id,
      nurseId: person.nurseId,
      firstName: person.firstName,
      lastName: person.lastName,
      workerType: person.workerType,
      jobTitle: jobTitles.name,
      hourlyRateCents: person.hourlyRateCents,
    })
    .from(person)
    .innerJoin(jobTitles, eq(jobTitles.id, person.jobTitleId))
    .where(and(eq(person.facilityId, facilityId), inArray(person.id, [...ids])));
}

/**
 * GET facilities/overtime: the employees in or near overtime in the week (status from their whole
 * overtime period), with the week's hours and what its overtime costs. In overtime first, then by
 * overtime hours, then by hours.
 */
export async function listOvertime(ctx: Ctx, query: { week_start?: string | undefined }): Promise<OvertimeList> {
  const { db } = ctx.deps;
  const facility = await facilityOvertime(db, facilityOf(ctx).id);
  const { week, period, fields } = weekAndPeriod(facility, query.week_start, ctx.deps.clock.now());
  const results = splitByEmployee(await segmentsBetween(db, facility.id, period.start, period.end), facility.settings);
  const flagged = [...results].flatMap(([id, result]) => {
    const status = overtimeStatusOf(periodSplitOf(result, period.start));
    return status ? [{ id, result, status }] : [];
  });
  const people = new Map(
    (
      await employeesOf(
        db,
        facility.id,
        flagged.map((f) => f.id),
      )
    ).map((e) => [e.id, e]),
  );
  const rows = flagged.flatMap(({ id, result, status }): OvertimeEmployee[] => {
    const person = people.get(id);
    if (!person) return [];
    const split = weekSplit(result, week, facility.settings);
    const periodSplit = periodSplitOf(result, period.start)!;
    return [
      {
        employee_id: id,
        first_name: person.firstName,
        last_name: person.lastName,
        worker_type: person.workerType,
        job_title: person.jobTitle,
        hourly_rate: fromCents(person.hourlyRateCents),
        status,
        ...hoursFields(split),
        overtime_cost: fromCents(overtimeCostCents(split, person.hourlyRateCents)),
        period_hours: hoursOf(periodSplit.worked),
        hours_to_threshold: hoursOf(periodSplit.headroom),
      },
    ];
  });
  const rank = (s: OvertimeStatus) => (s === 'OVERTIME' ? 0 : 1);
  rows.sort(
    (a, b) =>
      rank(a.status) - rank(b.status) ||
      b.overtime_hours + b.double_time_hours - (a.overtime_hours + a.double_time_hours) ||
      b.period_hours - a.period_hours ||
      a.last_name.localeCompare(b.last_name) ||
      a.employee_id.localeCompare(b.employee_id),
  );
  return { ...fields, results: rows };
}

/** GET facilities/overtime/{employeeId}: one employee's week, every day with its shifts, hours and pay. */
export async function overtimeDetails(ctx: Ctx, input: { employeeId: string; week_start?: string | undefined }): Promise<OvertimeDetails> {
  const { db } = ctx.deps;
  const facility = await facilityOvertime(db, facilityOf(ctx).id);
  const [person] = await employeesOf(db, facility.id, [input.employeeId]);
  if (!person) throw new AppError('NOT_FOUND');
  const { week, period, fields } = weekAndPeriod(facility, input.week_start, ctx.deps.clock.now());
  const segments = await segmentsBetween(db, facility.id, period.start, period.end, [person.id]);
  const result = splitByEmployee(segments, facility.settings).get(person.id);
  const titles = new Map(segments.map((s) => [s.id, s]));
  const weekSegments = result ? inWeek(result, week) : [];
  const rate = person.hourlyRateCents;
  const days = Array.from({ length: 7 }, (_, i) => addDays(week.start, i)).map((date) => {
    const own = weekSegments.filter((s) => s.workDate === date);
    const split = daySplit(result, date);
    return {
      date,
      shifts: own.map((s) => ({
        assignment_id: s.id,
        shift_id: titles.get(s.id)!.shiftId,
        title: titles.get(s.id)!.title,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        source: s.source,
        ...hoursFields(s),
      })),
      ...hoursFields(split),
      ...payFields(split, rate),
    };
  });
  const total = weekSplit(result, week, facility.settings);
  const periodSplit = periodSplitOf(result, period.start);
  return {
    ...fields,
    employee: {
      id: person.id,
      nurse_id: person.nurseId,
      first_name: person.firstName,
      last_name: person.lastName,
      worker_type: person.workerType,
      job_title: person.jobTitle,
      hourly_rate: fromCents(rate),
    },
    status: overtimeStatusOf(periodSplit ?? { overtime: 0, doubleTime: 0, headroom: Infinity }),
    days,
    totals: { ...hoursFields(total), ...payFields(total, rate) },
    period_hours: hoursOf(periodSplit?.worked ?? 0),
    hours_to_threshold: hoursOf(periodSplit?.headroom ?? (facility.settings.rule === 'EIGHT_EIGHTY' ? 80 : 40) * 60),
  };
}

/**
 * The employee card's `overtime_status` for the current period (the same figures as /overtime):
 * OVERTIME, NEAR_OVERTIME, or absent.
 */
export async function overtimeStatusesOf(
  db: DbOrTx,
  facilityId: string,
  employeeIds: readonly string[],
  now: Date,
): Promise<Map<string, OvertimeStatus>> {
  if (employeeIds.length === 0) return new Map();
  const facility = await facilityOvertime(db, facilityId);
  const period = currentPeriod(facility, now);
  const results = splitByEmployee(await segmentsBetween(db, facilityId, period.start, period.end, employeeIds), facility.settings);
  return new Map(
    [...results].flatMap(([id, r]) => {
      const status = overtimeStatusOf(periodSplitOf(r, period.start));
      return status ? [[id, status] as const] : [];
    }),
  );
}

/**
 * The dashboard's OVERTIME card, per day: overtime and double-time minutes worked on each of days
 * `from`..`to`, each employee's whole periods computed by the engine (the same figures as
 * /overtime and its details), so a range's figure is the sum of its days'.
 */
export async function overtimeMinutesByDay(db: DbOrTx, facilityId: string, from: string, to: string): Promise<Map<string, number>> {
  const facility = await facilityOvertime(db, facilityId);
  const start = overtimePeriodOf(from, facility.settings).start;
  const end = overtimePeriodOf(to, facility.settings).end;
  const results = splitByEmployee(await segmentsBetween(db, facilityId, start, end), facility.settings);
  const byDay = new Map<string, number>();
  // By workday: a night shift's overtime falls on the day its overtime minutes were worked.
  for (const result of results.values()) {
    for (const d of result.days) {
      if (d.date >= from && d.date <= to) byDay.set(d.date, (byDay.get(d.date) ?? 0) + overtimeMinutesOf(d));
    }
  }
  return byDay;
}
