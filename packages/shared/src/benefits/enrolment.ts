import { addDays } from '../format/wall-clock';
import type { DependentRelation } from '../lookups';
import { productMessages } from '../messages';
import { LIFE_EVENT_WINDOW_DAYS, type CoverageTier, type EnrolmentSource, type LifeEventKind } from './values';

/**
 * Whether the dependents chosen fit the tier (decision 075): employee alone covers nobody else,
 * employee + spouse exactly one spouse, employee + children one child or more and no spouse,
 * family a spouse and one child or more. A parent is not covered by any tier. Answers the refusal's
 * message, or null when they fit.
 */
export function tierMismatch(tier: CoverageTier, relations: readonly DependentRelation[]): string | null {
  const spouses = relations.filter((r) => r === 'SPOUSE').length;
  const children = relations.filter((r) => r === 'CHILDREN').length;
  if (relations.some((r) => r === 'PARENT')) return productMessages.benefitsParentNotCovered;
  if (spouses > 1) return productMessages.benefitsOneSpouse;
  const fits: Record<CoverageTier, boolean> = {
    EMPLOYEE: spouses === 0 && children === 0,
    EMPLOYEE_SPOUSE: spouses === 1 && children === 0,
    EMPLOYEE_CHILDREN: spouses === 0 && children > 0,
    FAMILY: spouses === 1 && children > 0,
  };
  return fits[tier] ? null : productMessages.benefitsTierMismatch[tier];
}

export type PlanYearDates = { start: string; end: string; enrolmentOpens: string; enrolmentCloses: string };
export type LifeEventDate = { id: string; kind: LifeEventKind; date: string };

/** A window open today for a plan year: where it comes from, when it closes and the coverage date it gives. */
export type OpenWindow = { source: EnrolmentSource; lifeEventId: string | null; closes: string; effectiveFrom: string };

/** The first day of the calendar month after `date`. */
export const firstOfNextMonth = (date: string): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The coverage date a life event gives when the election is made on `today`: a birth, adoption or
 * placement from its own date, a marriage from the first day of the month after the request
 * (29 CFR 2590.701-6(b), 45 CFR 146.117(b)), a hire from her date of joining (the plan's
 * waiting period is added per plan, `coverageStart`).
 */
function lifeEventEffective(source: Exclude<EnrolmentSource, 'OPEN_ENROLMENT'>, eventDate: string, today: string): string {
  return source === 'MARRIAGE' ? firstOfNextMonth(today) : eventDate;
}

/**
 * The window an employee may elect in today for a plan year (decision 075): the year's open
 * enrolment first (coverage from the year's first day), else her latest life event whose 30 days
 * include today (her hire counts, from her date of joining). A coverage date before the year starts
 * moves to its first day; one after the year ends is no window for this year. Null: closed.
 */
export function openWindow(input: {
  today: string;
  year: PlanYearDates;
  hireDate: string | null;
  lifeEvents: readonly LifeEventDate[];
}): OpenWindow | null {
  const { today, year } = input;
  if (year.enrolmentOpens <= today && today <= year.enrolmentCloses)
    return { source: 'OPEN_ENROLMENT', lifeEventId: null, closes: year.enrolmentCloses, effectiveFrom: year.start };
  const events = [
    ...(input.hireDate ? [{ id: null, kind: 'HIRE' as const, date: input.hireDate }] : []),
    ...input.lifeEvents.map((e) => ({ ...e, id: e.id })),
  ]
    .filter((e) => e.date <= today && today <= addDays(e.date, LIFE_EVENT_WINDOW_DAYS))
    .sort((a, b) => b.date.localeCompare(a.date));
  for (const e of events) {
    const raw = lifeEventEffective(e.kind, e.date, today);
    const effectiveFrom = raw < year.start ? year.start : raw;
    if (effectiveFrom <= year.end)
      return { source: e.kind, lifeEventId: e.id, closes: addDays(e.date, LIFE_EVENT_WINDOW_DAYS), effectiveFrom };
  }
  return null;
}

/**
 * The day coverage under a plan starts: the window's date, or the end of the plan's waiting
 * period when that is later. The waiting period counts calendar days from the date of joining, and
 * coverage is effective on the day after the last one: hired January 19 with 90 days, covered from
 * April 19 (29 CFR 2590.715-2708(g), Example 1). Without a date of joining, nothing is waited.
 */
export function coverageStart(windowDate: string, hireDate: string | null, waitingDays: number): string {
  if (!hireDate) return windowDate;
  const waited = addDays(hireDate, waitingDays);
  return waited > windowDate ? waited : windowDate;
}
