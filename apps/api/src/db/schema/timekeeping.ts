import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  changeActorKinds,
  corporateLineKinds,
  corporateLineStatuses,
  corporateTimesheetStatuses,
  missedPunchStatuses,
  ptoEntryKinds,
  ptoRequestStatuses,
  punchFlags,
  punchKinds,
  timecardStatuses,
} from '@careroster/shared/timekeeping/values';
import { centsColumn, createdAtColumn, idColumn, instantColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { users } from './core';
import { assignments } from './scheduling';
import { timeClockKiosks } from './timekeeping-kiosks';
import { agencies, employees } from './workforce';

export const punchKindEnum = pgEnum('punch_kind', punchKinds);
export const punchFlagEnum = pgEnum('punch_flag', punchFlags);
export const timecardStatusEnum = pgEnum('timecard_status', timecardStatuses);
export const changeActorKindEnum = pgEnum('change_actor_kind', changeActorKinds);
export const missedPunchStatusEnum = pgEnum('missed_punch_status', missedPunchStatuses);
export const corporateTimesheetStatusEnum = pgEnum('corporate_timesheet_status', corporateTimesheetStatuses);
export const corporateLineStatusEnum = pgEnum('corporate_line_status', corporateLineStatuses);
export const corporateLineKindEnum = pgEnum('corporate_line_kind', corporateLineKinds);
export const ptoRequestStatusEnum = pgEnum('pto_request_status', ptoRequestStatuses);
export const ptoEntryKindEnum = pgEnum('pto_entry_kind', ptoEntryKinds);

const employeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });

/**
 * A nurse's personal time-clock link at one facility. The link token (sent through the outbox)
 * works once: the first device to open it trades it for a device token, which the phone keeps.
 * Both are stored as sha256. Revoking ends both; the facility sends a new link to move devices.
 */
export const timeClockLinks = pgTable(
  'time_clock_links',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: employeeId(),
    linkTokenHash: text('link_token_hash').notNull(),
    linkUsedAt: instantColumn('link_used_at'),
    deviceTokenHash: text('device_token_hash'),
    /** A short description of the device that claimed the link (browser and platform), for the facility. */
    deviceLabel: text('device_label'),
    expiresAt: instantColumn('expires_at').notNull(),
    revokedAt: instantColumn('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: instantColumn('last_seen_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('time_clock_links_link_token_key').on(t.linkTokenHash),
    uniqueIndex('time_clock_links_device_token_key').on(t.deviceTokenHash),
    index('time_clock_links_employee_idx').on(t.employeeId, t.createdAt.desc()),
  ],
);

/**
 * A file of punches imported from another time clock (decision 053). The file's sha256 is unique
 * per facility: the same file sent again imports nothing.
 */
export const punchImports = pgTable(
  'punch_imports',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    fileSha256: text('file_sha256').notNull(),
    filename: text('filename').notNull(),
    /** Punch pairs (rows) imported. */
    pairCount: integer('pair_count').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('punch_imports_facility_file_key').on(t.facilityId, t.fileSha256)],
);

/**
 * A raw punch, as the nurse's phone sent it or a punch import brought it: never updated or deleted
 * (a trigger of migration 0009 refuses both). Corrections are `timecard_changes`.
 */
export const punches = pgTable(
  'punches',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    employeeId: employeeId(),
    timeClockLinkId: uuid('time_clock_link_id').references(() => timeClockLinks.id, { onDelete: 'set null' }),
    /** The facility's shared time clock it was punched on (decision 067); null for the phone and imports. */
    kioskId: uuid('kiosk_id').references(() => timeClockKiosks.id),
    kind: punchKindEnum('kind').notNull(),
    /**
     * The server's clock when the punch arrived; the phone's clock is not trusted. An imported
     * punch carries the time the facility's other clock recorded.
     */
    punchedAt: instantColumn('punched_at').notNull(),
    /** The import that brought it; null for the nurse's own time clock. */
    importId: uuid('import_id').references(() => punchImports.id, { onDelete: 'restrict' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMetres: doublePrecision('accuracy_metres'),
    /** From the facility's coordinates at the time of the punch; null without a location. */
    distanceMetres: doublePrecision('distance_metres'),
    /** Key of the camera photo in the file store. */
    photoKey: text('photo_key'),
    flags: punchFlagEnum('flags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    flagReason: text('flag_reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('punches_assignment_idx').on(t.assignmentId, t.punchedAt),
    index('punches_facility_punched_at_idx').on(t.facilityId, t.punchedAt),
    check('punches_flagged_has_reason', sql`cardinality(${t.flags}) = 0 or ${t.flagReason} is not null`),
  ],
);

/**
 * One per booking: the hours worked. clock_in_at/clock_out_at are the effective times: the punch,
 * or the latest correction. worked_minutes is after rounding and the shift's meal time.
 */
export const timecards = pgTable(
  'timecards',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    employeeId: employeeId(),
    /** The facility-local date the shift starts on: the timesheet's day. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockInAt: instantColumn('clock_in_at'),
    clockOutAt: instantColumn('clock_out_at'),
    clockInPunchId: uuid('clock_in_punch_id').references(() => punches.id),
    clockOutPunchId: uuid('clock_out_punch_id').references(() => punches.id),
    breakMinutes: smallint('break_minutes').notNull().default(0),
    /** The facility's rounding when last computed (0, 5, 6, 15). */
    roundingMinutes: smallint('rounding_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    status: timecardStatusEnum('status').notNull().default('PENDING'),
    /** A punch of it is flagged, or a punch is missing. */
    flagged: boolean('flagged').notNull().default(false),
    disputeReason: text('dispute_reason'),
    decidedAt: instantColumn('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    autoApproved: boolean('auto_approved').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timecards_assignment_key').on(t.assignmentId),
    index('timecards_facility_work_date_idx').on(t.facilityId, t.workDate),
    index('timecards_employee_work_date_idx').on(t.employeeId, t.workDate),
    index('timecards_pending_idx')
      .on(t.facilityId, t.workDate)
      .where(sql`${t.status} = 'PENDING'`),
    check('timecards_worked_non_negative', sql`${t.workedMinutes} >= 0 and ${t.breakMinutes} >= 0`),
    check('timecards_out_after_in', sql`${t.clockOutAt} is null or ${t.clockInAt} is null or ${t.clockOutAt} > ${t.clockInAt}`),
    check('timecards_disputed_has_reason', sql`${t.status} <> 'DISPUTED' or ${t.disputeReason} is not null`),
  ],
);

/** Every change to a timecard: who, when, old and new value, why. Corrections of times are rows here. */
export const timecardChanges = pgTable(
  'timecard_changes',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    timecardId: uuid('timecard_id')
      .notNull()
      .references(() => timecards.id, { onDelete: 'cascade' }),
    /** clock_in_at, clock_out_at, break_minutes, status. */
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    reason: text('reason'),
    actorKind: changeActorKindEnum('actor_kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown for actors without a user: the nurse, the supervisor, the approver, the job. */
    actorLabel: text('actor_label'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('timecard_changes_timecard_idx').on(t.timecardId, t.createdAt)],
);

/** A booking found without a clock-in (15 min after start) or clock-out (60 min after end). */
export const missedPunches = pgTable(
  'missed_punches',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    timecardId: uuid('timecard_id')
      .notNull()
      .references(() => timecards.id, { onDelete: 'cascade' }),
    employeeId: employeeId(),
    kind: punchKindEnum('kind').notNull(),
    status: missedPunchStatusEnum('status').notNull().default('OPEN'),
    detectedAt: instantColumn('detected_at').notNull().defaultNow(),
    /** The time the nurse proposes, from her time clock. */
    proposedAt: instantColumn('proposed_at'),
    proposedReason: text('proposed_reason'),
    proposedRecordedAt: instantColumn('proposed_recorded_at'),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    lastRemindedAt: instantColumn('last_reminded_at'),
    /** The time that went on the timecard (the proposal, or the correction). */
    resolvedTime: instantColumn('resolved_time'),
    resolvedAt: instantColumn('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedByLabel: text('resolved_by_label'),
    resolutionReason: text('resolution_reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('missed_punches_assignment_kind_key').on(t.assignmentId, t.kind),
    index('missed_punches_facility_status_idx').on(t.facilityId, t.status, t.detectedAt),
  ],
);

/** The supervisor's single-use link to act on one missed punch (72 hours). */
export const missedPunchActionTokens = pgTable(
  'missed_punch_action_tokens',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    missedPunchId: uuid('missed_punch_id')
      .notNull()
      .references(() => missedPunches.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    usedAt: instantColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('missed_punch_action_tokens_hash_key').on(t.tokenHash)],
);

/** A period's hours of one agency's nurses, sent to the agency's approver. */
export const corporateTimesheets = pgTable(
  'corporate_timesheets',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    approverName: text('approver_name'),
    approverEmail: text('approver_email').notNull(),
    status: corporateTimesheetStatusEnum('status').notNull().default('SENT'),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: instantColumn('token_expires_at').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: instantColumn('sent_at').notNull().defaultNow(),
    resendCount: smallint('resend_count').notNull().default(0),
    submittedAt: instantColumn('submitted_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('corporate_timesheets_token_key').on(t.tokenHash),
    index('corporate_timesheets_facility_period_idx').on(t.facilityId, t.periodStart.desc()),
    check('corporate_timesheets_period', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

export const corporateTimesheetLines = pgTable(
  'corporate_timesheet_lines',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    corporateTimesheetId: uuid('corporate_timesheet_id')
      .notNull()
      .references(() => corporateTimesheets.id, { onDelete: 'cascade' }),
    kind: corporateLineKindEnum('kind').notNull().default('TIMECARD'),
    timecardId: uuid('timecard_id').references(() => timecards.id, { onDelete: 'set null' }),
    employeeId: employeeId(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockInAt: instantColumn('clock_in_at'),
    clockOutAt: instantColumn('clock_out_at'),
    workedMinutes: integer('worked_minutes').notNull(),
    status: corporateLineStatusEnum('status').notNull().default('PENDING'),
    comment: text('comment'),
    decidedAt: instantColumn('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('corporate_timesheet_lines_sheet_idx').on(t.corporateTimesheetId, t.workDate),
    check('corporate_lines_disputed_has_comment', sql`${t.status} <> 'DISPUTED' or ${t.comment} is not null`),
  ],
);

/** An assignment or acceptance that went ahead despite projected overtime, and why. */
export const overtimeOverrides = pgTable(
  'overtime_overrides',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    employeeId: employeeId(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    costCents: centsColumn('cost_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('overtime_overrides_facility_idx').on(t.facilityId, t.createdAt)],
);

/** One OVERTIME notification per employee and workweek: the job remembers whom it told. */
export const overtimeAlerts = pgTable(
  'overtime_alerts',
  {
    facilityId: facilityIdColumn(),
    employeeId: employeeId(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('overtime_alerts_key').on(t.employeeId, t.weekStart)],
);

/** Accrual per hour worked (hours of PTO per hour), a yearly cap and what carries into next year. */
export const ptoPolicies = pgTable(
  'pto_policies',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    accrualPerHour: numeric('accrual_per_hour', { precision: 6, scale: 4 }).notNull(),
    annualCapMinutes: integer('annual_cap_minutes').notNull(),
    carryOverMinutes: integer('carry_over_minutes').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('pto_policies_facility_name_key').on(t.facilityId, t.name),
    uniqueIndex('pto_policies_one_default')
      .on(t.facilityId)
      .where(sql`${t.isDefault}`),
    check('pto_policies_non_negative', sql`${t.accrualPerHour} >= 0 and ${t.annualCapMinutes} >= 0 and ${t.carryOverMinutes} >= 0`),
  ],
);

export const ptoRequests = pgTable(
  'pto_requests',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: employeeId(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason'),
    status: ptoRequestStatusEnum('status').notNull().default('PENDING'),
    /** NURSE from her time clock, USER from the facility. */
    enteredBy: changeActorKindEnum('entered_by').notNull(),
    enteredByUser: uuid('entered_by_user').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instantColumn('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('pto_requests_facility_status_idx').on(t.facilityId, t.status, t.startDate),
    index('pto_requests_employee_idx').on(t.employeeId, t.startDate.desc()),
    check('pto_requests_dates', sql`${t.endDate} >= ${t.startDate} and ${t.minutes} > 0`),
  ],
);

/** The policy an employee accrues under; without a row, the facility's default policy. */
export const employeePtoPolicies = pgTable('employee_pto_policies', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  facilityId: facilityIdColumn(),
  policyId: uuid('policy_id')
    .notNull()
    .references(() => ptoPolicies.id, { onDelete: 'cascade' }),
});

/** Signed minutes of PTO: accrual from approved timecards, usage from approved requests, carry-over, adjustments. */
export const ptoLedger = pgTable(
  'pto_ledger',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: employeeId(),
    kind: ptoEntryKindEnum('kind').notNull(),
    minutes: integer('minutes').notNull(),
    /** The calendar year the entry counts toward (cap and carry-over are yearly). */
    year: smallint('year').notNull(),
    timecardId: uuid('timecard_id').references(() => timecards.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => ptoRequests.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('pto_ledger_employee_year_idx').on(t.employeeId, t.year),
    uniqueIndex('pto_ledger_accrual_per_timecard')
      .on(t.timecardId)
      .where(sql`${t.kind} = 'ACCRUAL'`),
  ],
);
