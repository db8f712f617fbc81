import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { dayFiguresSchema, figuresSchema } from './figures';

const n = z.number().nullable();
/** A real calendar day, so '2026-02-30' is a 422 and never reaches the database. */

/** `{date}` of facilities/budget/{date}/details and facilities/census/{date}: a facility-local day. */
export const budgetDateParams = z.object({ date: calendarDate });

/** GET facilities/budget/{YYYY-MM-DD}/details?shift_id[]= (spec 001 section 3, "Budget day details"). */
export const budgetDetailsQuery = z.object({
  'shift_id[]': z.union([z.uuid(), z.array(z.uuid())]).optional(),
});
export const budgetDetailsSchema = z.object({
  patient_count: n,
  budget_status: z.object({
    status: z.enum(['UNDER', 'ON_TARGET', 'OVER']).nullable(),
    budgeted_hours: n,
    confirmed_hours: n,
    actual_hours: n,
  }),
  hppd: z.object({ budgeted_hppd: n, confirmed_hppd: n, actual_hppd: n }),
  spend: z.object({ budgeted: n, current: n }),
  position_detail: z.array(
    z.object({
      name: z.string(),
      total_accepted_employee: z.number().int(),
      positions: z.number().int(),
      budgeted_hours: n,
      hours: z.object({ confirmed_hours: n, active_hours: n }),
    }),
  ),
});
export type BudgetDetails = z.infer<typeof budgetDetailsSchema>;

/**
 * GET and PUT facilities/census/{date}: the day's patient count and the facility's budget per job
 * title, which feed the budget details and the dashboard's HPPD. Spend in dollars.
 */
export const budgetLineSchema = z.object({
  job_title_id: z.uuid(),
  job_title: z.string(),
  budgeted_hours: z.number(),
  /** budgeted_hours / patient_count, null without a census. */
  budgeted_hppd: n,
  budgeted_spend: z.number(),
});
export const censusSchema = z.object({
  date: calendarDate,
  patient_count: z.number().int().nullable(),
  budget_lines: z.array(budgetLineSchema),
});
export type Census = z.infer<typeof censusSchema>;
export const saveCensusBody = z.object({
  patient_count: z.number().int().min(0).max(100_000),
  /** When present, replaces the day's budget lines; absent keeps them. */
  budget_lines: z
    .array(
      z.object({
        job_title_id: z.uuid(),
        budgeted_hours: z.number().min(0).max(99_999),
        budgeted_spend: z.number().min(0).max(10_000_000),
      }),
    )
    .max(60)
    .optional(),
});
export type SaveCensusBody = z.input<typeof saveCensusBody>;

/** GET facilities/dashboard?start_date=&end_date= (spec 001 "Dashboard cards"). */
export const dashboardQuery = z.object({
  start_date: calendarDate,
  end_date: calendarDate,
});
/** One unit's openings on one day: booked (accepted and assigned) against needed (its positions). */
export const unitDaySchema = z.object({ date: calendarDate, filled: z.number().int(), total: z.number().int() });
export type UnitDay = z.infer<typeof unitDaySchema>;

export const dashboardSchema = figuresSchema.extend({
  floors: z.array(z.object({ id: z.uuid(), name: z.string(), accepted: z.number().int(), budgeted: z.number().int() })),
  /**
   * The range day by day, every day of it (issue 28, decision 072): the cards are these days added
   * up, both made by the one computation, so a chart of them shows the cards' numbers.
   */
  days: z.array(dayFiguresSchema),
  /**
   * Openings per unit and day, every day of the range, for the units with openings in it. A
   * subunit's openings count in its unit; `id` null holds the shifts on no unit. Summed over the
   * units, a day is `days[i].open_positions`.
   */
  units: z.array(z.object({ id: z.uuid().nullable(), name: z.string().nullable(), days: z.array(unitDaySchema) })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
