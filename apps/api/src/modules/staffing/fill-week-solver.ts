import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { Plan, PlanProblem } from '@careroster/shared/staffing/solver';
import type { WeekSolution } from '@careroster/shared/staffing/solver-week';

export type SolverAnswer =
  { kind: 'heuristic'; plan: Plan } | { kind: 'done'; solution: WeekSolution } | { kind: 'failed'; reason: string };

/** The plan, and whether HiGHS proved it the best; `failure` says why it did not, when it broke. */
export type OffThreadSolution = { plan: Plan; proven: boolean; failure?: string };

/**
 * Solver threads for the whole process: one per core beyond the event loop's, at most two, so
 * proposals of many facilities together cannot starve the requests of everyone else of CPU. A
 * proposal beyond them waits its turn.
 */
const MAX_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * HiGHS stops itself at its limit (once for each of its two solves); the heuristic before it has
 * none, and takes seconds on a 4-week problem when the machine is busy (18 s on the bench's
 * loaded 2 cores). Past this generous margin the thread is stuck, not slow.
 */
const watchdogMs = (timeLimitSeconds: number) => (2 * timeLimitSeconds + 120) * 1000;

/**
 * The worker's entry: the TypeScript source under vitest and tsx (which it loads into the
 * thread), or the bundle esbuild writes beside server.js (build.mjs).
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './fill-week-worker.ts' : './fill-week-worker.js', import.meta.url);

const idle: Worker[] = [];
const waiting: (() => void)[] = [];
let started = 0;

function spawn() {
  const worker = new Worker(workerUrl, fromSource ? { execArgv: ['--import', 'tsx'] } : {});
  // An idle solver thread must not keep a stopping server (or a test run) alive.
  worker.unref();
  started++;
  return worker;
}

async function acquire(): Promise<Worker> {
  for (;;) {
    const worker = idle.pop();
    if (worker) return worker;
    if (started < MAX_WORKERS) return spawn();
    await new Promise<void>((wake) => waiting.push(wake));
  }
}

function release(worker: Worker, healthy: boolean) {
  if (healthy) idle.push(worker);
  else {
    started--;
    void worker.terminate();
  }
  waiting.shift()?.();
}

/**
 * Solves the week on a solver thread. HiGHS stops at `timeLimitSeconds` with the best plan it has
 * (not proven); should the thread break or hang, the heuristic's plan is the answer, and without
 * even that, a clear error.
 */
export async function solveWeekOffThread(problem: PlanProblem, timeLimitSeconds: number): Promise<OffThreadSolution> {
  const worker = await acquire();
  return new Promise<OffThreadSolution>((resolve, reject) => {
    let heuristic: Plan | undefined;
    const settle = (healthy: boolean, outcome: OffThreadSolution | { failure: string }) => {
      clearTimeout(watchdog);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      release(worker, healthy);
      if ('plan' in outcome) resolve(outcome);
      else if (heuristic) resolve({ plan: heuristic, proven: false, failure: outcome.failure });
      else reject(new AppError('INTERNAL', productMessages.fillWeekFailed));
    };
    const onMessage = (message: SolverAnswer) => {
      if (message.kind === 'heuristic') heuristic = message.plan;
      else if (message.kind === 'done') settle(true, { plan: message.solution.plan, proven: message.solution.highs === 'OPTIMAL' });
      else settle(true, { failure: message.reason });
    };
    const onError = (err: Error) => settle(false, { failure: err.message });
    const onExit = (code: number) => settle(false, { failure: `solver thread exited (${code})` });
    const watchdog = setTimeout(() => settle(false, { failure: 'solver thread timed out' }), watchdogMs(timeLimitSeconds));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ problem, timeLimitSeconds });
  });
}
