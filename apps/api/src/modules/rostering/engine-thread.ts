import { Worker } from 'node:worker_threads';
import type { Roster, RosterProblem } from '@careroster/shared/rostering/model';

export type EngineMessage =
  | { kind: 'progress'; elapsedMs: number; hard: number; soft: number }
  | { kind: 'done'; roster: Roster }
  | { kind: 'failed'; reason: string };

/** Past its budget and this margin the thread is stuck, not slow (the engine stops itself at its budget). */
const watchdogMs = (seconds: number) => (2 * seconds + 60) * 1000;

const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './roster-engine-worker.ts' : './roster-engine-worker.js', import.meta.url);

/** The caller stopped the engine (its draft was discarded): not a failure. */
export class EngineStopped extends Error {
  constructor() {
    super('roster engine stopped');
  }
}

/**
 * Runs the roster engine on a thread of its own for one draft, then ends the thread: a draft is
 * generated a few times a month per unit, so a pool would only hold memory between them. The job
 * queue bounds how many run at once (one per instance, the job's `batchSize`). `signal` ends the
 * thread at once: a discarded draft must not hold a core for the rest of its budget.
 */
export function solveOffThread(
  problem: RosterProblem,
  options: {
    seconds: number;
    seed: number;
    onProgress: (p: Extract<EngineMessage, { kind: 'progress' }>) => void;
    signal?: AbortSignal;
  },
): Promise<Roster> {
  const worker = new Worker(workerUrl, fromSource ? { execArgv: ['--import', 'tsx'] } : {});
  return new Promise<Roster>((resolve, reject) => {
    const stop = () => settle({ stopped: true });
    const settle = (outcome: { roster: Roster } | { failure: string } | { stopped: true }) => {
      clearTimeout(watchdog);
      options.signal?.removeEventListener('abort', stop);
      worker.removeAllListeners();
      void worker.terminate();
      if ('roster' in outcome) resolve(outcome.roster);
      else reject('failure' in outcome ? new Error(outcome.failure) : new EngineStopped());
    };
    const watchdog = setTimeout(() => settle({ failure: 'roster engine timed out' }), watchdogMs(options.seconds));
    if (options.signal?.aborted) return stop();
    options.signal?.addEventListener('abort', stop);
    worker.on('message', (message: EngineMessage) => {
      if (message.kind === 'progress') options.onProgress(message);
      else if (message.kind === 'done') settle({ roster: message.roster });
      else settle({ failure: message.reason });
    });
    worker.on('error', (err: Error) => settle({ failure: err.message }));
    worker.on('exit', (code) => settle({ failure: `roster engine thread exited (${code})` }));
    worker.postMessage({ problem, seconds: options.seconds, seed: options.seed });
  });
}
