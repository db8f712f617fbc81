import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A worker loads jsdom, Mantine and the app's modules once for all its files instead of once
    // per file: that was three quarters of the project's CPU time. Each test still starts clean:
    // setup.ts unmounts, resets the store, clears storage and restores every mock after it.
    isolate: false,
    testTimeout: 60_000,
  },
});
