/**
 * Timekeeping's value lists and limits (issue 12). The database enums, the contracts and the pages
 * read them from here, so a status or a rule is spelt once.
 */

/** A raw punch from the nurse's time clock. Raw punches are never changed (migration 0009 refuses it). */
export const punchKinds = ['IN', 'OUT'] as const;
export type PunchKind = (typeof punchKinds)[number];

/** Why a punch is flagged; it is still accepted, with the reason the nurse gives. */
export const punchFlags = ['OUTSIDE_GEOFENCE', 'NO_LOCATION', 'NO_PHOTO'] as const;
export type PunchFlag = (typeof punchFlags)[number];

export const timecardStatuses = ['PENDING', 'APPROVED', 'DISPUTED'] as const;
export type TimecardStatus = (typeof timecardStatuses)[number];

/** Who made a change to a timecard: a facility user, the nurse, the shift's supervisor by link, an approver, a job. */
export const changeActorKinds = ['USER', 'NURSE', 'SUPERVISOR', 'APPROVER', 'SYSTEM'] as const;
export type ChangeActorKind = (typeof changeActorKinds)[number];

/** Rounding of punches per facility, in minutes; 0 is none. Neutral both ways (29 CFR 785.48). */
export const roundingIncrements = [0, 5, 6, 15] as const;
export type RoundingIncrement = (typeof roundingIncrements)[number];

export const overtimeRules = ['FLSA_WEEKLY', 'EIGHT_EIGHTY', 'CALIFORNIA'] as const;
export type OvertimeRule = (typeof overtimeRules)[number];

/** What a projected overtime does to an assignment or an acceptance. */
export const overtimeEnforcements = ['WARN', 'BLOCK'] as const;
export type OvertimeEnforcement = (typeof overtimeEnforcements)[number];

export const missedPunchStatuses = ['OPEN', 'PROPOSED', 'APPROVED', 'REJECTED'] as const;
export type MissedPunchStatus = (typeof missedPunchStatuses)[number];

export const corporateTimesheetStatuses = ['SENT', 'IN_REVIEW', 'APPROVED', 'DISPUTED'] as const;
export type CorporateTimesheetStatus = (typeof corporateTimesheetStatuses)[number];

export const corporateLineStatuses = ['PENDING', 'APPROVED', 'DISPUTED'] as const;
export type CorporateLineStatus = (typeof corporateLineStatuses)[number];

/** A line of hours from a timecard, or a missing attendance the approver logged. */
export const corporateLineKinds = ['TIMECARD', 'LOGGED_ATTENDANCE'] as const;
export type CorporateLineKind = (typeof corporateLineKinds)[number];

export const ptoRequestStatuses = ['PENDING', 'APPROVED', 'DENIED', 'CANCELLED'] as const;
export type PtoRequestStatus = (typeof ptoRequestStatuses)[number];

export const ptoEntryKinds = ['ACCRUAL', 'USAGE', 'CARRY_OVER', 'ADJUSTMENT', 'FORFEIT'] as const;
export type PtoEntryKind = (typeof ptoEntryKinds)[number];

export const GEOFENCE_MIN_METRES = 200;
export const GEOFENCE_DEFAULT_METRES = 300;
/** Clock in is allowed from this long before the shift starts. */
export const CLOCK_IN_EARLY_MINUTES = 15;
/** The missed-punch job looks for no clock-in this long after start ... */
export const MISSED_CLOCK_IN_AFTER_MINUTES = 15;
/** ... and no clock-out this long after the end. */
export const MISSED_CLOCK_OUT_AFTER_MINUTES = 60;
/** Timecards not acted on this long after their pay period ends are approved by a job (default). */
export const APPROVAL_DEADLINE_DEFAULT_HOURS = 48;
/** The supervisor's missed-punch link works once, for this long. */
export const MISSED_PUNCH_LINK_HOURS = 72;
/** A time-clock link is long-lived; the facility revokes it or sends a new one. */
export const TIME_CLOCK_LINK_DAYS = 365;
/** The corporate approver's link. */
export const CORPORATE_TIMESHEET_LINK_DAYS = 14;
/** The reason a nurse gives for a flagged punch, a dispute, a correction. */
export const TIMEKEEPING_REASON_MAX_LENGTH = 250;
/** ACA full-time: 130 hours of service in a month. */
export const ACA_MONTHLY_HOURS = 130;

/**
 * The columns of a punch import file (decision 053), in the template's order: the facility's
 * employee id, the facility-local clock-in and clock-out (`YYYY-MM-DD HH:mm`), the unpaid break,
 * and the shift, needed only when two bookings of the nurse overlap the punches.
 */
export const PUNCH_IMPORT_COLUMNS = ['emp_id', 'in', 'out', 'break_minutes', 'shift_id'] as const;
export type PunchImportColumn = (typeof PUNCH_IMPORT_COLUMNS)[number];
/** Columns a file may leave out; every other one must be in its header. */
export const PUNCH_IMPORT_OPTIONAL_COLUMNS: readonly PunchImportColumn[] = ['shift_id'];
/** A clock-in and clock-out further apart than this is a typo (a wrong day), not a shift. */
export const PUNCH_IMPORT_MAX_HOURS = 24;
