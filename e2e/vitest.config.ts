import { defineConfig } from 'vitest/config';
import { runClockOffset } from '../packages/shared/src/testing/fixed-clock.ts';
import { e2eWorkers } from './support/global-setup.ts';
import { BrowserFileOrder } from './support/sequencer.ts';

// The server, the browser's pages and the test code all read the run's fixed clock (TEST_NOW,
// default a fixed Wednesday): decided here, once, and handed to each through the environment.
runClockOffset(process.env, Date.now());

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['../packages/shared/src/testing/setup.ts'],
    // Two files at a time, each with its own server and browser (support/global-setup.ts).
    maxWorkers: e2eWorkers,
    sequence: { sequencer: BrowserFileOrder },
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // expect.poll's own default (1 s) is a timing assertion: on a loaded 2-core machine a page may
    // take several seconds to answer a key press. A poll that names no timeout waits up to this.
    expect: { poll: { timeout: 30_000 } },
  },
});
