import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { listOf, listQuery } from '../envelope';
import { defineContract } from '../contract';

/** Filters of the audit log; `from` and `to` are days in the facility's zone, both included. */
export const auditLogQuery = listQuery.pick({ page: true, page_size: true }).extend({
  action: z.string().max(80).optional(),
  user_id: z.uuid().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET facilities/audit-log (audit:read): the facility's audit rows, newest first, with the
 * choices of its filters (the actions and users present in the facility's log).
 */
export const auditLogContract = defineContract({
  method: 'GET',
  path: '/facilities/audit-log',
  query: auditLogQuery,
  answer: listOf(auditEntrySchema).extend({
    actions: z.array(z.string()),
    users: z.array(z.object({ id: z.uuid(), name: z.string() })),
  }),
});

/**
 * A readable label for an action code (`facility.payroll_setting_changed` -> "Facility: payroll
 * setting changed"). Derived rather than listed, so actions other areas add read well too.
 */
export function auditActionLabel(action: string): string {
  const [area, ...rest] = action.split('.');
  const words = (s: string) => s.replace(/_/g, ' ');
  const head = words(area ?? '');
  const label = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length === 0 ? label : `${label}: ${rest.map(words).join(' ')}`;
}
