import { z } from 'zod';
import { defineContract } from '../contract';
import { openingShiftParams } from './opening-change';

/** One booked nurse of a shift: the booking a split keeps or a swap trades (issue 28, decision 070). */
export const shiftBookingSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  name: z.string(),
  position_id: z.uuid(),
  job_title: z.string(),
});
export type ShiftBooking = z.infer<typeof shiftBookingSchema>;

/** GET facilities/shifts/:id/bookings: the shift's booked nurses, by name. */
export const listShiftBookingsContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id/bookings',
  params: openingShiftParams,
  answer: z.object({ results: z.array(shiftBookingSchema) }),
});
