import { tinyProblem } from '@careroster/shared/rostering/testing';
import { describe, expect, it } from 'vitest';
import { EngineStopped, solveOffThread } from '../../src/modules/rostering/engine-thread';

// The engine on its own thread, as the generate job runs it. A discarded draft must not hold a core
// for the rest of its budget: the job stops the thread when a progress write finds the draft gone.
describe('the roster engine thread', () => {
  it('answers a whole roster at the end of its budget', async () => {
    const roster = await solveOffThread(tinyProblem({ days: 7, nurses: 3 }), { seconds: 1, seed: 1, onProgress: () => undefined });
    expect(roster).toHaveLength(3);
    expect(roster.every((row) => row.length === 7)).toBe(true);
  });

  it('stops at once when its caller aborts, long before a budget of ten minutes', async () => {
    const stop = new AbortController();
    const solving = solveOffThread(tinyProblem({ days: 28, nurses: 8 }), {
      seconds: 600,
      seed: 1,
      onProgress: () => stop.abort(),
      signal: stop.signal,
    });
    await expect(solving).rejects.toBeInstanceOf(EngineStopped);
  }, 120_000);

  it('does not start when aborted before it is asked', async () => {
    const stop = new AbortController();
    stop.abort();
    const solving = solveOffThread(tinyProblem({ days: 7, nurses: 3 }), {
      seconds: 600,
      seed: 1,
      onProgress: () => undefined,
      signal: stop.signal,
    });
    await expect(solving).rejects.toBeInstanceOf(EngineStopped);
  });
});
