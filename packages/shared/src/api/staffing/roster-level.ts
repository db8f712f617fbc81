/**
 * How well a roster day is staffed (issue 15, decision 032; measured by positions since issue 28,
 * decision 071): the positions booked on the day's shifts against the positions its shifts need,
 * narrowed to a job title or a unit when the grid is. It read the facility's confirmed hours
 * against its budget before, and every demo day read CRITICAL: the budget is the whole census's
 * 3.5 hours per patient day, of which the demo's shifts schedule under half, so the share never
 * reached the 80 % line whatever was booked. The need a scheduler fills is the shifts' positions.
 */
export const staffingLevels = ['OK', 'SHORT', 'CRITICAL'] as const;
export type StaffingLevel = (typeof staffingLevels)[number];

/**
 * At or above this share of the needed positions the day is staffed: the budget view's own 5 %
 * tolerance (one open position of twenty is covered by a float, not a call-around).
 */
export const STAFFED_SHARE = 0.95;
/** Below this share the day is critical: a fifth of the needed people are missing. */
export const CRITICAL_SHARE = 0.8;

/** OK, SHORT or CRITICAL for `booked` of `needed` positions; null when the day needs none. */
export function staffingLevelOf(needed: number, booked: number): StaffingLevel | null {
  if (needed <= 0) return null;
  if (booked >= needed * STAFFED_SHARE) return 'OK';
  return booked >= needed * CRITICAL_SHARE ? 'SHORT' : 'CRITICAL';
}
