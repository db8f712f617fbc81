import { parentPort } from 'node:worker_threads';
import type { PlanProblem } from '@careroster/shared/staffing/solver';
import { solveWeek } from '@careroster/shared/staffing/solver-week';
import type { SolverAnswer } from './fill-week-solver';

/**
 * The worker thread that solves "Fill week" weeks (fill-week-solver.ts starts it): HiGHS holds
 * its thread for the whole search, so the server's event loop never waits on it. One week at a
 * time; the heuristic's plan goes back first, the final one when HiGHS is done.
 */
const port = parentPort!;
const answer = (message: SolverAnswer) => port.postMessage(message);

port.on('message', (job: { problem: PlanProblem; timeLimitSeconds: number }) => {
  solveWeek(job.problem, job.timeLimitSeconds, (plan) => answer({ kind: 'heuristic', plan })).then(
    (solution) => answer({ kind: 'done', solution }),
    (err: unknown) => answer({ kind: 'failed', reason: err instanceof Error ? err.message : String(err) }),
  );
});
