/**
 * The fixed clock of the test suites (issue 23): no test may depend on the date or the time of day
 * it runs. Every process of a run (the Vitest workers, the seeding global setup, the browser
 * suite's server and its pages) reads a wall clock that started at `TEST_NOW` when the run
 * started and runs on at real speed, so timeouts, pg-boss and back-off behave as usual.
 *
 * The run's offset from the real clock is decided once, by the process that reads the config, and
 * handed to every other process in `CAREROSTER_CLOCK_OFFSET_MS`: processes started minutes apart
 * still agree on what time it is. `npm run test:dates` runs the suite at awkward instants.
 *
 * Test support only: nothing the product ships imports this module.
 */

/** A Wednesday mid-morning in both demo facilities' zones: the ordinary day the suite is written on. */
export const DEFAULT_TEST_NOW = '2026-11-18T15:00:00.000Z';

const OFFSET_ENV = 'CAREROSTER_CLOCK_OFFSET_MS';

type Env = Record<string, string | undefined>;

/**
 * The run's offset in milliseconds, decided on the first call of a run: from `TEST_NOW` (an ISO
 * instant, default DEFAULT_TEST_NOW) against the real clock. Written to `env` so child processes
 * and workers inherit it.
 */
export function runClockOffset(env: Env, realNowMs: number): number {
  const inherited = env[OFFSET_ENV];
  if (inherited !== undefined && inherited !== '') {
    const offset = Number(inherited);
    if (!Number.isFinite(offset)) throw new Error(`${OFFSET_ENV} must be a number of milliseconds, got "${inherited}"`);
    return offset;
  }
  const anchor = env.TEST_NOW && env.TEST_NOW !== '' ? env.TEST_NOW : DEFAULT_TEST_NOW;
  const anchorMs = Date.parse(anchor);
  if (!Number.isFinite(anchorMs)) throw new Error(`TEST_NOW must be an ISO instant such as ${DEFAULT_TEST_NOW}, got "${anchor}"`);
  const offset = anchorMs - realNowMs;
  env[OFFSET_ENV] = String(offset);
  return offset;
}

/**
 * Replaces `globalThis.Date` by a Date whose "now" is the real clock plus `offsetMs`. Dates built
 * from a value, `Date.UTC` and `Date.parse` are untouched; timers are real. The source is written
 * so it can also run in a browser page (`shiftedDateScript`).
 */
export function installShiftedDate(offsetMs: number): () => void {
  const g = globalThis as unknown as { Date: DateConstructor & { __careRosterShift?: number } };
  if (g.Date.__careRosterShift !== undefined) {
    if (g.Date.__careRosterShift !== offsetMs) throw new Error('the test clock is already installed with another offset');
    return () => undefined;
  }
  const Real = g.Date;
  const realNow = Real.now.bind(Real);
  // Constructing with no argument reads the shifted now; any other form is Date's own.
  function Shifted(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new Real(realNow() + offsetMs).toString();
    const ctorArgs = (args.length === 0 ? [realNow() + offsetMs] : args) as ConstructorParameters<DateConstructor>;
    return Reflect.construct(Real, ctorArgs, new.target) as Date;
  }
  Object.setPrototypeOf(Shifted, Real);
  Shifted.prototype = Real.prototype;
  Object.defineProperty(Shifted, 'now', { value: () => realNow() + offsetMs, writable: true, configurable: true });
  Object.defineProperty(Shifted, '__careRosterShift', { value: offsetMs });
  g.Date = Shifted as unknown as DateConstructor;
  return () => {
    g.Date = Real;
  };
}

/** `installShiftedDate` as a script for a browser page's init script. */
export function shiftedDateScript(offsetMs: number): string {
  return `(${installShiftedDate.toString()})(${JSON.stringify(offsetMs)});`;
}

/** Installs the run's clock in this process for good (a test worker's setup file). */
export function installRunClock(env: Env = process.env): void {
  installShiftedDate(runClockOffset(env, Date.now()));
}

/**
 * Runs `work` with the run's clock installed, then gives the process its real clock back: the
 * seeding global setup runs in the test runner's own process, whose reports keep real times.
 */
export async function withRunClock<T>(work: () => Promise<T>, env: Env = process.env): Promise<T> {
  const restore = installShiftedDate(runClockOffset(env, Date.now()));
  try {
    return await work();
  } finally {
    restore();
  }
}
