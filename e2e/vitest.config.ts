import { defineConfig } from 'vitest/config';
import { runClockOffset } from '../packages/shared/src/testing/fixed-clock.ts';

// The server, the browser's pages and the test code all read the run's fixed clock (TEST_NOW,
// default a fixed Wednesday): decided here, once, and handed to each through the environment.
runClockOffset(process.env, Date.now());

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['../packages/shared/src/testing/setup.ts'],
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
