import '@careroster/shared/testing/setup';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAppStore } from '../store/app-store';

// Pages load as lazy chunks; the first import of one is transformed on demand, which on a 2-core
// machine busy with the API suite took over 5 s. A limit for a hang, not a budget: a findBy waits
// only as long as the screen takes.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks the layout APIs Mantine's components ask for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = () => undefined;

// The signed-in shell opens the live channel (app/live-updates.ts); component tests have no server
// behind it, so the socket stays connecting and silent. api/live.test.ts drives its own fake.
class InertWebSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

// An unexpected console.error (a React warning, a contract mismatch) fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  notifications.clean();
  useAppStore.getState().reset();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
