import type { WorkerType } from '@careroster/shared/lookups';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { reasonsOf, scoreOf, scorePrices, type CandidateFacts } from '@careroster/shared/staffing/score';
import {
  DEFAULT_TARGET_WEEKLY_HOURS,
  LATE_GRACE_MINUTES,
  NO_SHOW_AFTER_HOURS,
  RELIABILITY_WINDOW_DAYS,
} from '@careroster/shared/staffing/values';
import { distanceMetres, isLatLng } from '@careroster/shared/timekeeping/geo';
import {
  OVERTIME_MULTIPLIER,
  PERIOD_THRESHOLD_MINUTES,
  WEEKLY_THRESHOLD_MINUTES,
  overtimePeriodAt,
  overtimePeriodOf,
  projectOvertime,
  weekStartOf,
  type WorkedSegment,
} from '@careroster/shared/timekeeping/overtime';
import type { WorkCalendar } from '@careroster/shared/timekeeping/work-calendar';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles } from '../../db/schema';
import { employeeDirectory, peopleDirectory, type EmployeeColumns } from '../employees';
import { bookingRows, eligibleFor, hourlyCost, paidHours, type PositionRow, type ShiftRow, workerTypesFor } from '../shifts';
import { bookingTimecards, segmentsBetween } from '../timekeeping';
import { facilityRow, workCalendarOf, type FacilityRow } from '../facility';
import { openingLegality } from './opening-legality';

export type Opening = { position: PositionRow; shift: ShiftRow };

export type Candidate = {
  employeeId: string;
  nurseId: string;
  firstName: string;
  lastName: string;
  workerType: WorkerType;
  jobTitle: string;
  facts: CandidateFacts;
  score: number;
  reasons: string[];
};

export type RankOptions = {
  limit?: number;
  /** Narrows the position's own worker types (a release tier). */
  workerTypes?: readonly WorkerType[];
  /** Nurses to leave out (already offered the position). */
  excludeEmployeeIds?: readonly string[];
  /** The time reliability is counted back from (`ctx.deps.clock`). */
  now: Date;
};

const METRES_PER_MILE = 1609.344;
const MINUTES_PER_HOUR = 60;
/**
 * The exact second pass runs on this many of the best by the first pass. The first pass's
 * overtime is exact for the weekly rules from scheduled hours, so the second only reorders near
 * neighbours; a margin of three times the page keeps a nurse the first pass under-rated from
 * falling off it.
 */
const refinePool = (limit: number) => Math.max(limit * 3, 30);

type Facility = {
  timezone: string;
  minRestHours: number;
  latitude: number | null;
  longitude: number | null;
  rule: FacilityRow['overtimeRule'];
  anchor: string;
  calendar: WorkCalendar;
};

async function facilityOf(db: DbOrTx, facilityId: string): Promise<Facility> {
  const row = (await facilityRow(db, facilityId))!;
  return {
    timezone: row.timezone,
    minRestHours: row.minRestHours,
    latitude: row.latitude,
    longitude: row.longitude,
    rule: row.overtimeRule,
    anchor: row.payPeriodAnchor,
    calendar: workCalendarOf(row),
  };
}

/**
 * The first pass's score in SQL, the terms of `scoreParts` that a statement can price for every
 * legal nurse at once: cost (with the overtime premium), overtime, fairness, favorite, said
 * available. Overtime counts her scheduled minutes of the period against its threshold (40 hours,
 * 80 under 8 and 80): what the weekly rules give; the daily rules' overtime of the opening's own
 * day is the same for every nurse, so it cannot reorder them. Distance and reliability are left to
 * the second pass: together they are worth less than a dollar an hour of pay.
 */
function firstPassScore(position: Opening['position'], minutes: number, thresholdMinutes: number, e: EmployeeColumns) {
  const p = scorePrices;
  const hourly = e.hourlyRateCents;
  const internal =
    !position.specialShift || position.differentialValue == null
      ? sql`${hourly}`
      : position.differentialType === 'BP'
        ? sql`round(${hourly} * (1 + ${position.differentialValue}::numeric / 10000))`
        : sql`(${hourly} + ${position.differentialValue}::int)`;
  const rate = sql`(case ${e.workerType}
    when 'EN' then coalesce(${position.rateCents}::int, ${hourly})
    when 'AN' then coalesce(${position.agencyRateCents}::int, ${hourly})
    else ${internal} end)`;
  const before = sql`coalesce(h.period_minutes, 0)`;
  const overtime = sql`least(${minutes}::int, greatest(0, ${before} + ${minutes}::int - ${thresholdMinutes}::int))`;
  return sql`(
    round(${minutes / MINUTES_PER_HOUR}::numeric * ${rate})
    + round(${overtime} * ${rate} * ${OVERTIME_MULTIPLIER - 1}::numeric / 60)
    + ${overtime} * ${p.overtimeCentsPerMinute}::int
    + round((coalesce(h.week_minutes, 0) / 60.0 + ${minutes / MINUTES_PER_HOUR}::numeric - coalesce(${e.targetWeeklyHours}, ${DEFAULT_TARGET_WEEKLY_HOURS}::int)) * ${p.fairnessCentsPerHour}::int)
    + case when ${e.isFavorite} then ${p.favoriteCents}::int else 0 end
    + case when said.kind = 'AVAILABLE' then ${p.declaredAvailableCents}::int else 0 end)`;
}

type FirstPassRow = {
  employee_id: string;
  nurse_id: string;
  first_name: string;
  last_name: string;
  worker_type: WorkerType;
  job_title: string;
  hourly_rate_cents: number;
  is_favorite: boolean;
  target_weekly_hours: number | null;
  home_latitude: number | null;
  home_longitude: number | null;
  said: string | null;
  week_minutes: number | null;
  eligible: string | number;
};

/**
 * Ranks the nurses who may legally fill an opening (issue 15, decision 032). Legal: the nurse
 * picker's eligibility (active, the job title, a worker type the position allows, a chosen
 * agency, rates set, every credential valid through the shift's last day), not booked anywhere
 * within the facility's rest hours of the shift, no approved PTO that day, not declared
 * unavailable. Ranked by `scoreOf` in two passes: one statement scores every legal nurse on what
 * it can price in SQL and keeps the best few (its cost does not grow with a roster's names and
 * homes, which it reads for those few only), then those are scored exactly in full (the overtime
 * engine over her timecards and bookings, her no-shows and late clock-ins, her distance).
 */
export async function rankCandidates(
  db: DbOrTx,
  opening: Opening,
  opts: RankOptions,
): Promise<{ eligibleCount: number; candidates: Candidate[] }> {
  const { position, shift } = opening;
  const limit = opts.limit ?? 10;
  const allowed = workerTypesFor(position.applicableFor).filter((t) => !opts.workerTypes || opts.workerTypes.includes(t));
  if (allowed.length === 0) return { eligibleCount: 0, candidates: [] };
  const facility = await facilityOf(db, position.facilityId);
  const settings = { rule: facility.rule, payPeriodAnchor: facility.anchor, calendar: facility.calendar };
  const period = overtimePeriodOf(shift.startDate, settings);
  const week = { start: weekStartOf(shift.startDate), end: addDays(weekStartOf(shift.startDate), 6) };
  const excluded = opts.excludeEmployeeIds ?? [];
  const hours = paidHours(shift.startsAt, shift.endsAt, shift.mealMinutes);
  const minutes = Math.round(hours * MINUTES_PER_HOUR);
  const threshold = settings.rule === 'EIGHT_EIGHTY' ? PERIOD_THRESHOLD_MINUTES : WEEKLY_THRESHOLD_MINUTES;
  // The week lies inside the period (both start on a Sunday); the instants bound the index scan.
  const lower = zonedInstant(addDays(period.start, -1), '00:00', facility.timezone).toISOString();
  const upper = zonedInstant(addDays(period.end, 2), '00:00', facility.timezone).toISOString();
  const rest = facility.minRestHours;
  const b = bookingRows(db);
  const paid = sql`extract(epoch from ${b.endsAt} - ${b.startsAt}) / 60 - ${b.mealMinutes}`;
  // Rest hours, PTO and declared availability: the same statements the roster's drag asks (decision 071).
  const legal = openingLegality(db, position, shift, rest);
  // The legal nurses are scored on the employees alone; names and homes are joined for the best few.
  const e = employeeDirectory(db);
  const people = peopleDirectory(db);

  const { rows } = (await db.execute(sql`
    with h as (
      select ${b.employeeId},
        sum(${paid}) filter (where ${b.startDate} between ${week.start}::date and ${week.end}::date)::int as week_minutes,
        sum(${paid})::int as period_minutes
      from ${b}
      where ${b.facilityId} = ${position.facilityId} and ${b.startsAt} >= ${lower}::timestamptz and ${b.startsAt} < ${upper}::timestamptz
        and ${b.startDate} between ${period.start}::date and ${period.end}::date
      group by ${b.employeeId}),
    busy as (${legal.busy}),
    away as (${legal.away}),
    said as (${legal.said}),
    best as (
      select ${e.id} as employee_id, ${e.nurseId} as nurse_id, ${e.workerType} as worker_type,
        ${e.jobTitleId} as job_title_id, ${e.hourlyRateCents} as hourly_rate_cents,
        ${e.isFavorite} as is_favorite, ${e.targetWeeklyHours} as target_weekly_hours,
        said.kind::text as said, h.week_minutes,
        count(*) over () as eligible
      from ${e}
      left join h on h.employee_id = ${e.id}
      left join said on said.employee_id = ${e.id}
      where ${and(
        eligibleFor(position, shift, e),
        inArray(e.workerType, allowed),
        excluded.length > 0 ? notInArray(e.id, [...excluded]) : undefined,
      )}
        and ${e.nurseId} not in (select nurse_id from busy)
        and ${e.id} not in (select employee_id from away)
        and said.kind is distinct from 'UNAVAILABLE'
      order by ${firstPassScore(position, minutes, threshold, e)}, ${e.id}
      limit ${refinePool(limit)})
    select best.*, ${people.firstName} as first_name, ${people.lastName} as last_name,
      ${people.homeLatitude} as home_latitude, ${people.homeLongitude} as home_longitude, jt.name as job_title
    from best
    join ${people} on ${people.id} = best.employee_id
    join ${jobTitles} jt on jt.id = best.job_title_id`)) as { rows: FirstPassRow[] };
  if (rows.length === 0) return { eligibleCount: 0, candidates: [] };

  const ids = rows.map((r) => r.employee_id);
  // The exact pass reads every period the shift's minutes fall in: a night across the workweek
  // line counts on both sides (decision 050), so its overtime there depends on the next week too.
  const counted = {
    start: overtimePeriodAt(shift.startsAt, settings).start,
    end: overtimePeriodAt(new Date(Math.max(shift.startsAt.getTime(), shift.endsAt.getTime() - 1)), settings).end,
  };
  const [segments, reliability] = await Promise.all([
    segmentsBetween(db, position.facilityId, counted.start, counted.end, ids),
    reliabilityOf(db, ids, opts.now),
  ]);
  const added: WorkedSegment = {
    id: 'opening',
    workDate: shift.startDate,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    minutes,
    source: 'SCHEDULED',
  };
  const here = { latitude: facility.latitude, longitude: facility.longitude };
  const candidates = rows.map((row): Candidate => {
    const rate = hourlyCost({ ...position, workerType: row.worker_type, hourlyRateCents: row.hourly_rate_cents });
    const own = segments.filter((s) => s.employeeId === row.employee_id);
    const projected = projectOvertime(own, added, settings, rate);
    const home = { latitude: row.home_latitude, longitude: row.home_longitude };
    const r = reliability.get(row.employee_id);
    const facts: CandidateFacts = {
      workerType: row.worker_type,
      hours,
      hourlyCostCents: rate,
      overtimeMinutes: projected.minutes,
      overtimePremiumCents: Math.max(0, projected.costCents - Math.round((projected.minutes * rate) / MINUTES_PER_HOUR)),
      weekHours:
        own.filter((s) => s.workDate >= week.start && s.workDate <= week.end).reduce((sum, s) => sum + s.minutes, 0) / MINUTES_PER_HOUR,
      targetHours: row.target_weekly_hours ?? DEFAULT_TARGET_WEEKLY_HOURS,
      favorite: row.is_favorite,
      declaredAvailable: row.said === 'AVAILABLE',
      noShows: r?.noShows ?? 0,
      lates: r?.lates ?? 0,
      distanceMiles: isLatLng(home) && isLatLng(here) ? distanceMetres(home, here) / METRES_PER_MILE : null,
    };
    return {
      employeeId: row.employee_id,
      nurseId: row.nurse_id,
      firstName: row.first_name,
      lastName: row.last_name,
      workerType: row.worker_type,
      jobTitle: row.job_title,
      facts,
      score: scoreOf(facts),
      reasons: reasonsOf(facts),
    };
  });
  candidates.sort((a, b) => a.score - b.score || a.employeeId.localeCompare(b.employeeId));
  return { eligibleCount: Number(rows[0]!.eligible), candidates: candidates.slice(0, limit) };
}

/**
 * No-shows and late clock-ins at this facility in the reliability window. A no-show is a booking
 * whose timecard still has no clock-in a day after the shift ended; bookings without a timecard
 * (a facility not using the time clock then) count as neither.
 */
async function reliabilityOf(db: DbOrTx, employeeIds: string[], now: Date) {
  const since = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000).toISOString();
  const noShowBefore = new Date(now.getTime() - NO_SHOW_AFTER_HOURS * 3_600_000).toISOString();
  const cards = bookingTimecards(db);
  const bookings = bookingRows(db);
  const rows = await db
    .select({
      employeeId: bookings.employeeId,
      noShows:
        sql<number>`count(*) filter (where ${cards.clockInAt} is null and ${bookings.endsAt} < ${noShowBefore}::timestamptz)`.mapWith(
          Number,
        ),
      lates:
        sql<number>`count(*) filter (where ${cards.clockInAt} > ${bookings.startsAt} + make_interval(mins => ${LATE_GRACE_MINUTES}))`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(cards, eq(cards.assignmentId, bookings.id))
    .where(
      and(
        inArray(bookings.employeeId, employeeIds),
        sql`${bookings.startsAt} >= ${since}::timestamptz`,
        sql`${bookings.startsAt} < ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(bookings.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r]));
}
