/**
 * JOB_DELAYED_POLL_SECONDS: how late a delayed job may start (pg-boss's poll beside LISTEN/NOTIFY).
 * pg-boss refuses a backstop shorter than the workers' own 2 s poll, and a server that handed it
 * one would stop at its start: the setting holds the same limit, and an app with the shortest
 * value starts its workers and runs a job asked to start later.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';

const DELAYED = 'test.delayed';
const ran: string[] = [];

describe('JOB_DELAYED_POLL_SECONDS', () => {
  it("is pg-boss's 30 s unless set, and never below the workers' 2 s poll", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobDelayedPollSeconds).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', JOB_DELAYED_POLL_SECONDS: '2' }).jobDelayedPollSeconds).toBe(2);
    expect(() => loadConfig({ NODE_ENV: 'test', JOB_DELAYED_POLL_SECONDS: '1' })).toThrow(/JOB_DELAYED_POLL_SECONDS/);
  });

  describe('at its shortest', () => {
    const t = useTestApp({
      config: { jobs: true, jobDelayedPollSeconds: 2 },
      app: {
        jobs: {
          definitions: (defaults) => [
            ...defaults,
            { name: DELAYED, retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false }, handler: async () => void ran.push('ran') },
          ],
        },
      },
    });

    it('starts the workers and runs a job asked to start later', async () => {
      expect(await t.deps.jobs.send(DELAYED, {}, { startAfterSeconds: 1 })).toBeTruthy();
      await waitFor('the delayed job', async () => ran.length === 1);
      expect(ran).toEqual(['ran']);
    });
  });
});
