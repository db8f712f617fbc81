import loadHighs from 'highs';
import { clash, evaluatePlan, indexProblem, type Plan, type PlanOpening, type PlanProblem } from './solver';

/**
 * "Fill week" as a mixed-integer program for HiGHS (WebAssembly, single-threaded), solved twice
 * for the two goals in order:
 *
 *   1. maximise Σ x[o,n]                       (openings filled)
 *   2. minimise Σ baseScore · x[o,n] + Σ price[n,p] · ot[n,p]   with Σ x[o,n] ≥ the first answer
 *
 *   subject to Σ_n x[o,n] ≤ openings left on o                       (each opening)
 *              Σ_{o∈K} x[o,n] ≤ 1  for each maximal clique K of n's clashing candidacies
 *              Σ_{o touching p} minutes[o,p] · x[o,n] − ot[n,p] ≤ headroom[n,p]   (second solve)
 *              x binary, ot ≥ 0
 *
 * Two solves rather than one objective with a large weight on filling: a weight that truly
 * guarantees "fill first" must exceed any plan's whole cost, which ruins the solver's numerics.
 * A nurse's clashes are an interval graph (see `clash`), so the maximal cliques come from one
 * sweep and are few; they are much tighter than a row per clashing pair.
 */

type Highs = Awaited<ReturnType<typeof loadHighs>>;
let loading: Promise<Highs> | undefined;
/** The WebAssembly module, compiled once per process. */
const highs = () => (loading ??= loadHighs());

export type HighsOutcome =
  { status: 'OPTIMAL' | 'TIME_LIMIT'; plan: Plan; seconds: number } | { status: 'NO_SOLUTION'; reason: string; seconds: number };

/** Maximal sets of mutually clashing openings (sweep over start times of the rest-stretched intervals). */
export function maximalCliques(openings: readonly PlanOpening[], restMinutes: number): PlanOpening[][] {
  const sorted = [...openings].sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
  const cliques: PlanOpening[][] = [];
  let active: PlanOpening[] = [];
  for (const o of sorted) {
    const still = active.filter((a) => clash(a, o, restMinutes));
    // Someone leaves the set of openings under way: that set, which only grew since, was maximal.
    if (still.length < active.length) cliques.push(active);
    active = [...still, o];
  }
  cliques.push(active);
  return cliques.filter((c) => c.length > 1);
}

const LINE_TERMS = 8;
/** An LP-format sum, a few terms a line (the format limits line length). */
const sum = (terms: string[]) => terms.reduce((text, t, i) => text + (i > 0 && i % LINE_TERMS === 0 ? '\n   ' : ' ') + t, '');
const coef = (value: number) => (value < 0 ? `- ${Math.abs(value)}` : `+ ${value}`);

/** The LP-format model: `fillAtLeast` absent is the first solve (fill), present the second (cost). */
export function lpModel(problem: PlanProblem, fillAtLeast?: number) {
  const indexed = indexProblem(problem);
  const candidates = problem.candidates.filter((c) => indexed.openings.has(c.openingId));
  const x = (i: number) => `x${i}`;
  const costing = fillAtLeast !== undefined;
  const objective = candidates.map((c, i) => (costing ? `${coef(Math.round(c.baseScore))} ${x(i)}` : `- ${x(i)}`));
  const rows: string[] = costing ? [`${sum(candidates.map((_, i) => `+ ${x(i)}`))} >= ${fillAtLeast}`] : [];

  const byOpening = new Map<string, number[]>();
  const byNurse = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    byOpening.set(c.openingId, [...(byOpening.get(c.openingId) ?? []), i]);
    byNurse.set(c.employeeId, [...(byNurse.get(c.employeeId) ?? []), i]);
  });
  for (const [openingId, list] of byOpening) {
    const count = indexed.openings.get(openingId)!.count;
    if (list.length > count) rows.push(`${sum(list.map((i) => `+ ${x(i)}`))} <= ${count}`);
  }

  const overtimeColumns: string[] = [];
  for (const [employeeId, list] of byNurse) {
    const openingOf = new Map(list.map((i) => [candidates[i]!.openingId, i]));
    const theirs = list.map((i) => indexed.openings.get(candidates[i]!.openingId)!);
    for (const clique of maximalCliques(theirs, problem.minRestMinutes))
      rows.push(`${sum(clique.map((o) => `+ ${x(openingOf.get(o.id)!)}`))} <= 1`);
    if (!costing) continue;
    // Her candidacies' minutes in each period they touch: a night across a period's line is in two rows.
    const periods = new Map<string, { i: number; minutes: number }[]>();
    for (const i of list) {
      for (const { period, minutes } of indexed.openings.get(candidates[i]!.openingId)!.periods)
        periods.set(period, [...(periods.get(period) ?? []), { i, minutes }]);
    }
    for (const [period, inPeriod] of periods) {
      const headroom = indexed.headroomOf(employeeId, period);
      const most = inPeriod.reduce((total, { minutes }) => total + minutes, 0);
      if (most <= headroom) continue;
      const ot = `ot${overtimeColumns.length}`;
      overtimeColumns.push(ot);
      objective.push(`+ ${indexed.priceOf(employeeId, period)} ${ot}`);
      const terms = inPeriod.map(({ i, minutes }) => `+ ${minutes} ${x(i)}`);
      rows.push(`${sum([...terms, `- ${ot}`])} <= ${headroom}`);
    }
  }

  const text = [
    'Minimize',
    ` obj:${sum(objective)}`,
    'Subject To',
    ...rows.map((r, i) => ` r${i}:${r}`),
    'Bounds',
    ...overtimeColumns.map((ot) => ` ${ot} >= 0`),
    'Binaries',
    sum(candidates.map((_, i) => x(i))),
    'End',
  ].join('\n');
  return { text, candidates };
}

type Solved = { status: 'OPTIMAL' | 'TIME_LIMIT'; chosen: boolean[] } | { status: 'NO_SOLUTION'; reason: string };

async function run(text: string, count: number, timeLimitSeconds: number): Promise<Solved> {
  const result = (await highs()).solve(text, {
    output_flag: false,
    time_limit: timeLimitSeconds,
    // Scores are whole cents: stop only when no plan a cent cheaper can exist.
    mip_rel_gap: 0,
    mip_abs_gap: 0.99,
  });
  const columns = result.Columns as Record<string, { Primal?: number }>;
  const solved = result.Status === 'Optimal' || result.Status === 'Time limit reached';
  if (!solved || columns.x0?.Primal === undefined) return { status: 'NO_SOLUTION', reason: result.Status };
  return {
    status: result.Status === 'Optimal' ? 'OPTIMAL' : 'TIME_LIMIT',
    chosen: Array.from({ length: count }, (_, i) => (columns[`x${i}`]?.Primal ?? 0) > 0.5),
  };
}

/**
 * Solves the week with HiGHS, both solves within `timeLimitSeconds` together; a solve stopped by
 * the limit keeps the best plan it found (then not proven optimal).
 */
export async function solveWithHighs(problem: PlanProblem, timeLimitSeconds: number): Promise<HighsOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const fill = lpModel(problem);
  if (fill.candidates.length === 0) return { status: 'OPTIMAL', plan: evaluatePlan(problem, []), seconds: seconds() };
  const first = await run(fill.text, fill.candidates.length, timeLimitSeconds);
  if (first.status === 'NO_SOLUTION') return { ...first, seconds: seconds() };
  const filled = first.chosen.filter(Boolean).length;
  const second = await run(lpModel(problem, filled).text, fill.candidates.length, Math.max(1, timeLimitSeconds - seconds()));
  const chosen = second.status === 'NO_SOLUTION' ? first.chosen : second.chosen;
  const assignments = fill.candidates.filter((_, i) => chosen[i]).map((c) => ({ openingId: c.openingId, employeeId: c.employeeId }));
  const status = first.status === 'OPTIMAL' && second.status === 'OPTIMAL' ? 'OPTIMAL' : 'TIME_LIMIT';
  return { status, plan: evaluatePlan(problem, assignments), seconds: seconds() };
}
