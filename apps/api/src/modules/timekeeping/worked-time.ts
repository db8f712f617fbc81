import { addDays } from '@careroster/shared/format/wall-clock';
import type { TimezoneCode } from '@careroster/shared/lookups';
import type { PayrollShift } from '@careroster/shared/payroll/pay';
import type { WorkedSegment } from '@careroster/shared/timekeeping/overtime';
import { cutAtDateLines } from '@careroster/shared/timekeeping/work-calendar';
import { and, between, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timecards } from '../../db/schema';
import { bookingRows } from '../shifts';

/**
 * Approved worked time (decision 043): the APPROVED timecards of a facility whose work date lies
 * in [from, to]; pending and disputed hours are not worked time until someone approves them.
 * Payroll and PBJ ask this instead of reading `timecards`.
 *
 * It answers a subquery, not rows, so a caller joins its own tables (the booking's position, the
 * run's lines) in one statement, and the timecards indexes still serve the range.
 */
export function approvedWorkedTime(db: DbOrTx, facilityId: string, range: { from: string; to: string }) {
  return db
    .select({
      timecardId: timecards.id,
      assignmentId: timecards.assignmentId,
      employeeId: timecards.employeeId,
      workDate: timecards.workDate,
      /** The effective times (rounded punches and corrections); null when a punch is missing. */
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      roundingMinutes: timecards.roundingMinutes,
      workedMinutes: timecards.workedMinutes,
      breakMinutes: timecards.breakMinutes,
    })
    .from(timecards)
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        eq(timecards.status, 'APPROVED'),
        gte(timecards.workDate, range.from),
        lte(timecards.workDate, range.to),
      ),
    )
    .as('approved_work');
}

/**
 * The approved shifts of [from, to] as the pay engine prices them (`PayrollShift`): each approved
 * timecard with its booking's times and what its position says about pay. Payroll's lines and the
 * work history's pay (decision 066) both read this, so a shift is priced from the same row.
 */
export async function approvedPayShifts(
  db: DbOrTx,
  facilityId: string,
  range: { from: string; to: string },
  employeeId?: string,
): Promise<PayrollShift[]> {
  const work = approvedWorkedTime(db, facilityId, range);
  const bookings = bookingRows(db);
  const cards = await db
    .select({
      id: bookings.id,
      employeeId: work.employeeId,
      workDate: work.workDate,
      clockInAt: work.clockInAt,
      clockOutAt: work.clockOutAt,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      minutes: work.workedMinutes,
      positionRateCents: bookings.rateCents,
      agencyRateCents: bookings.agencyRateCents,
      specialShift: bookings.specialShift,
      differentialType: bookings.differentialType,
      differentialValue: bookings.differentialValue,
    })
    .from(work)
    .innerJoin(bookings, eq(bookings.id, work.assignmentId))
    .where(employeeId ? eq(work.employeeId, employeeId) : undefined);
  // A card approved without both times has no span to order by; its booking's stands in.
  return cards.map(({ clockInAt, clockOutAt, ...c }) => ({ ...c, startsAt: clockInAt ?? c.startsAt, endsAt: clockOutAt ?? c.endsAt }));
}

/**
 * Timecards of a facility in [from, to] still waiting for a decision (pending or disputed), those
 * with a clock-in only when `punchedOnly`: payroll waits for them, PBJ says their hours wait.
 */
export async function undecidedTimecardCount(
  db: DbOrTx,
  facilityId: string,
  range: { from: string; to: string },
  { punchedOnly = false } = {},
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timecards)
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        inArray(timecards.status, ['PENDING', 'DISPUTED']),
        punchedOnly ? isNotNull(timecards.clockInAt) : undefined,
        gte(timecards.workDate, range.from),
        lte(timecards.workDate, range.to),
      ),
    );
  return row?.n ?? 0;
}

/**
 * One employee's approved worked minutes per calendar year of the work date, at every facility:
 * what PTO accrues on (decision 023).
 */
export function approvedMinutesByYear(db: DbOrTx, employeeId: string) {
  return db
    .select({
      year: sql<number>`extract(year from ${timecards.workDate})::int`,
      minutes: sql<number>`coalesce(sum(${timecards.workedMinutes}), 0)::int`,
    })
    .from(timecards)
    .where(and(eq(timecards.employeeId, employeeId), eq(timecards.status, 'APPROVED')))
    .groupBy(sql`1`);
}

/**
 * Hours of service for ACA (decision 023): worked minutes per employee and month ('YYYY-MM') of a
 * facility's approved and pending timecards in [from, to]; the work happened whether or not the
 * card is approved yet, while a disputed card's hours are in doubt.
 */
export function hoursOfServiceByMonth(db: DbOrTx, facilityId: string, range: { from: string; to: string }) {
  return db
    .select({
      employeeId: timecards.employeeId,
      month: sql<string>`to_char(${timecards.workDate}, 'YYYY-MM')`,
      minutes: sql<number>`sum(${timecards.workedMinutes})::int`,
    })
    .from(timecards)
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        inArray(timecards.status, ['APPROVED', 'PENDING']),
        between(timecards.workDate, range.from, range.to),
      ),
    )
    .groupBy(timecards.employeeId, sql`2`);
}

/**
 * The timecard of each booking, whatever its status, as a subquery to join on `assignmentId`
 * (overtime's projection, staffing's reliability, an employee's work history), so the caller keeps its one statement.
 */
export function bookingTimecards(db: DbOrTx) {
  return db
    .select({
      id: timecards.id,
      assignmentId: timecards.assignmentId,
      status: timecards.status,
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      workedMinutes: timecards.workedMinutes,
    })
    .from(timecards)
    .as('booking_timecards');
}

/**
 * Approved worked minutes per facility-local calendar day in [from, to] (what shifts' figures and
 * budget call actual hours), of the named shifts' bookings only when `shiftIds` is given. Each
 * card's minutes are cut at the facility's midnights (decision 055): a 19:00-07:00 night gives 5
 * hours to its start day and 7 to the next, as the booked hours beside them are counted. Cards of
 * the day before and after come too: a night crosses in, an early clock-in reaches back.
 */
export async function approvedMinutesByDay(
  db: DbOrTx,
  facility: { id: string; timezone: TimezoneCode },
  { from, to, shiftIds }: { from: string; to: string; shiftIds?: readonly string[] },
): Promise<Map<string, number>> {
  const work = approvedWorkedTime(db, facility.id, { from: addDays(from, -1), to: addDays(to, 1) });
  const booking = bookingRows(db);
  const rows = await db
    .select({
      clockInAt: work.clockInAt,
      clockOutAt: work.clockOutAt,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      minutes: work.workedMinutes,
    })
    .from(work)
    .innerJoin(booking, eq(booking.id, work.assignmentId))
    .where(shiftIds?.length ? inArray(booking.shiftId, [...shiftIds]) : undefined);
  const byDay = new Map<string, number>();
  for (const r of rows) {
    // A card approved without both times has no span; its booking's stands in, as payroll does.
    const span = r.clockInAt && r.clockOutAt ? { from: r.clockInAt, to: r.clockOutAt } : { from: r.startsAt, to: r.endsAt };
    for (const p of cutAtDateLines(span.from, span.to, r.minutes, facility.timezone)) {
      if (p.date >= from && p.date <= to) byDay.set(p.date, (byDay.get(p.date) ?? 0) + p.minutes);
    }
  }
  return byDay;
}

/** A booking's hours with what the pages show beside it. */
export type EmployeeSegment = WorkedSegment & { employeeId: string; shiftId: string; title: string };

const MINUTE_MS = 60_000;

/**
 * Each booking's hours at this facility on work days `from`..`to` (decision 022), as overtime and
 * staffing count them: a booking whose timecard is APPROVED or PENDING and has a clock-out counts
 * its worked minutes (what happened); any other booking counts its scheduled minutes less the meal
 * (what is to come, or is still running, or awaits a missed punch). A DISPUTED timecard counts
 * nothing until it is settled. Bookings from the day before `from` to the day after `to` come too:
 * a night shift crosses into the range, and a workweek may begin at any hour (decision 050); the
 * engine cuts them at the lines, so callers read the period they asked for (`periodSplitOf`).
 */
export async function segmentsBetween(
  db: DbOrTx,
  facilityId: string,
  from: string,
  to: string,
  employeeIds?: readonly string[],
): Promise<EmployeeSegment[]> {
  if (employeeIds && employeeIds.length === 0) return [];
  const booking = bookingRows(db);
  const rows = await db
    .select({
      id: booking.id,
      employeeId: booking.employeeId,
      shiftId: booking.shiftId,
      title: booking.shiftTitle,
      workDate: booking.startDate,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      mealMinutes: booking.mealMinutes,
      status: timecards.status,
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      workedMinutes: timecards.workedMinutes,
    })
    .from(booking)
    .leftJoin(timecards, eq(timecards.assignmentId, booking.id))
    .where(
      and(
        eq(booking.facilityId, facilityId),
        gte(booking.startDate, addDays(from, -1)),
        lte(booking.startDate, addDays(to, 1)),
        employeeIds ? inArray(booking.employeeId, [...employeeIds]) : undefined,
      ),
    );
  return rows.flatMap((r): EmployeeSegment[] => {
    const base = { id: r.id, employeeId: r.employeeId, shiftId: r.shiftId, title: r.title, workDate: r.workDate };
    if (r.status === 'DISPUTED') return [];
    if ((r.status === 'APPROVED' || r.status === 'PENDING') && r.clockInAt && r.clockOutAt) {
      return [{ ...base, startsAt: r.clockInAt, endsAt: r.clockOutAt, minutes: r.workedMinutes ?? 0, source: 'ACTUAL' }];
    }
    const scheduled = Math.max(0, Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / MINUTE_MS) - r.mealMinutes);
    return [{ ...base, startsAt: r.startsAt, endsAt: r.endsAt, minutes: scheduled, source: 'SCHEDULED' }];
  });
}

/**
 * Hours actually worked by one employee in [from, to] (work dates), in minutes: her APPROVED and
 * PENDING timecards, as ACA's hours of service count them (the work happened; a DISPUTED card is in
 * doubt). FMLA's 1,250 hours (29 CFR 825.110(c)) are hours worked under FLSA principles: paid leave
 * is not among them, so no PTO is added here.
 */
export async function workedMinutesOf(db: DbOrTx, employeeId: string, range: { from: string; to: string }): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timecards.workedMinutes}), 0)::int` })
    .from(timecards)
    .where(
      and(
        eq(timecards.employeeId, employeeId),
        inArray(timecards.status, ['APPROVED', 'PENDING']),
        between(timecards.workDate, range.from, range.to),
      ),
    );
  return row?.minutes ?? 0;
}
