import { z } from 'zod';
import { defineContract } from '../../contract';

export const timeClockLinkStatuses = ['NONE', 'SENT', 'CLAIMED', 'REVOKED', 'EXPIRED'] as const;
export type TimeClockLinkStatus = (typeof timeClockLinkStatuses)[number];

/** An employee's latest time-clock link, as the facility sees it (never its tokens). */
export const timeClockLinkSchema = z.object({
  status: z.enum(timeClockLinkStatuses),
  sent_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  /** Browser and system of the phone that claimed it ("Chrome on Android"). */
  device_label: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type TimeClockLink = z.infer<typeof timeClockLinkSchema>;

const params = z.object({ employeeId: z.uuid() });

/** GET facilities/employees/{employeeId}/time-clock-link (time:read). */
export const getTimeClockLinkContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/time-clock-link',
  params,
  answer: timeClockLinkSchema,
});

/** POST facilities/employees/{employeeId}/time-clock-link (time:write): revokes the live link and its device, sends a new one. */
export const sendTimeClockLinkContract = defineContract({
  method: 'POST',
  path: '/facilities/employees/:employeeId/time-clock-link',
  params,
  answer: timeClockLinkSchema,
});

/** DELETE facilities/employees/{employeeId}/time-clock-link (time:write): the link and its device stop working. */
export const revokeTimeClockLinkContract = defineContract({
  method: 'DELETE',
  path: '/facilities/employees/:employeeId/time-clock-link',
  params,
  answer: timeClockLinkSchema,
});
