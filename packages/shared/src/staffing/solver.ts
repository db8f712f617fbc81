/**
 * "Fill week" (issue 15, docs/decisions/032-filling-openings.md): the week's openings solved
 * together. Pure: the API hands it the openings, each opening's legal candidates with their
 * suggestion score, and each nurse's hours so far; it answers who takes what.
 *
 * Goals, in order: fill as many openings as possible, then the lowest total score. Rules: one nurse
 * takes at most one slot of a position, and never two openings that overlap or fall within the
 * facility's rest hours of each other. Overtime is priced for all her new bookings together: the
 * per-opening score only knows her hours before the plan, so two 12-hour openings that are each
 * "no overtime" on their own may make overtime together. An opening's minutes count in the
 * periods the overtime engine puts them in: a night across the workweek line counts on both
 * sides (decision 050, `openingPeriods` in `solver-periods.ts`, decision 056).
 *
 * Two solvers share this model: `solveHeuristic` below (regret-ordered greedy with local repair)
 * and the HiGHS MILP in `solver-highs.ts`; `solver-week.ts` runs them together.
 */

/** Minutes of a booking that count toward one overtime period's threshold, and the period (the date it begins on). */
export type PeriodMinutes = { period: string; minutes: number };

export type PlanOpening = {
  /** The position. */
  id: string;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  /**
   * The booking's minutes that count toward each overtime period's threshold (its paid minutes
   * less any daily overtime of its own), in the periods the engine counts them: one, or two when
   * it crosses a period's line.
   */
  periods: readonly PeriodMinutes[];
  /** Openings left on the position. */
  count: number;
};

export type PlanCandidate = {
  openingId: string;
  employeeId: string;
  /**
   * The suggestion score without the overtime that her hours before the plan give this booking:
   * the plan prices that overtime itself, for all her new bookings in the period at once.
   */
  baseScore: number;
  /** What a minute of her overtime costs in the score: the overtime price plus her premium. */
  overtimeCentsPerMinute: number;
};

export type PlanProblem = {
  openings: readonly PlanOpening[];
  candidates: readonly PlanCandidate[];
  /** Regular minutes each nurse may still work in each period before overtime: `${employeeId}|${period}`; absent is none worked yet. */
  headroom: ReadonlyMap<string, number>;
  /** The facility's rest rule, in minutes; 0 only forbids overlap. */
  minRestMinutes: number;
  /** Regular minutes of a period before overtime, for nurses with no headroom given (40 or 80 hours). */
  periodThresholdMinutes: number;
};

export type PlanPair = { openingId: string; employeeId: string };

export type Plan = {
  assignments: PlanPair[];
  /** Sum of the assignments' base scores and the priced overtime. */
  score: number;
  /** Overtime minutes the plan creates beyond what each booking carries on its own. */
  overtimeMinutes: number;
  /** Each assignment's share of that overtime (later bookings in her period carry it). */
  overtimeOf: Map<string, number>;
};

export const pairKey = (p: PlanPair) => `${p.openingId}|${p.employeeId}`;
export const headroomKey = (employeeId: string, period: string) => `${employeeId}|${period}`;

/**
 * Two bookings of one nurse clash when they overlap or leave her less than the rest between them.
 * Stretching each booking's end by the rest makes this plain interval overlap, so the clashes of
 * one nurse form an interval graph (the MILP's clique constraints rely on it).
 */
export const clash = (a: PlanOpening, b: PlanOpening, restMinutes: number) => {
  const rest = restMinutes * 60_000;
  return a.startsAt < b.endsAt + rest && b.startsAt < a.endsAt + rest;
};

const byTime = (a: PlanOpening, b: PlanOpening) => a.startsAt - b.startsAt || a.id.localeCompare(b.id);

/** The problem indexed for the solvers. */
export function indexProblem(problem: PlanProblem) {
  const openings = new Map(problem.openings.map((o) => [o.id, o]));
  const byOpening = new Map<string, PlanCandidate[]>();
  for (const c of problem.candidates) {
    if (!openings.has(c.openingId)) continue;
    byOpening.set(c.openingId, [...(byOpening.get(c.openingId) ?? []), c]);
  }
  for (const list of byOpening.values()) list.sort((a, b) => a.baseScore - b.baseScore || a.employeeId.localeCompare(b.employeeId));
  const headroomOf = (employeeId: string, period: string) =>
    problem.headroom.get(headroomKey(employeeId, period)) ?? problem.periodThresholdMinutes;
  /** A nurse's overtime price in a period: the dearest of her candidacies there, so the plan never under-prices it. */
  const price = new Map<string, number>();
  for (const c of problem.candidates) {
    for (const { period } of openings.get(c.openingId)?.periods ?? []) {
      const key = headroomKey(c.employeeId, period);
      price.set(key, Math.max(price.get(key) ?? 0, c.overtimeCentsPerMinute));
    }
  }
  return {
    openings,
    byOpening,
    headroomOf,
    priceOf: (employeeId: string, period: string) => price.get(headroomKey(employeeId, period)) ?? 0,
  };
}

export type IndexedProblem = ReturnType<typeof indexProblem>;

/** A booking's minutes in one period. */
type InPeriod = { opening: PlanOpening; minutes: number };

/** Overtime of one nurse's new bookings in one period: what exceeds her headroom, carried by the latest. */
function periodOvertime(bookings: InPeriod[], headroom: number) {
  const shares = new Map<string, number>();
  let used = 0;
  for (const { opening, minutes } of [...bookings].sort((a, b) => byTime(a.opening, b.opening))) {
    const before = Math.max(0, used - headroom);
    used += minutes;
    shares.set(opening.id, Math.max(0, used - headroom) - before);
  }
  return { minutes: Math.max(0, used - headroom), shares };
}

/** The score of a set of assignments under the plan's pricing, and the overtime it creates. */
export function evaluatePlan(problem: PlanProblem, assignments: readonly PlanPair[], indexed = indexProblem(problem)): Plan {
  const base = new Map(problem.candidates.map((c) => [pairKey(c), c.baseScore]));
  const groups = new Map<string, InPeriod[]>();
  let score = 0;
  for (const a of assignments) {
    const opening = indexed.openings.get(a.openingId)!;
    score += base.get(pairKey(a)) ?? 0;
    for (const { period, minutes } of opening.periods) {
      const key = headroomKey(a.employeeId, period);
      groups.set(key, [...(groups.get(key) ?? []), { opening, minutes }]);
    }
  }
  let overtimeMinutes = 0;
  const overtimeOf = new Map<string, number>();
  for (const [key, bookings] of groups) {
    const [employeeId, period] = key.split('|') as [string, string];
    const ot = periodOvertime(bookings, indexed.headroomOf(employeeId, period));
    overtimeMinutes += ot.minutes;
    score += ot.minutes * indexed.priceOf(employeeId, period);
    // A booking across a period's line may carry overtime on both sides.
    for (const [openingId, minutes] of ot.shares) {
      const pair = pairKey({ openingId, employeeId });
      overtimeOf.set(pair, (overtimeOf.get(pair) ?? 0) + minutes);
    }
  }
  return { assignments: [...assignments], score, overtimeMinutes, overtimeOf };
}

/**
 * Checks a plan against the rules; the solvers' tests and the bench use it. Answers the broken
 * rules in words (empty when the plan is legal).
 */
export function planViolations(problem: PlanProblem, assignments: readonly PlanPair[]): string[] {
  const indexed = indexProblem(problem);
  const legal = new Set(problem.candidates.map(pairKey));
  const problems: string[] = [];
  const taken = new Map<string, number>();
  const ofNurse = new Map<string, PlanOpening[]>();
  for (const a of assignments) {
    if (!legal.has(pairKey(a))) problems.push(`${a.employeeId} is not a candidate for ${a.openingId}`);
    taken.set(a.openingId, (taken.get(a.openingId) ?? 0) + 1);
    const o = indexed.openings.get(a.openingId);
    if (!o) continue;
    const mine = ofNurse.get(a.employeeId) ?? [];
    for (const other of mine) {
      if (other.id === o.id) problems.push(`${a.employeeId} twice on ${o.id}`);
      else if (clash(o, other, problem.minRestMinutes)) problems.push(`${a.employeeId} on clashing ${other.id} and ${o.id}`);
    }
    ofNurse.set(a.employeeId, [...mine, o]);
  }
  for (const [id, n] of taken) if (n > (indexed.openings.get(id)?.count ?? 0)) problems.push(`${id} over its openings`);
  return problems;
}

/** The plan being built: each nurse's openings and minutes per period, each opening's nurses. */
class Draft {
  readonly onOpening = new Map<string, Set<string>>();
  readonly ofNurse = new Map<string, PlanOpening[]>();
  private readonly used = new Map<string, number>();

  constructor(
    private readonly problem: PlanProblem,
    private readonly indexed: IndexedProblem,
  ) {}

  left(o: PlanOpening) {
    return o.count - (this.onOpening.get(o.id)?.size ?? 0);
  }

  /** Whom she clashes with if she also took `o` (her own bookings in the draft). */
  clashes(employeeId: string, o: PlanOpening) {
    return (this.ofNurse.get(employeeId) ?? []).filter((b) => b.id === o.id || clash(b, o, this.problem.minRestMinutes));
  }

  private overtimeAt(employeeId: string, period: string, used: number) {
    return Math.max(0, used - this.indexed.headroomOf(employeeId, period)) * this.indexed.priceOf(employeeId, period);
  }

  /** How the priced overtime of her periods changes when her minutes there change by `sign` times the opening's. */
  private overtimeChange(c: PlanCandidate, sign: 1 | -1) {
    let change = 0;
    for (const { period, minutes } of this.indexed.openings.get(c.openingId)!.periods) {
      const used = this.used.get(headroomKey(c.employeeId, period)) ?? 0;
      change += this.overtimeAt(c.employeeId, period, used + sign * minutes) - this.overtimeAt(c.employeeId, period, used);
    }
    return change;
  }

  /** What taking the candidacy adds to the plan's score now. */
  addCost(c: PlanCandidate) {
    return c.baseScore + this.overtimeChange(c, 1);
  }

  /** What dropping the candidacy saves. */
  removeSaving(c: PlanCandidate) {
    return c.baseScore - this.overtimeChange(c, -1);
  }

  private use(c: PlanCandidate, sign: 1 | -1) {
    for (const { period, minutes } of this.indexed.openings.get(c.openingId)!.periods) {
      const key = headroomKey(c.employeeId, period);
      this.used.set(key, (this.used.get(key) ?? 0) + sign * minutes);
    }
  }

  add(c: PlanCandidate) {
    const o = this.indexed.openings.get(c.openingId)!;
    this.onOpening.set(o.id, (this.onOpening.get(o.id) ?? new Set()).add(c.employeeId));
    this.ofNurse.set(c.employeeId, [...(this.ofNurse.get(c.employeeId) ?? []), o]);
    this.use(c, 1);
  }

  remove(c: PlanCandidate) {
    const o = this.indexed.openings.get(c.openingId)!;
    this.onOpening.get(o.id)?.delete(c.employeeId);
    this.ofNurse.set(
      c.employeeId,
      (this.ofNurse.get(c.employeeId) ?? []).filter((b) => b.id !== o.id),
    );
    this.use(c, -1);
  }

  pairs(): PlanPair[] {
    return [...this.onOpening].flatMap(([openingId, nurses]) => [...nurses].map((employeeId) => ({ openingId, employeeId })));
  }
}

/** Local search stops after this many passes without reaching a fixed point (it always improves, so it ends; this bounds the time). */
const REPAIR_PASSES = 20;

/**
 * The heuristic: regret-ordered greedy, then local repair.
 *
 * Greedy: while some opening can still be filled, take the one whose best nurse is hardest to
 * replace (the largest gap between its best and second-best added cost; an opening with one
 * possible nurse first), and give it that nurse. Openings with few options are settled before the
 * flexible ones take their nurses.
 *
 * Repair, repeated until nothing changes: (1) fill an empty slot by moving a nurse off the one
 * opening she clashes with and giving that opening to another nurse (an augmenting path of
 * length two); (2) replace a nurse on an opening by a cheaper free one; (3) swap two nurses'
 * openings when both may take the other's and the plan gets cheaper.
 */
export function solveHeuristic(problem: PlanProblem): Plan {
  const indexed = indexProblem(problem);
  const draft = new Draft(problem, indexed);
  const openings = [...problem.openings].sort(byTime);
  const free = (c: PlanCandidate) => draft.clashes(c.employeeId, indexed.openings.get(c.openingId)!).length === 0;

  for (;;) {
    let pick: { c: PlanCandidate; regret: number; options: number; o: PlanOpening } | undefined;
    for (const o of openings) {
      if (draft.left(o) <= 0) continue;
      const costs = (indexed.byOpening.get(o.id) ?? []).filter(free).map((c) => ({ c, cost: draft.addCost(c) }));
      if (costs.length === 0) continue;
      costs.sort((a, b) => a.cost - b.cost || a.c.employeeId.localeCompare(b.c.employeeId));
      const regret = costs.length > draft.left(o) ? costs[draft.left(o)]!.cost - costs[0]!.cost : Number.POSITIVE_INFINITY;
      if (!pick || regret > pick.regret || (regret === pick.regret && costs.length < pick.options)) {
        pick = { c: costs[0]!.c, regret, options: costs.length, o };
      }
    }
    if (!pick) break;
    draft.add(pick.c);
  }

  for (let pass = 0; pass < REPAIR_PASSES; pass++) {
    const changed = augment(draft, indexed, openings, free) || improve(draft, indexed, free);
    if (!changed) break;
  }
  return evaluatePlan(problem, draft.pairs(), indexed);
}

type Free = (c: PlanCandidate) => boolean;

/** One augmenting path: an empty slot filled by moving a nurse off her one clashing opening, which another nurse takes. */
function augment(draft: Draft, indexed: IndexedProblem, openings: PlanOpening[], free: Free): boolean {
  for (const o of openings) {
    if (draft.left(o) <= 0) continue;
    for (const c of indexed.byOpening.get(o.id) ?? []) {
      const blocking = draft.clashes(c.employeeId, o);
      if (blocking.length !== 1 || blocking[0]!.id === o.id) continue;
      const k = blocking[0]!;
      const hers = indexed.byOpening.get(k.id)!.find((x) => x.employeeId === c.employeeId)!;
      draft.remove(hers);
      const replacement = (indexed.byOpening.get(k.id) ?? [])
        .filter((x) => x.employeeId !== c.employeeId && free(x))
        .sort((a, b) => draft.addCost(a) - draft.addCost(b))[0];
      if (replacement) {
        draft.add(c);
        draft.add(replacement);
        return true;
      }
      draft.add(hers);
    }
  }
  return false;
}

/** Cheaper nurses on filled openings: replacements by a free nurse, then swaps between two openings. */
function improve(draft: Draft, indexed: IndexedProblem, free: Free): boolean {
  let changed = false;
  const assigned = () => draft.pairs().map((p) => indexed.byOpening.get(p.openingId)!.find((c) => c.employeeId === p.employeeId)!);
  for (const current of assigned()) {
    const saving = draft.removeSaving(current);
    draft.remove(current);
    const better = (indexed.byOpening.get(current.openingId) ?? [])
      .filter((c) => c.employeeId !== current.employeeId && !draft.onOpening.get(c.openingId)?.has(c.employeeId) && free(c))
      .map((c) => ({ c, cost: draft.addCost(c) }))
      .sort((a, b) => a.cost - b.cost)[0];
    if (better && better.cost < saving - 0.5) {
      draft.add(better.c);
      changed = true;
    } else draft.add(current);
  }
  const list = assigned();
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (a.employeeId === b.employeeId || a.openingId === b.openingId) continue;
      const aOnB = indexed.byOpening.get(b.openingId)!.find((c) => c.employeeId === a.employeeId);
      const bOnA = indexed.byOpening.get(a.openingId)!.find((c) => c.employeeId === b.employeeId);
      if (!aOnB || !bOnA || draft.onOpening.get(b.openingId)?.has(a.employeeId) || draft.onOpening.get(a.openingId)?.has(b.employeeId))
        continue;
      const before = draft.removeSaving(a);
      draft.remove(a);
      const beforeB = draft.removeSaving(b);
      draft.remove(b);
      let after = Number.POSITIVE_INFINITY;
      if (free(aOnB)) {
        const costA = draft.addCost(aOnB);
        draft.add(aOnB);
        if (free(bOnA)) after = costA + draft.addCost(bOnA);
        draft.remove(aOnB);
      }
      if (after < before + beforeB - 0.5) {
        draft.add(aOnB);
        draft.add(bOnA);
        list[i] = aOnB;
        list[j] = bOnA;
        changed = true;
      } else {
        draft.add(a);
        draft.add(b);
      }
    }
  }
  return changed;
}

/**
 * The bench's baseline, what a scheduler does by hand: each opening in time order takes the first
 * nurses (by `order`, e.g. alphabetical) who are candidates and do not clash with what she already
 * took. No look-ahead, no cost.
 */
export function solveGreedy(problem: PlanProblem, order: (a: PlanCandidate, b: PlanCandidate) => number): Plan {
  const indexed = indexProblem(problem);
  const draft = new Draft(problem, indexed);
  for (const o of [...problem.openings].sort(byTime)) {
    for (const c of [...(indexed.byOpening.get(o.id) ?? [])].sort(order)) {
      if (draft.left(o) <= 0) break;
      if (draft.clashes(c.employeeId, o).length === 0) draft.add(c);
    }
  }
  return evaluatePlan(problem, draft.pairs(), indexed);
}
