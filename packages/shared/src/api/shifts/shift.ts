import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { listOf } from '../envelope';
import { recurringTypeValues, shiftTimingStatusValues, shiftTypeValues, timezoneCodes } from '../../lookups';
import { shiftFormSchema } from '../../validation/shift-form';
import { savePositionsBody } from './position';

/** A real calendar day, so '2026-02-30' is a 422 and never reaches the database. */

/** A shift as lists and the details page read it. Times are facility-local `HH:mm`. */
export const shiftSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  start_date: calendarDate,
  end_date: calendarDate,
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.enum(timezoneCodes),
  /** Timing status from now in the facility's zone (spec 000 section 3). */
  status: z.enum(shiftTimingStatusValues),
  is_active: z.boolean(),
  meal_time: z.number().int(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  shiftType: z.enum(shiftTypeValues),
  is_recurring: z.boolean(),
  recurring: z.enum(recurringTypeValues).nullable(),
  floor_id: z.uuid().nullable(),
  unit_id: z.uuid().nullable(),
  total_positions: z.number().int(),
  /** Openings not yet filled by accepted applicants or assigned nurses. */
  open_positions: z.number().int(),
  /** Pending applications. */
  applicants: z.number().int(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** GET facilities/shifts?start_date=&end_date= (a week of the schedule, or any range up to 62 days). */
export const listShiftsQuery = z.object({
  start_date: calendarDate,
  end_date: calendarDate,
  search: z.string().max(100).optional(),
  status: z.enum(shiftTimingStatusValues).optional(),
  job_title_id: z.union([z.uuid(), z.array(z.uuid())]).optional(),
  ordering: z.enum(['start', '-start', 'title', '-title']).optional(),
});
export const listShiftsAnswer = listOf(shiftSchema);

/**
 * POST facilities/shifts: the shift form of spec 001 section 5 and the shift's positions, saved
 * together or not at all (a shift without openings must not reach the schedule half-made). A
 * recurring shift is expanded into one row per occurrence up to `recurring_end_date` (CUSTOM
 * uses `recurring_values`, weekdays 0-6), each with the same positions.
 */
export const createShiftBody = shiftFormSchema.and(
  z.object({
    recurring_values: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    recurring_end_date: calendarDate.nullish(),
    floor_id: z.uuid().nullish(),
    unit_id: z.uuid().nullish(),
    positions: savePositionsBody.shape.positions,
  }),
);
export type CreateShiftBody = z.input<typeof createShiftBody>;
/** The shift form's part of the create call: the wizard's first step. */
export type ShiftDraft = Omit<CreateShiftBody, 'positions'>;
export const createShiftAnswer = listOf(shiftSchema);

/** PATCH facilities/shifts/{id}: the same form for one occurrence. */
export const updateShiftBody = shiftFormSchema.and(z.object({ floor_id: z.uuid().nullish(), unit_id: z.uuid().nullish() }));
export type UpdateShiftBody = z.input<typeof updateShiftBody>;

/** `{id}` of facilities/shifts/{id}/... */
export const shiftParams = z.object({ id: z.uuid() });
/** GET and PATCH facilities/shifts/{id} */
export const shiftAnswer = shiftSchema;
