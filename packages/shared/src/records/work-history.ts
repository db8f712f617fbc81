/**
 * An employee's work history and prior employment (issue 27, docs/decisions/066-work-history.md):
 * the states a worked shift's timecard is shown in, what counts as late, and the limits of the
 * prior-employment form. Client and server read them from here.
 */
import { LATE_GRACE_MINUTES } from '../staffing/values';

/**
 * A shift's timecard as HR reads it: APPROVED and PENDING as timekeeping has them, REJECTED for a
 * disputed card (the facility refused the hours as punched), MISSED_PUNCH for a card still open
 * whose clock-in or clock-out is missing past the missed-punch job's windows.
 */
export const workHistoryStates = ['APPROVED', 'PENDING', 'REJECTED', 'MISSED_PUNCH'] as const;
export type WorkHistoryState = (typeof workHistoryStates)[number];

const MINUTE_MS = 60_000;

/**
 * Minutes a clock-in came after the booking's start, when more than the grace staffing's
 * reliability counts late by (LATE_GRACE_MINUTES, whole minutes); 0 when on time, null without a
 * clock-in. The grace covers what rounding forgives: the largest increment (15) moves a punch by
 * at most 7 whole minutes (29 CFR 785.48(b): 7:07 rounds to 7:00), so a clock-in that the pay
 * counts from the start is never shown as late.
 */
export function lateMinutesOf(startsAt: Date, clockInAt: Date | null): number | null {
  if (!clockInAt) return null;
  const minutes = Math.floor((clockInAt.getTime() - startsAt.getTime()) / MINUTE_MS);
  return minutes > LATE_GRACE_MINUTES ? minutes : 0;
}

/** Rows one CSV export of a work history holds at most: years of shifts, not an unbounded read. */
export const WORK_HISTORY_EXPORT_MAX_ROWS = 5_000;

export const PRIOR_EMPLOYER_MAX_LENGTH = 150;
export const PRIOR_JOB_TITLE_MAX_LENGTH = 100;
export const PRIOR_CITY_MAX_LENGTH = 100;
export const PRIOR_STATE_MAX_LENGTH = 50;
export const PRIOR_REASON_MAX_LENGTH = 250;
export const PRIOR_REFERENCE_NAME_MAX_LENGTH = 100;
/** Entries one employee may have: a career's employers, not a bulk store. */
export const PRIOR_EMPLOYMENT_MAX_ENTRIES = 50;

/** A month of prior employment, `YYYY-MM`: month precision is what credentialing asks. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7);
