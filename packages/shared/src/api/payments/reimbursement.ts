import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { reimbursementCategories, reimbursementStatuses } from '../../money/values';

/** A reimbursement as every answer shows it (issue 14); money in dollars. */
export const reimbursementSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  nurse_name: z.string(),
  category: z.enum(reimbursementCategories),
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
