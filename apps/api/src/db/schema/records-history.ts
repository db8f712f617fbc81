import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { employees } from './workforce';

/**
 * An employee's earlier employer, for credentialing (issue 27, decision 066): the facility's record
 * of what she told its HR, so it hangs on her employee row (the facility's), not on the nurse.
 * Months are stored as their first day; `to_month` is null while she still works there.
 */
export const priorEmployments = pgTable(
  'prior_employments',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    employer: text('employer').notNull(),
    jobTitle: text('job_title').notNull(),
    fromMonth: date('from_month', { mode: 'string' }).notNull(),
    toMonth: date('to_month', { mode: 'string' }),
    city: text('city'),
    state: text('state'),
    reasonForLeaving: text('reason_for_leaving'),
    referenceName: text('reference_name'),
    referencePhone: text('reference_phone'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('prior_employments_employee_idx').on(t.facilityId, t.employeeId, t.fromMonth),
    check(
      'prior_employments_months',
      sql`extract(day from ${t.fromMonth}) = 1 and (${t.toMonth} is null or (extract(day from ${t.toMonth}) = 1 and ${t.toMonth} >= ${t.fromMonth}))`,
    ),
  ],
);
