/**
 * Generates a roster (issue 29): a cover-exact start, then simulated annealing over moves that keep
 * every day's cover exactly as it is, so the search only ever trades soft cost.
 *
 * The moves are the neighbourhoods of Lü & Hao's adaptive neighbourhood search (EJOR 218:865–876,
 * 2012): two nurses exchange what they do on one day (which also moves a shift from a working nurse
 * to a free one), or on a block of 2–7 consecutive days; the blocks are what the measurement says matters. A move touches two nurses, so its cost is those
 * two rows re-scored (O(days)), never the whole roster. The choice of annealing over their tabu search
 * and the figures behind it are in docs/decisions/073-roster-engine.md.
 *
 * A pure function of (problem, options): no I/O and no shared state, so the product can run it in a
 * worker thread. The same seed gives the same roster when the run is bounded by `maxIterations`; a
 * run bounded by seconds stops wherever the machine's speed takes it.
 */
import { OFF, type Roster, type RosterProblem } from './model';
import { compileProblem, coverShortfall, HARD_WEIGHT, nurseCost, scoreRoster, type CompiledProblem } from './score';

export type SolveProgress = { elapsedMs: number; iterations: number; hard: number; soft: number };

export type SolveOptions = {
  seconds: number;
  seed?: number;
  /** Stop after this many moves (and cool by moves, not by time): a reproducible run. */
  maxIterations?: number;
  onProgress?: (progress: SolveProgress) => void;
  /** Called about every `progressMs` (default 500). */
  progressMs?: number;
};

export type SolveResult = {
  roster: Roster;
  hard: number;
  soft: number;
  iterations: number;
  elapsedMs: number;
  /** When the search first held a roster with hard cost 0 (null if it never did). */
  firstFeasibleMs: number | null;
  bestMs: number;
};

/** sfc32: small, fast, and seedable, unlike Math.random. */
export const prng = (seed: number): (() => number) => {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
};

/**
 * Fills each day's shifts from the nurses still free and available that day, scarce skills first
 * and skill holders first, at random otherwise: cover is exact wherever there are enough nurses.
 * A nurse lacking a skill takes the shift only where her contract makes that soft (INRC-2010); where
 * it is hard (a facility: an aide is not a nurse), the shift is left short for "Fill week" instead.
 */
const construct = (c: CompiledProblem, random: () => number): Int16Array[] => {
  const { problem } = c;
  const N = problem.nurses.length;
  const rows = problem.nurses.map(() => new Int16Array(c.days).fill(OFF));
  const holders = problem.shiftTypes.map((_, s) => c.nurses.filter((k) => k.lack[s] === 0).length);
  const order = problem.shiftTypes.map((_, s) => s).sort((x, y) => holders[x]! - holders[y]!);
  for (let d = 0; d < c.days; d++) {
    const free = Array.from({ length: N }, (_, n) => n).filter((n) => c.nurses[n]!.unavailable[d] === 0);
    for (const s of order) {
      for (let k = 0; k < (problem.cover[d]?.[s] ?? 0) && free.length > 0; k++) {
        const skilled = free.filter((n) => c.nurses[n]!.lack[s] === 0);
        const pool = skilled.length > 0 ? skilled : free.filter((n) => !c.nurses[n]!.contract.missingSkill.hard);
        if (pool.length === 0) break;
        const n = pool[Math.floor(random() * pool.length)]!;
        rows[n]![d] = s;
        free.splice(free.indexOf(n), 1);
      }
    }
  }
  return rows;
};

const meanWeight = (problem: RosterProblem): number => {
  const weights: number[] = [];
  for (const ct of problem.contracts)
    for (const rule of Object.values(ct))
      if (rule && typeof rule === 'object' && 'weight' in rule && rule.on && rule.weight > 0) weights.push(rule.weight);
  for (const r of problem.requests) if (r.weight > 0) weights.push(r.weight);
  return weights.length === 0 ? 1 : weights.reduce((a, b) => a + b, 0) / weights.length;
};

export const solveRoster = (problem: RosterProblem, options: SolveOptions): SolveResult => {
  const started = performance.now();
  const budgetMs = options.seconds * 1000;
  const random = prng(options.seed ?? 1);
  const c = compileProblem(problem);
  const N = problem.nurses.length;
  const D = c.days;
  const rows = construct(c, random);
  const costs = rows.map((row, n) => nurseCost(c, n, row));
  const coverHard = coverShortfall(
    c,
    rows.map((r) => Array.from(r)),
  );
  let current = costs.reduce((a, b) => a + b, 0);
  let best = current;
  const bestRows = rows.map((r) => r.slice());
  let bestMs = performance.now() - started;
  let firstFeasibleMs: number | null = coverHard === 0 && current < HARD_WEIGHT ? bestMs : null;

  // Temperatures in units of a typical weight: worsening by one unit is accepted often at the start, rarely at the end.
  const unit = meanWeight(problem);
  const hot = 1.5 * unit;
  const cold = 0.05 * unit;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const progressMs = options.progressMs ?? 500;
  let nextProgress = progressMs;
  let iterations = 0;
  let temperature = hot;
  let elapsed: number;
  // After a long stall the walk goes back to the best roster: a safeguard, neutral in decision 073's measurement.
  let sinceBest = 0;
  const stall = 200_000;

  const swapRange = (a: Int16Array, b: Int16Array, from: number, to: number): void => {
    for (let d = from; d < to; d++) {
      const t = a[d]!;
      a[d] = b[d]!;
      b[d] = t;
    }
  };

  if (N >= 2 && D >= 1) {
    for (;;) {
      if ((iterations & 1023) === 0) {
        elapsed = performance.now() - started;
        if (elapsed >= budgetMs || iterations >= maxIterations) break;
        const progress = Number.isFinite(maxIterations) ? iterations / maxIterations : elapsed / budgetMs;
        temperature = hot * Math.pow(cold / hot, progress);
        if (options.onProgress && elapsed >= nextProgress) {
          nextProgress = elapsed + progressMs;
          options.onProgress({
            elapsedMs: elapsed,
            iterations,
            hard: Math.floor(best / HARD_WEIGHT) + coverHard,
            soft: best % HARD_WEIGHT,
          });
        }
        if (sinceBest > stall) {
          sinceBest = 0;
          for (let n = 0; n < N; n++) {
            rows[n]!.set(bestRows[n]!);
            costs[n] = nurseCost(c, n, rows[n]!);
          }
          current = best;
        }
      }
      iterations++;
      sinceBest++;
      const a = Math.floor(random() * N);
      let b = Math.floor(random() * (N - 1));
      if (b >= a) b++;
      const rowA = rows[a]!;
      const rowB = rows[b]!;
      let from = Math.floor(random() * D);
      let to = from + 1;
      if (random() < 0.5) {
        // A block of 2 to 7 days (a week's worth: the runs and weekends that the rules judge).
        to = Math.min(D, from + 2 + Math.floor(random() * 6));
        if (random() < 0.5) from = Math.max(0, to - 7);
      }
      let differs = false;
      for (let d = from; d < to && !differs; d++) differs = rowA[d] !== rowB[d];
      if (!differs) continue;
      swapRange(rowA, rowB, from, to);
      const costA = nurseCost(c, a, rowA);
      const costB = nurseCost(c, b, rowB);
      const delta = costA + costB - costs[a]! - costs[b]!;
      if (delta <= 0 || random() < Math.exp(-delta / temperature)) {
        costs[a] = costA;
        costs[b] = costB;
        current += delta;
        if (current < best) {
          best = current;
          sinceBest = 0;
          bestMs = performance.now() - started;
          for (let n = 0; n < N; n++) bestRows[n]!.set(rows[n]!);
          if (firstFeasibleMs === null && coverHard === 0 && best < HARD_WEIGHT) firstFeasibleMs = bestMs;
        }
      } else swapRange(rowA, rowB, from, to);
    }
  }
  elapsed = performance.now() - started;
  const roster = bestRows.map((r) => Array.from(r));
  // The totals from the scorer itself, not from the objective number that packs hard and soft together.
  const score = scoreRoster(problem, roster, c);
  return {
    roster,
    hard: score.hard,
    soft: score.soft,
    iterations,
    elapsedMs: elapsed,
    firstFeasibleMs,
    bestMs,
  };
};
