import { fmlaCaseStatuses, fmlaCertificationStatuses, fmlaLeaveKinds, fmlaReasons } from '@careroster/shared/fmla/case';
import type { FmlaEligibility } from '@careroster/shared/fmla/eligibility';
import { fmlaPeriodMethods } from '@careroster/shared/fmla/period';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { employees } from './workforce';

/** FMLA (issue 30, decision 076): the facility's method, the cases, their leave entries and certifications. */
export const fmlaPeriodMethodEnum = pgEnum('fmla_period_method', fmlaPeriodMethods);
export const fmlaReasonEnum = pgEnum('fmla_reason', fmlaReasons);
export const fmlaLeaveKindEnum = pgEnum('fmla_leave_kind', fmlaLeaveKinds);
export const fmlaCaseStatusEnum = pgEnum('fmla_case_status', fmlaCaseStatuses);
export const fmlaCertificationStatusEnum = pgEnum('fmla_certification_status', fmlaCertificationStatuses);

/**
 * One row per facility that changed the default (rolling back, 825.200(b)(4)). A change keeps the
 * method it replaces until `effective_from`, 60 days on (825.200(d)(1)). Its own table rather than
 * facility columns (decision 048's alternative): the setting is a method with its pending change.
 */
export const fmlaSettings = pgTable(
  'fmla_settings',
  {
    facilityId: facilityIdColumn().primaryKey(),
    method: fmlaPeriodMethodEnum('method').notNull().default('ROLLING'),
    /** 'MM-DD' of the fixed leave year (LEAVE_YEAR). */
    leaveYearStart: text('leave_year_start').notNull().default('01-01'),
    previousMethod: fmlaPeriodMethodEnum('previous_method'),
    previousLeaveYearStart: text('previous_leave_year_start'),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    /** Employees of the same employer at its other worksites within 75 miles (825.110(a)(3), 825.111). */
    otherWorksiteEmployees: integer('other_worksite_employees').notNull().default(0),
    updatedAt: createdAtColumn(),
  },
  (t) => [check('fmla_settings_other_employees', sql`${t.otherWorksiteEmployees} >= 0`)],
);

/** A need for leave: one employee, one reason, its span and kind, its eligibility as determined then. */
export const fmlaCases = pgTable(
  'fmla_cases',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    reason: fmlaReasonEnum('reason').notNull(),
    kind: fmlaLeaveKindEnum('kind').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expectedEndDate: date('expected_end_date', { mode: 'string' }).notNull(),
    /** The day she gave notice: the 50-employee count is taken then (825.110(e)). */
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    status: fmlaCaseStatusEnum('status').notNull().default('OPEN'),
    /** Her normal workweek: 12 of them are her entitlement in hours (825.205(b)). */
    workweekMinutes: integer('workweek_minutes').notNull(),
    /** Hours worked in the 12 months before the leave that staff entered from other records (825.110(c)). */
    otherWorkedMinutes: integer('other_worked_minutes').notNull().default(0),
    eligibility: jsonb('eligibility').$type<FmlaEligibility>().notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('fmla_cases_facility_idx').on(t.facilityId, t.status, t.startDate),
    index('fmla_cases_employee_idx').on(t.employeeId, t.startDate),
    check('fmla_cases_dates', sql`${t.expectedEndDate} >= ${t.startDate} and ${t.workweekMinutes} > 0`),
  ],
);

/** Hours of FMLA leave on one day; some of them may be paid as PTO (825.207), through a PTO request. */
export const fmlaEntries = pgTable(
  'fmla_entries',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => fmlaCases.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    /** The approved PTO request the pto area wrote for the substituted hours (no FK: pto owns that table). */
    ptoRequestId: uuid('pto_request_id'),
    ptoMinutes: integer('pto_minutes').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('fmla_entries_case_date_key').on(t.caseId, t.date),
    index('fmla_entries_facility_date_idx').on(t.facilityId, t.date),
    index('fmla_entries_employee_idx').on(t.employeeId, t.date),
    check('fmla_entries_minutes', sql`${t.minutes} > 0 and ${t.ptoMinutes} between 0 and ${t.minutes}`),
  ],
);

/** A certification asked of the employee (825.305), with its file once returned. */
export const fmlaCertifications = pgTable(
  'fmla_certifications',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => fmlaCases.id, { onDelete: 'cascade' }),
    status: fmlaCertificationStatusEnum('status').notNull().default('REQUESTED'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    /** 15 days after the request (825.305(b)), or 7 after it was found insufficient (825.305(c)). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    filePath: text('file_path'),
    filename: text('filename'),
    contentType: text('content_type'),
    filesize: integer('filesize'),
    note: text('note'),
    /** The due date each reminder was sent for, so the daily job sends each once. */
    remindedBeforeFor: date('reminded_before_for', { mode: 'string' }),
    remindedOverdueFor: date('reminded_overdue_for', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at'),
  },
  (t) => [index('fmla_certifications_case_idx').on(t.caseId), index('fmla_certifications_due_idx').on(t.status, t.dueDate)],
);
