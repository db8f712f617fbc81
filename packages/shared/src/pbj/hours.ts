import { addDays, zonedDate, zonedInstant, type Zone } from '../format/wall-clock';
import type { RoundingIncrement } from '../timekeeping/values';
import { roundPunch } from '../timekeeping/worked-time';

/** Part of a worked interval on one facility-local calendar date. */
export type DayPiece = { date: string; ms: number };

/**
 * Cuts `[from, to)` at each midnight of the facility's zone: PBJ counts hours on the calendar
 * date they were worked. Midnights come from the zone, so a daylight-saving day is 23 or 25 hours
 * long and a night across the change gets its real length.
 */
export function splitAtMidnight(from: Date, to: Date, zone: Zone): DayPiece[] {
  const pieces: DayPiece[] = [];
  let cursor = from.getTime();
  while (cursor < to.getTime()) {
    const date = zonedDate(new Date(cursor), zone);
    const midnight = zonedInstant(addDays(date, 1), '00:00', zone).getTime();
    const end = Math.min(midnight, to.getTime());
    pieces.push({ date, ms: end - cursor });
    cursor = end;
  }
  return pieces;
}

/**
 * Splits a whole number `total` into parts proportional to `weights`, in whole numbers that sum to
 * `total` exactly (largest remainder; a tie goes to the earlier part).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export type ApprovedTimecard = {
  clockInAt: Date;
  clockOutAt: Date;
  rounding: RoundingIncrement;
  /** The timecard's PBJ minutes: its span less the meal (`pbjMinutesOf`). */
  workedMinutes: number;
};

/**
 * A timecard's worked minutes by facility-local date. The effective times are the rounded
 * punches the timecard's minutes were computed from; its minutes (meal already deducted) are
 * spread over the dates in proportion to the time on each, so the unpaid meal falls on both sides
 * of midnight as the shift does, and the dates add up to the timecard exactly.
 */
export function workedMinutesByDate(card: ApprovedTimecard, zone: Zone): { date: string; minutes: number }[] {
  const from = roundPunch(card.clockInAt, card.rounding);
  const to = roundPunch(card.clockOutAt, card.rounding);
  const pieces = splitAtMidnight(from, to, zone);
  const minutes = apportion(
    card.workedMinutes,
    pieces.map((p) => p.ms),
  );
  return pieces.map((p, i) => ({ date: p.date, minutes: minutes[i]! })).filter((p) => p.minutes > 0);
}
