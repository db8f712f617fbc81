import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOffPaymentKinds, oneOffPaymentStatuses } from '@careroster/shared/money/values';
import { centsColumn, createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { ledgerTransactions, payrollRuns } from './money';
import { assignments } from './scheduling';
import { employees } from './workforce';

export const oneOffPaymentKindEnum = pgEnum('one_off_payment_kind', oneOffPaymentKinds);
export const oneOffPaymentStatusEnum = pgEnum('one_off_payment_status', oneOffPaymentStatuses);

/**
 * Money paid to a nurse from the vault outside the payroll run (issue 30, decision 077): a bonus,
 * a shift incentive (names the booking), a referral bonus, a correction (names the run). Above the
 * facility's threshold it waits for a second admin; the ledger transaction names it once paid.
 */
export const oneOffPayments = pgTable(
  'one_off_payments',
  {
    id: idColumn(),
    facilityId: facilityIdColumn('restrict'),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    kind: oneOffPaymentKindEnum('kind').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The day the payment is for (earned, promised, found owing), facility-local. */
    dated: date('dated', { mode: 'string' }).notNull(),
    bookingId: uuid('booking_id').references(() => assignments.id, { onDelete: 'restrict' }),
    payrollRunId: uuid('payroll_run_id').references(() => payrollRuns.id, { onDelete: 'restrict' }),
    status: oneOffPaymentStatusEnum('status').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instantColumn('decided_at'),
    rejectionReason: text('rejection_reason'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    paidAt: instantColumn('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The pay period whose exports carry it, chosen when it is paid (decision 077). */
    payrollPeriodStart: date('payroll_period_start', { mode: 'string' }),
    payrollPeriodEnd: date('payroll_period_end', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('one_off_payments_facility_created_idx').on(t.facilityId, t.createdAt.desc()),
    index('one_off_payments_facility_period_idx').on(t.facilityId, t.payrollPeriodStart),
    check('one_off_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('one_off_payments_paid', sql`(${t.status} = 'PAID') = (${t.transactionId} is not null)`),
  ],
);
