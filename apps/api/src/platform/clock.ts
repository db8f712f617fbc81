/**
 * The time every business decision is measured against (issue 15 for staffing, issue 24 for the
 * rest, decision 047): a facility's today, pay periods, link and token expiry, job windows,
 * decision stamps. A real server reads the system clock. A test server started with TEST_CLOCK=1
 * (never in production) can be moved forward through POST /api/test/clock, so a test can watch a
 * plan escalate, a link expire or a punch go missing without waiting hours.
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
