/**
 * How understaffed a roster day is (issue 15, decision 032): the day's confirmed hours (booked
 * paid hours of its shifts, as the dashboard counts them) against its budgeted hours. The census
 * turns both into HPPD; with one patient count for the day the ratio of HPPDs is the ratio of hours.
 */
export const staffingLevels = ['OK', 'SHORT', 'CRITICAL'] as const;
export type StaffingLevel = (typeof staffingLevels)[number];

/** At or above this share of the budget the day is staffed: the budget view's own 5 % tolerance. */
export const STAFFED_SHARE = 0.95;
/** Below this share the day is critical: a fifth of the budgeted care is missing. */
export const CRITICAL_SHARE = 0.8;

/** OK, SHORT or CRITICAL; null when the day has no budget to measure against. */
export function staffingLevelOf(budgetedHours: number | null, confirmedHours: number): StaffingLevel | null {
  if (budgetedHours == null) return null;
  if (budgetedHours === 0 || confirmedHours >= budgetedHours * STAFFED_SHARE) return 'OK';
  return confirmedHours >= budgetedHours * CRITICAL_SHARE ? 'SHORT' : 'CRITICAL';
}
