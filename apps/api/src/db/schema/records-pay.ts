import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { employees } from './workforce';

/**
 * An employee's pay details from a date on (issue 27, docs/decisions/064-pay-details.md): one row
 * per `effective_from`, kept when a later one takes over, so payroll prices each day at the row in
 * force that day. The employees row mirrors the row in force today (many areas read it there).
 */
export const employeePayDetails = pgTable(
  'employee_pay_details',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The first facility-local day the row is in force. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    hourlyRateCents: centsColumn('hourly_rate_cents').notNull(),
    monthlyRateCents: centsColumn('monthly_rate_cents'),
    payType: text('pay_type'),
    paymentCategory: text('payment_category'),
    paychexEmpId: text('paychex_emp_id'),
    paychexOrgId: text('paychex_org_id'),
    paychexOrgId15: text('paychex_org_id_15'),
    /** Who entered it; null for the row recorded from the employee's values when her history began. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** When the employees row took these values (or the row was already past): null while its day has not come. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('employee_pay_details_employee_date_key').on(t.facilityId, t.employeeId, t.effectiveFrom),
    // The daily job looks for rows whose day has come and that are not applied yet.
    index('employee_pay_details_due_idx')
      .on(t.facilityId, t.effectiveFrom)
      .where(sql`${t.appliedAt} is null`),
    check(
      'employee_pay_details_rates_check',
      sql`${t.hourlyRateCents} >= 0 and (${t.monthlyRateCents} is null or ${t.monthlyRateCents} >= 0)`,
    ),
  ],
);
