import { describe, expect, it } from 'vitest';
import {
  evaluatePlan,
  headroomKey,
  planViolations,
  solveGreedy,
  solveHeuristic,
  type PlanCandidate,
  type PlanOpening,
  type PlanProblem,
} from './solver';
import { maximalCliques, solveWithHighs } from './solver-highs';
import { solveWeek } from './solver-week';

const HOUR = 3_600_000;
const day0 = Date.UTC(2030, 0, 6); // a Sunday
const WEEK_MINUTES = 40 * 60;

/** An opening `hours` long starting `startHour` hours after the week starts. */
const opening = (id: string, startHour: number, hours = 12, count = 1): PlanOpening => ({
  id,
  startsAt: day0 + startHour * HOUR,
  endsAt: day0 + (startHour + hours) * HOUR,
  periods: [{ period: '2030-01-06', minutes: hours * 60 }],
  count,
});
const candidate = (openingId: string, employeeId: string, baseScore: number): PlanCandidate => ({
  openingId,
  employeeId,
  baseScore,
  overtimeCentsPerMinute: 600,
});

const problemOf = (openings: PlanOpening[], candidates: PlanCandidate[], extra: Partial<PlanProblem> = {}): PlanProblem => ({
  openings,
  candidates,
  headroom: new Map(),
  minRestMinutes: 8 * 60,
  periodThresholdMinutes: WEEK_MINUTES,
  ...extra,
});

const byName = (a: PlanCandidate, b: PlanCandidate) => a.employeeId.localeCompare(b.employeeId);
const sorted = (plan: { assignments: { openingId: string; employeeId: string }[] }) =>
  plan.assignments.map((a) => `${a.openingId}:${a.employeeId}`).sort();

/** Both solvers, checked for legality. */
async function bothSolvers(problem: PlanProblem) {
  const heuristic = solveHeuristic(problem);
  const highs = await solveWithHighs(problem, 10);
  if (highs.status === 'NO_SOLUTION') throw new Error(highs.reason);
  expect(planViolations(problem, heuristic.assignments)).toEqual([]);
  expect(planViolations(problem, highs.plan.assignments)).toEqual([]);
  return { heuristic, highs: highs.plan };
}

describe('Fill week solver', () => {
  it('never gives one nurse two overlapping openings', async () => {
    // Ann is the cheapest for both day shifts on the same day; only one can be hers.
    const problem = problemOf(
      [opening('a', 7), opening('b', 8)],
      [candidate('a', 'ann', 100), candidate('b', 'ann', 100), candidate('a', 'bea', 150), candidate('b', 'cat', 160)],
    );
    for (const plan of Object.values(await bothSolvers(problem))) {
      expect(plan.assignments).toHaveLength(2);
      expect(new Set(plan.assignments.map((a) => a.employeeId)).size).toBe(2);
    }
  });

  it('keeps the facility rest hours between two bookings of one nurse, and only those', async () => {
    // Night 19:00 to 07:00, then a day shift at 11:00: four hours of rest.
    const openings = [opening('night', 19), opening('day', 35)];
    const candidates = [candidate('night', 'ann', 100), candidate('day', 'ann', 100)];
    for (const plan of Object.values(await bothSolvers(problemOf(openings, candidates)))) expect(plan.assignments).toHaveLength(1);
    const noRest = problemOf(openings, candidates, { minRestMinutes: 0 });
    for (const plan of Object.values(await bothSolvers(noRest))) expect(plan.assignments).toHaveLength(2);
  });

  it('prices the overtime her new bookings make together, and avoids it', async () => {
    // Ann has 28 hours booked this week (12 left before overtime): two 12-hour shifts would give
    // her 12 hours of overtime, though each on its own is "no overtime" and she is $1 cheaper.
    const problem = problemOf(
      [opening('mon', 31), opening('wed', 79)],
      [candidate('mon', 'ann', 9_900), candidate('wed', 'ann', 9_900), candidate('mon', 'bea', 10_000), candidate('wed', 'bea', 10_000)],
      { headroom: new Map([[headroomKey('ann', '2030-01-06'), 12 * 60]]) },
    );
    for (const plan of Object.values(await bothSolvers(problem))) {
      expect(plan.assignments).toHaveLength(2);
      expect(plan.overtimeMinutes).toBe(0);
      expect(new Set(plan.assignments.map((a) => a.employeeId))).toEqual(new Set(['ann', 'bea']));
    }
    const bothToAnn = evaluatePlan(problem, [
      { openingId: 'mon', employeeId: 'ann' },
      { openingId: 'wed', employeeId: 'ann' },
    ]);
    expect(bothToAnn.overtimeMinutes).toBe(12 * 60);
    expect(bothToAnn.overtimeOf.get('wed|ann')).toBe(12 * 60);
  });

  it('fills more than the first-eligible greedy where the first pick blocks a later opening', async () => {
    // Ann comes first by name and takes the day shift; the night shift that overlaps it has only her.
    const problem = problemOf(
      [opening('day', 7), opening('late', 15), opening('night', 19)],
      [
        candidate('day', 'ann', 100),
        candidate('day', 'bea', 120),
        candidate('late', 'bea', 100),
        candidate('late', 'cat', 130),
        candidate('night', 'ann', 100),
      ],
    );
    const greedy = solveGreedy(problem, byName);
    expect(greedy.assignments).toHaveLength(2);
    const { heuristic, highs } = await bothSolvers(problem);
    expect(sorted(heuristic)).toEqual(['day:bea', 'late:cat', 'night:ann']);
    expect(sorted(highs)).toEqual(sorted(heuristic));
  });

  it('fills a position with several openings with different nurses', async () => {
    const problem = problemOf(
      [opening('ward', 7, 12, 3)],
      [candidate('ward', 'ann', 100), candidate('ward', 'bea', 200), candidate('ward', 'cat', 150), candidate('ward', 'dan', 90)],
    );
    for (const plan of Object.values(await bothSolvers(problem))) expect(sorted(plan)).toEqual(['ward:ann', 'ward:cat', 'ward:dan']);
  });

  it('fills as many openings as HiGHS on small random weeks, at nearly the same cost', async () => {
    // A fixed-seed generator, so a failure names a reproducible case.
    let seed = 15;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let heuristicTotal = 0;
    let highsTotal = 0;
    for (let round = 0; round < 25; round++) {
      const openings = Array.from({ length: 8 }, (_, i) =>
        opening(`o${i}`, Math.floor(random() * 14) * 12, 12, 1 + Math.floor(random() * 2)),
      );
      const nurses = Array.from({ length: 6 }, (_, i) => `n${i}`);
      const candidates = openings.flatMap((o) =>
        nurses.filter(() => random() < 0.45).map((n) => candidate(o.id, n, 5_000 + Math.floor(random() * 3_000))),
      );
      const headroom = new Map(nurses.map((n) => [headroomKey(n, '2030-01-06'), Math.floor(random() * 4) * 12 * 60]));
      const problem = problemOf(openings, candidates, { headroom });
      const { heuristic, highs } = await bothSolvers(problem);
      expect(heuristic.assignments.length, `round ${round}`).toBe(highs.assignments.length);
      expect(highs.score, `round ${round}`).toBeLessThanOrEqual(heuristic.score);
      heuristicTotal += heuristic.score;
      highsTotal += highs.score;
    }
    // The heuristic is not exact (a cheaper plan may need three nurses to trade at once), but over
    // these weeks, dense with overtime, it costs at most 5 % more than the optimum (2.3 % when written).
    expect(heuristicTotal).toBeLessThanOrEqual(highsTotal * 1.05);
  });

  it('solveWeek answers the better plan and says which solver found it', async () => {
    const problem = problemOf([opening('a', 7)], [candidate('a', 'ann', 100), candidate('a', 'bea', 90)]);
    const week = await solveWeek(problem, 5);
    expect(sorted(week.plan)).toEqual(['a:bea']);
    expect(week.highs).toBe('OPTIMAL');
    expect(week.method).toBe('HIGHS');
  });

  it('finds the maximal sets of clashing openings of a nurse', () => {
    const cliques = maximalCliques([opening('a', 0), opening('b', 6), opening('c', 24), opening('d', 60)], 8 * 60);
    // a (0-12) and b (6-18) overlap; c (24-36) starts within 8 hours of b's end; d is clear of all.
    expect(cliques.map((c) => c.map((o) => o.id))).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });
});
