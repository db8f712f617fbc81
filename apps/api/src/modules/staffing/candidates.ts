import type { WorkerType } from '@careroster/shared/lookups';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { reasonsOf, scoreOf, type CandidateFacts } from '@careroster/shared/staffing/score';
import {
  DEFAULT_TARGET_WEEKLY_HOURS,
  LATE_GRACE_MINUTES,
  NO_SHOW_AFTER_HOURS,
  RELIABILITY_WINDOW_DAYS,
} from '@careroster/shared/staffing/values';
import { distanceMetres, isLatLng } from '@careroster/shared/timekeeping/geo';
import { overtimePeriodOf, projectOvertime, weekStartOf, type WorkedSegment } from '@careroster/shared/timekeeping/overtime';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assignments,
  employeeAvailability,
  employees,
  facilities,
  jobTitles,
  nurses,
  positions,
  ptoRequests,
  shifts,
  timecards,
} from '../../db/schema';
import { segmentsBetween } from '../overtime/hours';
import { hourlyCost } from '../shifts/bookings';
import { eligibleFor, workerTypesFor } from '../shifts/eligibility';
import type { ShiftRow } from '../shifts/shift-rows';
import { paidHours } from '../shifts/timing';

export type Opening = { position: typeof positions.$inferSelect; shift: ShiftRow };

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
  /** The time reliability is counted back from; the facility's test clock in a test. */
  now?: Date;
};

const METRES_PER_MILE = 1609.344;
const MINUTES_PER_HOUR = 60;
/**
 * The exact second pass (the overtime engine over her real timecards and bookings, reliability)
 * runs on this many of the best by the first pass. The first pass's overtime is exact for the
 * weekly rules from scheduled hours, so the second only reorders near neighbours; a margin of
 * three times the page keeps a nurse the first pass under-rated from falling off it.
 */
const refinePool = (limit: number) => Math.max(limit * 3, 30);

type Facility = { timezone: string; minRestHours: number; latitude: number | null; longitude: number | null; rule: typeof facilities.$inferSelect.overtimeRule; anchor: string };

async function facilityOf(db: DbOrTx, facilityId: string): Promise<Facility> {
  const [row] = await db
    .select({
      timezone: facilities.timezone,
      minRestHours: facilities.minRestHours,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      rule: facilities.overtimeRule,
      anchor: facilities.payPeriodAnchor,
    })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row!;
}

/** Booked anywhere (any facility) from `rest` hours before the shift to `rest` hours after it: overlap and the rest rule at once. */
const bookedWithinRest = (shift: ShiftRow, restHours: number) =>
  sql`exists (
    select 1 from ${assignments}
    where ${assignments.nurseId} = ${employees.nurseId}
      and tstzrange(${assignments.startsAt}, ${assignments.endsAt}) && tstzrange(
        ${shift.startsAt.toISOString()}::timestamptz - make_interval(hours => ${restHours}),
        ${shift.endsAt.toISOString()}::timestamptz + make_interval(hours => ${restHours})))`;

const onApprovedPto = (date: string) =>
  sql`exists (
    select 1 from ${ptoRequests}
    where ${ptoRequests.employeeId} = ${employees.id} and ${ptoRequests.status} = 'APPROVED'
      and ${ptoRequests.startDate} <= ${date}::date and ${ptoRequests.endDate} >= ${date}::date)`;

const saidUnavailable = (date: string) =>
  sql`exists (
    select 1 from ${employeeAvailability}
    where ${employeeAvailability.employeeId} = ${employees.id} and ${employeeAvailability.date} = ${date}::date
      and ${employeeAvailability.kind} = 'UNAVAILABLE')`;

/**
 * Scheduled paid minutes at this facility on work days `from`..`to`: the first pass's hours. The
 * instants bound the (employee, starts_at) index; the local dates decide, as in `segmentsBetween`.
 */
function scheduledMinutes(facilityId: string, timezone: string, from: string, to: string) {
  const lower = zonedInstant(addDays(from, -1), '00:00', timezone).toISOString();
  const upper = zonedInstant(addDays(to, 2), '00:00', timezone).toISOString();
  return sql<number>`(
    select coalesce(sum(extract(epoch from ${assignments.endsAt} - ${assignments.startsAt}) / 60 - ${shifts.mealMinutes}), 0)::int
    from ${assignments}
    join ${positions} on ${positions.id} = ${assignments.positionId}
    join ${shifts} on ${shifts.id} = ${positions.shiftId}
    where ${assignments.employeeId} = ${employees.id} and ${assignments.facilityId} = ${facilityId}
      and ${assignments.startsAt} >= ${lower}::timestamptz and ${assignments.startsAt} < ${upper}::timestamptz
      and ${shifts.startDate} between ${from}::date and ${to}::date)`.mapWith(Number);
}

/**
 * Ranks the nurses who may legally fill an opening (issue 15, decision 032). Legal: the nurse
 * picker's eligibility (active, the job title, a worker type the position allows, a chosen
 * agency, rates set, every credential valid through the shift's last day), not booked anywhere
 * within the facility's rest hours of the shift, no approved PTO that day, not declared
 * unavailable. Ranked by `scoreOf`, in two passes: every legal nurse on facts one statement
 * reads (cost, scheduled hours, favorite, availability, distance), then the best of them exactly
 * (the overtime engine on her timecards and bookings, her no-shows and late clock-ins).
 */
export async function rankCandidates(
  db: DbOrTx,
  opening: Opening,
  opts: RankOptions = {},
): Promise<{ eligibleCount: number; candidates: Candidate[] }> {
  const { position, shift } = opening;
  const limit = opts.limit ?? 10;
  const allowed = workerTypesFor(position.applicableFor).filter((t) => !opts.workerTypes || opts.workerTypes.includes(t));
  if (allowed.length === 0) return { eligibleCount: 0, candidates: [] };
  const facility = await facilityOf(db, position.facilityId);
  const settings = { rule: facility.rule, payPeriodAnchor: facility.anchor };
  const period = overtimePeriodOf(shift.startDate, settings);
  const week = { start: weekStartOf(shift.startDate), end: addDays(weekStartOf(shift.startDate), 6) };
  const excluded = opts.excludeEmployeeIds ?? [];

  const rows = await db
    .select({
      employeeId: employees.id,
      nurseId: employees.nurseId,
      firstName: nurses.firstName,
      lastName: nurses.lastName,
      workerType: employees.workerType,
      jobTitle: jobTitles.name,
      hourlyRateCents: employees.hourlyRateCents,
      favorite: employees.isFavorite,
      targetWeeklyHours: employees.targetWeeklyHours,
      homeLatitude: nurses.homeLatitude,
      homeLongitude: nurses.homeLongitude,
      declaredAvailable: sql<boolean>`exists (
        select 1 from ${employeeAvailability}
        where ${employeeAvailability.employeeId} = ${employees.id} and ${employeeAvailability.date} = ${shift.startDate}::date
          and ${employeeAvailability.kind} = 'AVAILABLE')`,
      weekMinutes: scheduledMinutes(position.facilityId, facility.timezone, week.start, week.end),
      periodMinutes:
        period.start === week.start && period.end === week.end
          ? sql<number>`null`.mapWith(Number)
          : scheduledMinutes(position.facilityId, facility.timezone, period.start, period.end),
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
    .where(
      and(
        eligibleFor(position, shift),
        inArray(employees.workerType, allowed),
        excluded.length > 0 ? notInArray(employees.id, [...excluded]) : undefined,
        sql`not ${bookedWithinRest(shift, facility.minRestHours)}`,
        sql`not ${onApprovedPto(shift.startDate)}`,
        sql`not ${saidUnavailable(shift.startDate)}`,
      ),
    );

  const hours = paidHours(shift.startsAt, shift.endsAt, shift.mealMinutes);
  const minutes = Math.round(hours * MINUTES_PER_HOUR);
  const added: WorkedSegment = { id: 'opening', workDate: shift.startDate, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes, source: 'SCHEDULED' };
  const home = (r: (typeof rows)[number]) => ({ latitude: r.homeLatitude, longitude: r.homeLongitude });
  const here = { latitude: facility.latitude, longitude: facility.longitude };

  const firstPass = rows.map((r) => {
    const rate = hourlyCost({ ...position, workerType: r.workerType, hourlyRateCents: r.hourlyRateCents });
    // Her scheduled minutes so far as one block on the period's first day: exact for the weekly
    // rules, and the day rules still see the opening's own day alone.
    const before = r.periodMinutes ?? r.weekMinutes;
    const soFar: WorkedSegment[] = before > 0 ? [{ ...added, id: 'so-far', workDate: period.start, minutes: before }] : [];
    const projected = projectOvertime(soFar, added, settings, rate);
    const h = home(r);
    const facts: CandidateFacts = {
      workerType: r.workerType,
      hours,
      hourlyCostCents: rate,
      overtimeMinutes: projected.minutes,
      overtimePremiumCents: Math.max(0, projected.costCents - Math.round((projected.minutes * rate) / MINUTES_PER_HOUR)),
      weekHours: r.weekMinutes / MINUTES_PER_HOUR,
      targetHours: r.targetWeeklyHours ?? DEFAULT_TARGET_WEEKLY_HOURS,
      favorite: r.favorite,
      declaredAvailable: r.declaredAvailable,
      noShows: 0,
      lates: 0,
      distanceMiles: isLatLng(h) && isLatLng(here) ? distanceMetres(h, here) / METRES_PER_MILE : null,
    };
    return { row: r, facts, score: scoreOf(facts) };
  });
  firstPass.sort((a, b) => a.score - b.score || a.row.employeeId.localeCompare(b.row.employeeId));
  const pool = firstPass.slice(0, refinePool(limit));
  if (pool.length === 0) return { eligibleCount: rows.length, candidates: [] };

  const ids = pool.map((p) => p.row.employeeId);
  const [segments, reliability] = await Promise.all([
    segmentsBetween(db, position.facilityId, period.start, period.end, ids),
    reliabilityOf(db, ids, opts.now ?? new Date()),
  ]);
  const candidates = pool.map(({ row, facts: first }): Candidate => {
    const own = segments.filter((s) => s.employeeId === row.employeeId);
    const projected = projectOvertime(own, added, settings, first.hourlyCostCents);
    const r = reliability.get(row.employeeId);
    const facts: CandidateFacts = {
      ...first,
      overtimeMinutes: projected.minutes,
      overtimePremiumCents: Math.max(0, projected.costCents - Math.round((projected.minutes * first.hourlyCostCents) / MINUTES_PER_HOUR)),
      weekHours: own.filter((s) => s.workDate >= week.start && s.workDate <= week.end).reduce((sum, s) => sum + s.minutes, 0) / MINUTES_PER_HOUR,
      noShows: r?.noShows ?? 0,
      lates: r?.lates ?? 0,
    };
    return {
      employeeId: row.employeeId,
      nurseId: row.nurseId,
      firstName: row.firstName,
      lastName: row.lastName,
      workerType: row.workerType,
      jobTitle: row.jobTitle,
      facts,
      score: scoreOf(facts),
      reasons: reasonsOf(facts),
    };
  });
  candidates.sort((a, b) => a.score - b.score || a.employeeId.localeCompare(b.employeeId));
  return { eligibleCount: rows.length, candidates: candidates.slice(0, limit) };
}

/**
 * No-shows and late clock-ins at this facility in the reliability window. A no-show is a booking
 * whose timecard still has no clock-in a day after the shift ended; bookings without a timecard
 * (a facility not using the time clock then) count as neither.
 */
async function reliabilityOf(db: DbOrTx, employeeIds: string[], now: Date) {
  const since = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000).toISOString();
  const noShowBefore = new Date(now.getTime() - NO_SHOW_AFTER_HOURS * 3_600_000).toISOString();
  const rows = await db
    .select({
      employeeId: assignments.employeeId,
      noShows: sql<number>`count(*) filter (where ${timecards.clockInAt} is null and ${assignments.endsAt} < ${noShowBefore}::timestamptz)`.mapWith(Number),
      lates: sql<number>`count(*) filter (where ${timecards.clockInAt} > ${assignments.startsAt} + make_interval(mins => ${LATE_GRACE_MINUTES}))`.mapWith(Number),
    })
    .from(assignments)
    .innerJoin(timecards, eq(timecards.assignmentId, assignments.id))
    .where(
      and(
        inArray(assignments.employeeId, employeeIds),
        sql`${assignments.startsAt} >= ${since}::timestamptz`,
        sql`${assignments.startsAt} < ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(assignments.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r]));
}
