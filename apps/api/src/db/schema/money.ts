import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  earningKinds,
  ledgerAccountKinds,
  ledgerTransactionKinds,
  payrollRunStatuses,
  reimbursementStatuses,
} from '@careroster/shared/money/values';
import { centsColumn, createdAtColumn, idColumn, instantColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { users } from './core';
import { agencies, employees, jobTitles } from './workforce';

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', ledgerAccountKinds);
export const ledgerTransactionKindEnum = pgEnum('ledger_transaction_kind', ledgerTransactionKinds);
export const payrollRunStatusEnum = pgEnum('payroll_run_status', payrollRunStatuses);
export const earningKindEnum = pgEnum('earning_kind', earningKinds);
export const reimbursementStatusEnum = pgEnum('reimbursement_status', reimbursementStatuses);

// Money history is never deleted with what it names: a facility or an employee with ledger rows
// cannot be deleted (restrict), and the ledger's own rows refuse UPDATE and DELETE (migration 0011).

/** One per facility and kind (decision 028); created on first use by `ledgerAccounts(ctx)`. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    facilityId: facilityIdColumn('restrict'),
    kind: ledgerAccountKindEnum('kind').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('ledger_accounts_facility_kind_key').on(t.facilityId, t.kind)],
);

/**
 * One movement of money: two or more entries that sum to zero (a deferred constraint trigger
 * checks it at commit). Append-only: a correction is a new transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    facilityId: facilityIdColumn('restrict'),
    kind: ledgerTransactionKindEnum('kind').notNull(),
    /** What the facility reads in its list: "Vault funding", "Payroll 2026-11-01 – 2026-11-07" ... */
    memo: text('memo').notNull(),
    /** The nurse it paid (payouts, reimbursements): the payments list filters on it. */
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    /** A settlement or return names the funding it ends; a funding is pending until one does. */
    settlesId: uuid('settles_id'),
    payrollRunId: uuid('payroll_run_id'),
    reimbursementId: uuid('reimbursement_id'),
    /** A one-off payment (decision 077): unique, so it is never paid twice. */
    oneOffPaymentId: uuid('one_off_payment_id'),
    /** The payments provider's reference of the transfer, when one moved money outside. */
    providerRef: text('provider_ref'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_transactions_facility_created_idx').on(t.facilityId, t.createdAt.desc(), t.id.desc()),
    index('ledger_transactions_employee_idx').on(t.employeeId),
    // A funding is settled or returned once: a second settlement cannot be written.
    uniqueIndex('ledger_transactions_settles_key').on(t.settlesId),
    index('ledger_transactions_run_idx').on(t.payrollRunId),
    uniqueIndex('ledger_transactions_reimbursement_key').on(t.reimbursementId),
    uniqueIndex('ledger_transactions_one_off_payment_key').on(t.oneOffPaymentId),
  ],
);

/** One leg of a transaction, in cents: positive into the account, negative out of it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Insertion order: the payments list's running balance follows it. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    facilityId: facilityIdColumn('restrict'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_non_zero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A payroll run for one pay period (the facility's WEEKLY/BIWEEKLY setting): a DRAFT is computed
 * from the approved timecards and recomputed on demand; APPROVED freezes its lines; PAID once the
 * external nurses' payouts left the vault.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: idColumn(),
    facilityId: facilityIdColumn('restrict'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: payrollRunStatusEnum('status').notNull().default('DRAFT'),
    grossCents: centsColumn('gross_cents').notNull().default(0),
    /** What leaves the vault when the run is paid: the external nurses' gross. */
    payoutCents: centsColumn('payout_cents').notNull().default(0),
    agencyCents: centsColumn('agency_cents').notNull().default(0),
    internalCents: centsColumn('internal_cents').notNull().default(0),
    computedAt: instantColumn('computed_at').notNull().defaultNow(),
    approvedAt: instantColumn('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: instantColumn('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('payroll_runs_facility_period_key').on(t.facilityId, t.periodStart),
    check('payroll_runs_period', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/** One person's pay in a run: hours as minutes, pay as cents. */
export const payrollRunLines = pgTable(
  'payroll_run_lines',
  {
    id: idColumn(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn('restrict'),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** IN, EN or AN at the time of the run. */
    workerType: text('worker_type').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    regularMinutes: integer('regular_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    doubleTimeMinutes: integer('double_time_minutes').notNull().default(0),
    /** Minutes of special shifts that carry a differential (part of the minutes above). */
    differentialMinutes: integer('differential_minutes').notNull().default(0),
    ptoMinutes: integer('pto_minutes').notNull().default(0),
    /** The base rate the hours were paid at (the employee's, or the agency's/position's rate). */
    rateCents: centsColumn('rate_cents').notNull(),
    regularCents: centsColumn('regular_cents').notNull().default(0),
    overtimeCents: centsColumn('overtime_cents').notNull().default(0),
    doubleTimeCents: centsColumn('double_time_cents').notNull().default(0),
    differentialCents: centsColumn('differential_cents').notNull().default(0),
    /** The overtime premium the regular rate owes beyond 1.5x and 2x of the base rate (decision 051). */
    overtimeAdjustmentCents: centsColumn('overtime_adjustment_cents').notNull().default(0),
    ptoCents: centsColumn('pto_cents').notNull().default(0),
    grossCents: centsColumn('gross_cents').notNull().default(0),
    /** The payout of an external nurse's line, once paid. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('payroll_run_lines_run_employee_key').on(t.runId, t.employeeId),
    index('payroll_run_lines_facility_employee_idx').on(t.facilityId, t.employeeId),
    check('payroll_run_lines_worker_type', sql`${t.workerType} in ('IN', 'EN', 'AN')`),
    check(
      'payroll_run_lines_non_negative',
      sql`${t.regularMinutes} >= 0 and ${t.overtimeMinutes} >= 0 and ${t.doubleTimeMinutes} >= 0 and ${t.differentialMinutes} >= 0 and ${t.ptoMinutes} >= 0 and ${t.grossCents} >= 0`,
    ),
  ],
);

/**
 * A line's regular rate in one overtime period where it has overtime (decision 051): the period's
 * straight-time pay over its hours, and the premium it makes, frozen with the line.
 */
export const payrollRunLinePeriods = pgTable(
  'payroll_run_line_periods',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => payrollRunLines.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Every minute of the overtime period, the neighbouring pay period's included. */
    workedMinutes: integer('worked_minutes').notNull(),
    straightCents: centsColumn('straight_cents').notNull(),
    regularRateCents: centsColumn('regular_rate_cents').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    doubleTimeMinutes: integer('double_time_minutes').notNull(),
    premiumCents: centsColumn('premium_cents').notNull(),
    adjustmentCents: centsColumn('adjustment_cents').notNull(),
  },
  (t) => [uniqueIndex('payroll_run_line_periods_key').on(t.lineId, t.periodStart)],
);

/** The Paychex earning category the facility uses for each kind of pay (its own codes). */
export const paychexCategoryMappings = pgTable(
  'paychex_category_mappings',
  {
    facilityId: facilityIdColumn('restrict'),
    earningKind: earningKindEnum('earning_kind').notNull(),
    category: text('category').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paychex_category_mappings_key').on(t.facilityId, t.earningKind)],
);

/** A nurse's expense the facility pays back from the vault (mileage, parking, supplies). */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: idColumn(),
    facilityId: facilityIdColumn('restrict'),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** The code of one of the facility's expense categories (decision 078; the company area's list). */
    category: text('category').notNull(),
    description: text('description').notNull(),
    incurredOn: date('incurred_on', { mode: 'string' }).notNull(),
    /**
     * Mileage only: the miles driven and the rate per mile in thousandths of a dollar (72.5 cents
     * is 725, decision 051); amount = miles x rate, rounded half up to the cent.
     */
    miles: integer('miles'),
    mileRateMills: integer('mile_rate_mills'),
    amountCents: centsColumn('amount_cents').notNull(),
    status: reimbursementStatusEnum('status').notNull().default('PENDING'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: instantColumn('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('reimbursements_facility_created_idx').on(t.facilityId, t.createdAt.desc()),
    check('reimbursements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The facility's review of the PBJ job-title mapping: a row overrides the default of
 * packages/shared/src/pbj/codes.ts; a null code means "this title is not reported" (reviewed).
 */
export const pbjJobTitleCodes = pgTable(
  'pbj_job_title_codes',
  {
    facilityId: facilityIdColumn('restrict'),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    code: smallint('code'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pbj_job_title_codes_key').on(t.facilityId, t.jobTitleId),
    check('pbj_job_title_codes_range', sql`${t.code} is null or ${t.code} between 1 and 40`),
  ],
);

/** A quarter's PBJ notice was raised (once per facility and quarter, by the daily job). */
export const pbjQuarterNotices = pgTable(
  'pbj_quarter_notices',
  {
    facilityId: facilityIdColumn('restrict'),
    fiscalYear: smallint('fiscal_year').notNull(),
    quarter: smallint('quarter').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('pbj_quarter_notices_key').on(t.facilityId, t.fiscalYear, t.quarter)],
);
