import { z } from 'zod';
import { timezoneCodes } from '../../../lookups';
import { missedPunchStatuses, punchFlags, punchKinds, timecardStatuses } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

export const timeClockPunchSchema = z.object({
  id: idSchema,
  kind: z.enum(punchKinds),
  /** The server's clock when the punch arrived (ISO 8601). */
  punched_at: z.string(),
  flags: z.array(z.enum(punchFlags)),
  /** Metres from the facility; null without a location or without the facility's coordinates. */
  distance_metres: z.number().nullable(),
});
export type TimeClockPunch = z.infer<typeof timeClockPunchSchema>;

export const timeClockBookingSchema = z.object({
  /** The assignment (booking) id: what a punch names. */
  id: idSchema,
  shift_title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  punches: z.array(timeClockPunchSchema),
  timecard: z.object({ status: z.enum(timecardStatuses), worked_hours: z.number(), flagged: z.boolean() }).nullable(),
  can_clock_in: z.boolean(),
  can_clock_out: z.boolean(),
  missed_punches: z.array(
    z.object({ id: idSchema, kind: z.enum(punchKinds), status: z.enum(missedPunchStatuses), proposed_at: z.string().nullable() }),
  ),
});
export type TimeClockBooking = z.infer<typeof timeClockBookingSchema>;

export const timeClockSchema = z.object({
  first_name: z.string(),
  facility_name: z.string(),
  timezone: z.enum(timezoneCodes),
  /** False when the facility has no coordinates: punches are then not checked against an area. */
  geofence: z.boolean(),
  geofence_radius_metres: z.number(),
  /** The nurse's bookings at this facility from 7 days back to 14 days ahead, by start. */
  bookings: z.array(timeClockBookingSchema),
});
export type TimeClock = z.infer<typeof timeClockSchema>;

/** GET time-clock/me (public, with the device header): who is at the time clock and her bookings. */
export const getTimeClockContract = defineContract({
  method: 'GET',
  path: '/time-clock/me',
  answer: timeClockSchema,
});
