import { defineConfig } from 'vitest/config';
import { runClockOffset } from './packages/shared/src/testing/fixed-clock.ts';
import { WaitingFilesSpread } from './vitest.sequencer.ts';

// Every test process reads the run's fixed clock (TEST_NOW, default a fixed Wednesday): decided
// here, once, and inherited by the workers and the seeding global setup through the environment.
runClockOffset(process.env, Date.now());

// The API suite runs on embedded PGlite always, and again on a PostgreSQL server when
// DATABASE_URL is set (CI does): races and row locks are only real on the server.
const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/api/test/global-setup.ts'],
    setupFiles: ['apps/api/test/setup.ts'],
    env: { TEST_DB: db },
    // Each file builds its own app on its own database copy and mocks no module, so a worker loads
    // the server's modules once for all its files instead of once per file (most of the suite's
    // time was spent importing them again).
    isolate: false,
    // Timeouts catch a hang, they are not budgets: a loaded 2-core CI machine is several times slower.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the API files spend much of their time
    // waiting (the database server, pg-boss's cron, retry back-off), so three overlap those waits.
    // Every file has its own database copy, data directory and ports; the Redis tests their own
    // key prefixes.
    maxWorkers: 3,
    sequence: { sequencer: WaitingFilesSpread },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/shared/src/testing/setup.ts'],
          // The solver's comparison with HiGHS took over Vitest's default 5 s on a loaded machine: a limit for a hang.
          testTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      'apps/web',
    ],
  },
});
