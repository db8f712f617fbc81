import type { JobDefinition } from '../../src/platform/jobs';

/** pg-boss polling fast enough that a test waits seconds, not its default half-minutes. */
export const fastJobTuning = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

/** A cron job due every minute that records which instance ran it. */
export const everyMinuteJob = (name: string, runs: string[], instance: string): JobDefinition => ({
  name,
  cron: '* * * * *',
  retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false },
  handler: async () => void runs.push(instance),
});
