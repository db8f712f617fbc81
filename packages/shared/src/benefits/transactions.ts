import type { CoverageTier, PlanKind } from './values';
import { planKinds } from './values';

/**
 * An election as the transactions read it: a plan and tier (or a waiver: no plan), in force from
 * `effectiveFrom` through `effectiveTo` (null: open-ended), with the costs per pay period frozen
 * when it was made.
 */
export type ElectionInForce = {
  employeeId: string;
  kind: PlanKind;
  planId: string | null;
  planName: string | null;
  deductionCode: string | null;
  tier: CoverageTier | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  employeeCents: number;
  employerCents: number;
};

/** One pay period's deduction (the employee's cost) and the employer's contribution for one plan kind. */
export type BenefitTransaction = {
  employeeId: string;
  kind: PlanKind;
  planId: string;
  planName: string;
  deductionCode: string;
  tier: CoverageTier;
  employeeCents: number;
  employerCents: number;
};

/** In force on a day of the period; a choice replaced before it started (ends before it starts) never is. */
const overlaps = (e: ElectionInForce, period: { start: string; end: string }) =>
  e.effectiveFrom <= period.end && (e.effectiveTo === null || (e.effectiveTo >= period.start && e.effectiveTo >= e.effectiveFrom));

/**
 * The deductions and contributions of one pay period (decision 075): a person covered under a plan
 * kind on any day of the period pays one whole period's cost (no proration: the costs are set per
 * pay period), at the coverage in force latest in the period, so a tier change mid-period takes
 * the new tier's cost, coverage that ended mid-period still pays its last period, and a waiver
 * alone pays nothing. Sorted by employee, then plan kind in the list's order.
 */
export function benefitTransactions(period: { start: string; end: string }, elections: readonly ElectionInForce[]): BenefitTransaction[] {
  const latest = new Map<string, ElectionInForce>();
  for (const e of elections) {
    if (e.planId === null || e.tier === null || !overlaps(e, period)) continue;
    const key = `${e.employeeId}:${e.kind}`;
    const seen = latest.get(key);
    if (!seen || e.effectiveFrom >= seen.effectiveFrom) latest.set(key, e);
  }
  return [...latest.values()]
    .map((e) => ({
      employeeId: e.employeeId,
      kind: e.kind,
      planId: e.planId!,
      planName: e.planName ?? '',
      deductionCode: e.deductionCode ?? '',
      tier: e.tier!,
      employeeCents: e.employeeCents,
      employerCents: e.employerCents,
    }))
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId) || planKinds.indexOf(a.kind) - planKinds.indexOf(b.kind));
}
