import { solveHeuristic, type Plan, type PlanProblem } from './solver';
import { solveWithHighs } from './solver-highs';
import { FILL_WEEK_TIME_LIMIT_SECONDS } from './values';

export type WeekSolution = { plan: Plan; method: 'HIGHS' | 'HEURISTIC'; highs: 'OPTIMAL' | 'TIME_LIMIT' | 'NO_SOLUTION' };

/** The better of two plans: more openings filled, then the lower score. */
export const betterPlan = (a: Plan, b: Plan) =>
  a.assignments.length !== b.assignments.length ? (a.assignments.length > b.assignments.length ? a : b) : a.score <= b.score ? a : b;

/**
 * "Fill week" as shipped (the bench's figures are in docs/decisions/032): HiGHS proves the best
 * plan; the heuristic runs first (milliseconds) and is kept when HiGHS stops at its time limit
 * with a worse plan, or fails. So the answer is never worse than the heuristic and is optimal
 * whenever HiGHS finishes. `onHeuristic` hears the heuristic's plan before HiGHS starts: the best
 * plan so far, should the caller stop waiting.
 */
export async function solveWeek(
  problem: PlanProblem,
  timeLimitSeconds = FILL_WEEK_TIME_LIMIT_SECONDS,
  onHeuristic?: (plan: Plan) => void,
): Promise<WeekSolution> {
  const heuristic = solveHeuristic(problem);
  onHeuristic?.(heuristic);
  const highs = await solveWithHighs(problem, timeLimitSeconds);
  if (highs.status === 'NO_SOLUTION') return { plan: heuristic, method: 'HEURISTIC', highs: highs.status };
  const plan = betterPlan(highs.plan, heuristic);
  return { plan, method: plan === heuristic ? 'HEURISTIC' : 'HIGHS', highs: highs.status };
}
