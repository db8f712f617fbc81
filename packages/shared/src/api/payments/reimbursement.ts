import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { reimbursementStatuses } from '../../money/values';

/** A reimbursement as every answer shows it (issue 14); money in dollars. */
export const reimbursementSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  nurse_name: z.string(),
  /** The code of the facility's expense category (decision 078) and its name. */
  category: z.string(),
  category_name: z.string(),
  description: z.string(),
  incurred_on: calendarDate,
  miles: z.number().int().nullable(),
  mile_rate: z.number().nullable(),
  amount: z.number(),
  status: z.enum(reimbursementStatuses),
  transaction_id: z.uuid().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Reimbursement = z.infer<typeof reimbursementSchema>;
