import type { WorkerType } from '@careroster/shared/lookups';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeDirectory } from '../employees';
import { bookingRows } from './booking-rows';
import { paidHours, timingStatus } from './timing';

/** One booked nurse on one shift, with the hours and the rate it costs the facility. */
export type Booking = {
  employeeId: string;
  workerType: WorkerType;
  jobTitleId: string;
  shiftId: string;
  startDate: string;
  floorId: string | null;
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
 * The bookings of the facility's shifts starting on facility-local days `from`..`to`, of these
 * shifts only when `shiftIds` is given.
 */
export async function bookingsBetween(
  db: DbOrTx,
  facilityId: string,
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
      startDate: booked.startDate,
      floorId: booked.floorId,
      startsAt: booked.startsAt,
      endsAt: booked.endsAt,
      mealMinutes: booked.mealMinutes,
    })
    .from(booked)
    .innerJoin(people, eq(people.id, booked.employeeId))
    .where(
      and(
        eq(booked.facilityId, facilityId),
        gte(booked.startDate, from),
        lte(booked.startDate, to),
        shiftIds?.length ? inArray(booked.shiftId, shiftIds) : undefined,
      ),
    );
  return rows.map((r) => ({
    employeeId: r.employeeId,
    workerType: r.workerType,
    jobTitleId: r.jobTitleId,
    shiftId: r.shiftId,
    startDate: r.startDate,
    floorId: r.floorId,
    hours: paidHours(r.startsAt, r.endsAt, r.mealMinutes),
    rateCents: hourlyCost(r),
    status: timingStatus(r, now),
  }));
}
