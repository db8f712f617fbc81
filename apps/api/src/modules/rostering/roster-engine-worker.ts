import { parentPort } from 'node:worker_threads';
import type { RosterProblem } from '@careroster/shared/rostering/model';
import { solveRoster } from '@careroster/shared/rostering/solve';
import type { EngineMessage } from './engine-thread';

/**
 * The roster engine's thread (engine-thread.ts starts it): the annealing holds a core for its
 * whole budget, so the server's event loop never waits on it. Its best cost goes back about every
 * second; the roster when the budget is spent.
 */
const port = parentPort!;
const answer = (message: EngineMessage) => port.postMessage(message);

port.on('message', (job: { problem: RosterProblem; seconds: number; seed: number }) => {
  try {
    const result = solveRoster(job.problem, {
      seconds: job.seconds,
      seed: job.seed,
      progressMs: 1000,
      onProgress: (p) => answer({ kind: 'progress', elapsedMs: p.elapsedMs, hard: p.hard, soft: p.soft }),
    });
    answer({ kind: 'done', roster: result.roster });
  } catch (err) {
    answer({ kind: 'failed', reason: err instanceof Error ? err.message : String(err) });
  }
});
