import { z } from 'zod';

const n = z.number().nullable();

/**
 * A facility's staffing figures over a range of its own days (decision 034): what the dashboard
 * cards show and what the owner's corporate view adds up. Hours and money are sums over the
 * range; an HPPD is the range's hours over its patient days, null without a census.
 */
export const figuresSchema = z.object({
  /** The census summed over the range's days. */
  patient_days: z.number().int().nullable(),
  hours: z.object({
    /** The budget lines' hours, null when no day of the range has a budget. */
    budgeted: n,
    /** Booked hours of the shifts starting in the range. */
    confirmed: z.number(),
    /** Worked hours of the range's approved timecards. */
    actual: z.number(),
  }),
  hppd: z.object({ confirmed: n, budgeted: n, actual: n }),
  open_positions: z.object({ filled: z.number().int(), total: z.number().int(), percentage: z.number() }),
  total_spent: z.number(),
  external_hours: z.number(),
  agency_hours: z.number(),
  /** What the agency nurses' booked hours cost, in dollars. */
  agency_spend: z.number(),
  internal_hours: z.number(),
  overtime_hours: z.number(),
});
export type Figures = z.infer<typeof figuresSchema>;

/** One facility-local day's figures. */
export const dayFiguresSchema = figuresSchema.extend({ date: z.string() });
export type DayFigures = z.infer<typeof dayFiguresSchema>;
