import { addDays } from '@careroster/shared/format/wall-clock';
import type { TimezoneCode, WorkerType } from '@careroster/shared/lookups';
import { cutAtDateLines } from '@careroster/shared/timekeeping/work-calendar';
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeDirectory } from '../employees';
import { bookingRows } from './booking-rows';
import { paidHours, timingStatus } from './timing';

/** One booked nurse on one shift on one facility-local day, with her hours of that day and the rate it costs the facility. */
export type Booking = {
  employeeId: string;
  workerType: WorkerType;
  jobTitleId: string;
  shiftId: string;
  /** The calendar day these hours fall on (a night shift is two of these, decision 055). */
  date: string;
  hours: number;
  rateCents: number;
  status: ReturnType<typeof timingStatus>;
};

type Row = {
  workerType: WorkerType;
  hourlyRateCents: number;
  rateCents: number | null;
  agencyRateCents: number | null;
  specialShift: boolean;
  differentialType: 'FR' | 'BP' | null;
  differentialValue: number | null;
};

/**
 * What an hour of this booking costs (decision 003): a marketplace nurse the position's external
 * rate, an agency nurse its agency rate, staff and walk-ins their own hourly rate plus the
 * special-shift differential (FR in cents an hour, BP in basis points). The employee's rate
 * stands in when a position has no rate of that kind.
 */
export function hourlyCost(r: Row): number {
  if (r.workerType === 'EN') return r.rateCents ?? r.hourlyRateCents;
  if (r.workerType === 'AN') return r.agencyRateCents ?? r.hourlyRateCents;
  if (!r.specialShift || r.differentialValue == null) return r.hourlyRateCents;
  return r.differentialType === 'BP'
    ? Math.round(r.hourlyRateCents * (1 + r.differentialValue / 10_000))
    : r.hourlyRateCents + r.differentialValue;
}

/**
 * The booked hours of the facility's shifts on facility-local days `from`..`to`, of these shifts
 * only when `shiftIds` is given: one entry per booking and calendar day its paid hours fall on.
 * A shift is cut at the facility's midnights and its paid minutes (length less meal) shared by
 * length (decision 055), as approved worked time is, so booked and actual hours of a day count
 * the same minutes: a 19:00-07:00 night is 5 hours on its start day and 7 on the next.
 */
export async function bookingsBetween(
  db: DbOrTx,
  facility: { id: string; timezone: TimezoneCode },
  from: string,
  to: string,
  now: Date,
  shiftIds?: string[],
): Promise<Booking[]> {
  const people = employeeDirectory(db);
  const booked = bookingRows(db);
  const rows = await db
    .select({
      employeeId: booked.employeeId,
      workerType: people.workerType,
      hourlyRateCents: people.hourlyRateCents,
      jobTitleId: booked.jobTitleId,
      rateCents: booked.rateCents,
      agencyRateCents: booked.agencyRateCents,
      specialShift: booked.specialShift,
      differentialType: booked.differentialType,
      differentialValue: booked.differentialValue,
      shiftId: booked.shiftId,
      startsAt: booked.startsAt,
      endsAt: booked.endsAt,
      mealMinutes: booked.mealMinutes,
    })
    .from(booked)
    .innerJoin(people, eq(people.id, booked.employeeId))
    .where(
      and(
        eq(booked.facilityId, facility.id),
        // A night shift of the day before crosses into the first day.
        gte(booked.startDate, addDays(from, -1)),
        lte(booked.startDate, to),
        // The same days as instants, a day wider than any zone: the facility's bookings index
        // (facility_id, starts_at) then reads the range instead of the facility's whole history.
        gte(booked.startsAt, new Date(`${addDays(from, -2)}T00:00:00Z`)),
        lt(booked.startsAt, new Date(`${addDays(to, 2)}T00:00:00Z`)),
        shiftIds?.length ? inArray(booked.shiftId, shiftIds) : undefined,
      ),
    );
  return rows.flatMap((r) => {
    const paid = Math.round(paidHours(r.startsAt, r.endsAt, r.mealMinutes) * 60);
    return cutAtDateLines(r.startsAt, r.endsAt, paid, facility.timezone)
      .filter((p) => p.date >= from && p.date <= to)
      .map((p) => ({
        employeeId: r.employeeId,
        workerType: r.workerType,
        jobTitleId: r.jobTitleId,
        shiftId: r.shiftId,
        date: p.date,
        hours: p.minutes / 60,
        rateCents: hourlyCost(r),
        status: timingStatus(r, now),
      }));
  });
}
