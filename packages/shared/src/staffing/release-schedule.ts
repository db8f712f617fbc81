import type { ApplicableFor } from '../lookups';
import { releaseTiers, type ReleaseTier } from './values';

/** The applicable_for code that lets each tier offer a position (walk-ins ride with IN, decision 003). */
export const tierApplicableFor = { INTERNAL: 'IN', MARKETPLACE: 'EN', AGENCY: 'AN' } as const satisfies Record<ReleaseTier, ApplicableFor>;

/** The tiers a position's applicable_for allows, in order; the others are skipped. */
export const releaseTiersFor = (applicableFor: readonly string[]): ReleaseTier[] =>
  releaseTiers.filter((tier) => applicableFor.includes(tierApplicableFor[tier]));

export type ReleaseHours = { marketplaceAfterHours: number; agencyAfterHours: number; agencyWithinHours: number };
export type ReleaseClock = { startedAt: Date; shiftStartsAt: Date };

const HOUR_MS = 3_600_000;
const after = (d: Date, hours: number) => new Date(d.getTime() + hours * HOUR_MS);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * When a tier opens. Internal staff: when the plan starts. Agencies: M hours after the start, or K
 * hours before the shift, whichever comes first. Marketplace: N hours after the start, and never
 * after the agencies (a short-notice shift reaches both at once), so the tiers open in order.
 */
export function tierOpensAt(tier: ReleaseTier, hours: ReleaseHours, clock: ReleaseClock): Date {
  const agency = earlier(after(clock.startedAt, hours.agencyAfterHours), after(clock.shiftStartsAt, -hours.agencyWithinHours));
  switch (tier) {
    case 'INTERNAL':
      return clock.startedAt;
    case 'MARKETPLACE':
      return earlier(after(clock.startedAt, hours.marketplaceAfterHours), agency);
    case 'AGENCY':
      return agency;
  }
}

/** The allowed tiers after `current`, each with when it opens. */
export function tiersAfter(current: ReleaseTier, allowed: readonly ReleaseTier[], hours: ReleaseHours, clock: ReleaseClock) {
  const from = releaseTiers.indexOf(current);
  return allowed.filter((t) => releaseTiers.indexOf(t) > from).map((tier) => ({ tier, opensAt: tierOpensAt(tier, hours, clock) }));
}

/** When the escalation job moves a plan at `current` on: the next allowed tier's opening, null at the last. */
export const nextEscalationAt = (
  current: ReleaseTier,
  allowed: readonly ReleaseTier[],
  hours: ReleaseHours,
  clock: ReleaseClock,
): Date | null => tiersAfter(current, allowed, hours, clock)[0]?.opensAt ?? null;

/**
 * The tiers a plan at `current` reaches at `now`, in order: every allowed later tier already open
 * (a late run of the job, or a shift soon enough that several open at once). Empty when none is due.
 */
export const tiersDue = (
  current: ReleaseTier,
  allowed: readonly ReleaseTier[],
  hours: ReleaseHours,
  clock: ReleaseClock,
  now: Date,
): ReleaseTier[] =>
  tiersAfter(current, allowed, hours, clock)
    .filter((t) => t.opensAt.getTime() <= now.getTime())
    .map((t) => t.tier);
