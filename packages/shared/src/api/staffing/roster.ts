import { z } from 'zod';
import { calendarDate, isCalendarDate } from '../../validation/calendar-date';
import { weekdayOf } from '../../format/wall-clock';
import { WEEK_START_DAY, type PageSize } from '../../constants';
import { workerTypeValues } from '../../lookups';
import { productMessages } from '../../messages';
import { availabilityKinds } from '../../staffing/values';
import { ptoRequestStatuses } from '../../timekeeping/values';
import { defineContract } from '../contract';
import { staffingLevels } from './roster-level';

export const ROSTER_PAGE_SIZE: PageSize = 20;
/**
 * The most rows one answer holds (issue 28, decision 071): the grid asks for this many at once and
 * virtualises them, so a facility of a few hundred staff is one answer; a larger one is read in
 * windows of this size as the grid scrolls.
 */
export const ROSTER_PAGE_SIZE_MAX = 250;
/** The spans the grid shows (issue 28): a week to work in, up to six for planning. */
export const rosterWeekChoices = [1, 2, 4, 6] as const;
export const ROSTER_VIEW_WEEKS_MAX = 6;

/** The first day of a schedule week (spec 001 section 2: weeks run Sunday to Saturday). */
export const weekStartDate = calendarDate.refine((d) => !isCalendarDate(d) || weekdayOf(d) === WEEK_START_DAY, {
  error: productMessages.rosterWeekStartSunday,
});

/**
 * GET facilities/roster: active staff by name, a page at a time. `job_title_id` and `worker_type`
 * narrow the rows and the openings (to positions of that title, open to that type); `unit_id`
 * narrows the openings and the bookings shown to the shifts of that unit and its subunits and
 * leaves the rows alone: staff belong to no unit, and anyone may be dragged onto its openings.
 */
export const rosterQuery = z.object({
  week_start: weekStartDate,
  weeks: z.coerce.number().int().min(1).max(ROSTER_VIEW_WEEKS_MAX).default(1),
  job_title_id: z.uuid().optional(),
  worker_type: z.enum(workerTypeValues).optional(),
  unit_id: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(ROSTER_PAGE_SIZE_MAX).default(ROSTER_PAGE_SIZE),
});
export type RosterQuery = z.input<typeof rosterQuery>;

const hours = z.number().nullable();

/** A position of the day with openings left: what a header offers to drag onto a person. */
export const rosterOpeningSchema = z.object({
  shift_id: z.uuid(),
  position_id: z.uuid(),
  shift_title: z.string(),
  job_title_id: z.uuid(),
  job_title: z.string(),
  /** Facility-local `HH:mm`. */
  start_time: z.string(),
  end_time: z.string(),
  unit_id: z.uuid().nullable(),
  open: z.number().int(),
});
export type RosterOpening = z.infer<typeof rosterOpeningSchema>;

/**
 * A day's header: its openings, its positions booked against those needed (narrowed by the job
 * title and unit filters; issue 28), and the whole facility's hours against its census and budget.
 */
export const rosterDaySchema = z.object({
  date: calendarDate,
  openings: z.array(rosterOpeningSchema),
  staffing: z.object({
    /** Booked against needed (roster-level.ts); null when the day has no positions. */
    level: z.enum(staffingLevels).nullable(),
    /** Positions of the day's shifts, and how many of them are booked. */
    needed: z.number().int(),
    booked: z.number().int(),
    patient_count: z.number().int().nullable(),
    budgeted_hours: hours,
    confirmed_hours: z.number(),
    budgeted_hppd: hours,
    confirmed_hppd: hours,
  }),
});
export type RosterDay = z.infer<typeof rosterDaySchema>;

export const rosterBookingSchema = z.object({
  assignment_id: z.uuid(),
  shift_id: z.uuid(),
  position_id: z.uuid(),
  shift_title: z.string(),
  job_title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  unit_id: z.uuid().nullable(),
});
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

/**
 * One person's day: bookings of shifts starting that day, PTO covering it, what she said. Only the
 * days with something in them are sent (issue 28): an empty day is the usual case, and 200 staff
 * over six weeks are 8,400 days.
 */
export const rosterCellSchema = z.object({
  date: calendarDate,
  bookings: z.array(rosterBookingSchema),
  pto: z.array(z.object({ id: z.uuid(), status: z.enum(ptoRequestStatuses).extract(['APPROVED', 'PENDING']) })),
  availability: z.enum(availabilityKinds).nullable(),
});
export type RosterCell = z.infer<typeof rosterCellSchema>;

export const rosterRowSchema = z.object({
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(workerTypeValues),
  job_title_id: z.uuid(),
  job_title: z.string(),
  /** The days of `days` with a booking, PTO or availability, in order; the others are empty. */
  cells: z.array(rosterCellSchema),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterAnswer = z.object({
  days: z.array(rosterDaySchema),
  /** The facility's units and subunits, for the unit filter. */
  units: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The facility's colour (#rrggbb) of each kind of shift, from its shift-type colours in Facility setup (decision 068). */
  shift_colours: z.object({ DAY: z.string(), EVENING: z.string(), NIGHT: z.string() }),
  /** Staff matching the filters, over all pages. */
  count: z.number().int(),
  results: z.array(rosterRowSchema),
});
export type RosterAnswer = z.infer<typeof rosterAnswer>;

/** GET: the roster grid of issues 15 and 28; assigning goes through PATCH facilities/shifts/{id}/employees. */
export const rosterContract = defineContract({
  method: 'GET',
  path: '/facilities/roster',
  query: rosterQuery,
  answer: rosterAnswer,
});
