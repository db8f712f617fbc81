import '@careroster/shared/testing/setup';
import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that printed it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length > 0) {
    const printed = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called:\n${printed.join('\n')}`);
  }
});
