/**
 * The time that staffing deadlines are measured against (issue 15): when a release plan escalates,
 * whether a shift is "less than K hours away". A real server reads the system clock. A test
 * server started with TEST_CLOCK=1 (never in production) can be moved forward through
 * POST /api/test/clock, so a browser test can watch a plan escalate without waiting hours.
 */
export type Clock = {
  now(): Date;
  /** Only the test clock moves; null on a real server. */
  readonly adjustable: { advance(ms: number): void; offsetMs(): number } | null;
};

export const systemClock: Clock = { now: () => new Date(), adjustable: null };

export function testClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    adjustable: {
      advance(ms) {
        // Forward only: jobs and offers assume time does not run backwards.
        offset += Math.max(0, ms);
      },
      offsetMs: () => offset,
    },
  };
}
