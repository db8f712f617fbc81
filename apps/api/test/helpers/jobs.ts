import type { JobDefinition } from '../../src/platform/jobs';

/**
 * pg-boss polling fast enough that a test waits seconds, not its default half-minutes. The notify
 * poll too: a retry after its back-off, or a job sent to start later, waited for it (30 s).
 */
export const fastJobTuning = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  notifyPollingIntervalSeconds: 0.5,
};

/** A cron job due every minute that records which instance ran it. */
export const everyMinuteJob = (name: string, runs: string[], instance: string): JobDefinition => ({
  name,
  cron: '* * * * *',
  retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false },
  handler: async () => void runs.push(instance),
});
