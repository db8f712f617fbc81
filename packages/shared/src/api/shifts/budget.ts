import { z } from 'zod';

const n = z.number().nullable();

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

/** GET facilities/dashboard?start_date=&end_date= (spec 001 "Dashboard cards"). */
export const dashboardQuery = z.object({
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const dashboardSchema = z.object({
  open_positions: z.object({ filled: z.number().int(), total: z.number().int(), percentage: z.number() }),
  total_spent: z.number(),
  hppd: z.object({ confirmed: n, budgeted: n }),
  external_hours: z.number(),
  agency_hours: z.number(),
  internal_hours: z.number(),
  overtime_hours: z.number(),
  floors: z.array(z.object({ id: z.uuid(), name: z.string(), accepted: z.number().int(), budgeted: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
