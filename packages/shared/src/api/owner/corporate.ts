import { z } from 'zod';
import { dashboardQuery } from '../shifts/budget';
import { dayFiguresSchema, figuresSchema } from '../shifts/figures';

/** The corporate view's longest range, in days (decision 034): a quarter, per facility and day. */
export const CORPORATE_MAX_DAYS = 92;
/** The weekly HPPD tracker's longest history, in weeks. */
export const HPPD_MAX_WEEKS = 26;
export const HPPD_DEFAULT_WEEKS = 12;

/** `facility_ids[]`: narrows the answer to some of the owner's facilities; absent means all of them. */
const facilityIds = z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional();

export const ownerFacilitySchema = z.object({ id: z.uuid(), name: z.string(), timezone: z.string() });

/** GET owner/corporate-dashboard?start_date=&end_date=&facility_ids[]= */
export const corporateDashboardQuery = dashboardQuery.extend({ 'facility_ids[]': facilityIds });
export const corporateDashboardSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** Each owned facility, by name: its figures over the range (its dashboard's) and per day, in its own zone's days. */
  facilities: z.array(ownerFacilitySchema.extend({ totals: figuresSchema, days: z.array(dayFiguresSchema) })),
  /** The corporation: sums of the facilities' hours, counts and money; HPPD from those sums. */
  totals: figuresSchema,
  days: z.array(dayFiguresSchema),
});
export type CorporateDashboard = z.infer<typeof corporateDashboardSchema>;

/** GET owner/hppd-weekly?weeks=&end_date=&facility_ids[]=: the weeks up to the one holding end_date. */
export const hppdWeeklyQuery = z.object({
  end_date: dashboardQuery.shape.end_date,
  weeks: z.coerce.number().int().min(1).max(HPPD_MAX_WEEKS).default(HPPD_DEFAULT_WEEKS),
  'facility_ids[]': facilityIds,
});
const n = z.number().nullable();
export const hppdWeekSchema = z.object({
  week_start: z.string(),
  week_end: z.string(),
  patient_days: z.number().int().nullable(),
  budgeted: n,
  confirmed: n,
  actual: n,
  /** HPPD less the budgeted HPPD; null when either is unknown. */
  confirmed_variance: n,
  actual_variance: n,
});
export type HppdWeek = z.infer<typeof hppdWeekSchema>;
export const hppdWeeklySchema = z.object({
  facilities: z.array(ownerFacilitySchema.extend({ weeks: z.array(hppdWeekSchema) })),
  totals: z.array(hppdWeekSchema),
});
export type HppdWeekly = z.infer<typeof hppdWeeklySchema>;
