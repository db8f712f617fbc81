import { z } from 'zod';
import { timezoneCodes } from '../../lookups';
import { defineContract } from '../contract';
import { employeeParams } from '../employees/employee';

/** A booking as the active-shift panel names it: which position, where, when. */
const bookingSchema = z.object({
  assignment_id: z.uuid(),
  shift_id: z.uuid(),
  shift_title: z.string(),
  job_title_abbr: z.string(),
  job_title_name: z.string(),
  unit: z.string().nullable(),
  floor: z.string().nullable(),
  scheduled_start: z.iso.datetime(),
  scheduled_end: z.iso.datetime(),
});

/** Where the clock-in came from, as far as the punch tells it. */
const punchSourceSchema = z.object({
  /** Metres from the facility's coordinates; null without a location. */
  distance_metres: z.number().int().nullable(),
  outside_geofence: z.boolean(),
  /** The phone that claimed her time-clock link (browser and platform), when known. */
  device: z.string().nullable(),
  /** The punch came from another time clock's file (decision 053). */
  imported: z.boolean(),
});

export const activeShiftSchema = z.object({
  timezone: z.enum(timezoneCodes),
  /** Clocked in on one of her bookings here and not yet out. */
  on_shift: z.boolean(),
  current: bookingSchema.extend({ timecard_id: z.uuid(), clocked_in_at: z.iso.datetime(), punch: punchSourceSchema.nullable() }).nullable(),
  /** When not on shift: her next booking here that has not ended (`started`: it began and she has not clocked in). */
  next: bookingSchema.extend({ started: z.boolean() }).nullable(),
});
export type ActiveShift = z.infer<typeof activeShiftSchema>;

/** GET facilities/employees/:employeeId/active-shift (time:read): whether she is on shift now, where and since when; else her next shift. */
export const getActiveShiftContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/active-shift',
  params: employeeParams,
  answer: activeShiftSchema,
});
