import {
  CLOCK_IN_EARLY_MINUTES,
  MISSED_CLOCK_IN_AFTER_MINUTES,
  MISSED_CLOCK_OUT_AFTER_MINUTES,
  type PunchKind,
} from '../../../timekeeping/values';

/**
 * The missed-punch rules (docs/decisions/020-missed-punches.md): when the job calls a punch
 * missing, which times a nurse may propose, and how often the facility may remind her. The server
 * enforces them; the time-clock page and the queue read them for their hints.
 */

/** The job looks this far back: a booking older than this when the job first runs is history, not a missed punch. */
export const MISSED_PUNCH_LOOKBACK_HOURS = 48;
/** A proposed clock-out may be at most this long after the shift's end (a long overrun, not a forgotten day). */
export const MISSED_CLOCK_OUT_LATEST_HOURS = 12;
/** The facility's "remind" is refused while the last reminder is younger than this. */
export const MISSED_PUNCH_REMIND_INTERVAL_MINUTES = 60;
/** The name a supervisor signs an action with. */
export const SUPERVISOR_NAME_MAX_LENGTH = 100;

const MINUTE = 60_000;

/** The instant after which a booking's punch of this kind counts as missed. */
export const missedAfter = (kind: PunchKind, booking: { startsAt: Date; endsAt: Date }): Date =>
  kind === 'IN'
    ? new Date(booking.startsAt.getTime() + MISSED_CLOCK_IN_AFTER_MINUTES * MINUTE)
    : new Date(booking.endsAt.getTime() + MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE);

/** A closed or open range of instants: `strict` ends exclude the bound itself. */
export type TimeWindow = { earliest: Date; latest: Date; strictEarliest: boolean; strictLatest: boolean };

/**
 * The plausible range of a proposed (or corrected) time, never after `now`:
 * - a clock-in from the earliest a clock-in is allowed (15 minutes before the start) to the end,
 *   and before the timecard's clock-out when it has one;
 * - a clock-out after the clock-in (the timecard's, else the start) and at most 12 hours after the end.
 * Null when nothing fits (a clock-out asked for before any time after the clock-in has passed).
 */
export function proposalWindow(
  kind: PunchKind,
  booking: { startsAt: Date; endsAt: Date; clockInAt?: Date | null; clockOutAt?: Date | null },
  now: Date,
): TimeWindow | null {
  const ms = (d: Date) => d.getTime();
  let window: TimeWindow;
  if (kind === 'IN') {
    const earliest = new Date(ms(booking.startsAt) - CLOCK_IN_EARLY_MINUTES * MINUTE);
    const bounds = [booking.endsAt, now, ...(booking.clockOutAt ? [booking.clockOutAt] : [])];
    const latest = bounds.reduce((a, b) => (ms(b) < ms(a) ? b : a));
    // The timecard refuses a clock-out equal to the clock-in.
    window = { earliest, latest, strictEarliest: false, strictLatest: booking.clockOutAt != null && ms(latest) === ms(booking.clockOutAt) };
  } else {
    const earliest = booking.clockInAt ?? booking.startsAt;
    const end = new Date(ms(booking.endsAt) + MISSED_CLOCK_OUT_LATEST_HOURS * 60 * MINUTE);
    const latest = ms(end) < ms(now) ? end : now;
    window = { earliest, latest, strictEarliest: booking.clockInAt != null, strictLatest: false };
  }
  const empty =
    ms(window.latest) < ms(window.earliest) ||
    (ms(window.latest) === ms(window.earliest) && (window.strictEarliest || window.strictLatest));
  return empty ? null : window;
}

/** Whether `time` is inside the window. */
export function isPlausible(window: TimeWindow, time: Date): boolean {
  const t = time.getTime();
  const e = window.earliest.getTime();
  const l = window.latest.getTime();
  return (window.strictEarliest ? t > e : t >= e) && (window.strictLatest ? t < l : t <= l);
}

/** Minutes until another reminder may go, 0 when it may go now. */
export function remindWaitMinutes(lastRemindedAt: Date | null, now: Date): number {
  if (!lastRemindedAt) return 0;
  const next = lastRemindedAt.getTime() + MISSED_PUNCH_REMIND_INTERVAL_MINUTES * MINUTE;
  return Math.max(0, Math.ceil((next - now.getTime()) / MINUTE));
}
