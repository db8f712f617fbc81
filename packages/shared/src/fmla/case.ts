/**
 * The qualifying reasons of 29 CFR 825.112(a)(1)-(5) a case records. Military caregiver leave
 * (825.112(a)(5) with its 26 workweeks in a single 12-month period, 825.127 and 825.200(f)) is not
 * offered: its own entitlement and period would need a second balance.
 */
export const fmlaReasons = ['OWN_HEALTH', 'FAMILY_CARE', 'BIRTH_BONDING', 'MILITARY_EXIGENCY'] as const;
export type FmlaReason = (typeof fmlaReasons)[number];

/** Continuous leave, or intermittent / reduced-schedule leave (825.202). */
export const fmlaLeaveKinds = ['CONTINUOUS', 'INTERMITTENT'] as const;
export type FmlaLeaveKind = (typeof fmlaLeaveKinds)[number];

export const fmlaCaseStatuses = ['OPEN', 'CLOSED'] as const;

/**
 * A certification's life (825.305): asked for, returned, accepted, or found insufficient, which
 * gives the employee seven calendar days to cure it (825.305(c)).
 */
export const fmlaCertificationStatuses = ['REQUESTED', 'RECEIVED', 'APPROVED', 'INSUFFICIENT'] as const;
export type FmlaCertificationStatus = (typeof fmlaCertificationStatuses)[number];

/** 825.305(b): at least 15 calendar days to return a requested certification. */
export const FMLA_CERTIFICATION_DAYS = 15;
/** 825.305(c): seven calendar days to cure an insufficient or incomplete certification. */
export const FMLA_CURE_DAYS = 7;
/** The reminder before a due date: this many days ahead (the product's choice). */
export const FMLA_REMINDER_DAYS_BEFORE = 3;

/** An entry's hours: more than 0, in quarter hours, at most a day (as PTO's). */
export const FMLA_ENTRY_MAX_HOURS = 24;
/** A workweek stated by staff: more than 0, at most the week's 168 hours. */
export const FMLA_WORKWEEK_MAX_HOURS = 168;
/** Employees of the employer at its other worksites within 75 miles, as staff state them. */
export const FMLA_OTHER_EMPLOYEES_MAX = 100_000;
/** Hours worked elsewhere-recorded in the 12 months before the leave: at most every hour of a leap year. */
export const FMLA_OTHER_HOURS_MAX = 8784;
