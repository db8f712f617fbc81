import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromPglite, type ConstructorOptions, type JobWithMetadata, type QueuePolicy } from 'pg-boss';
import type { Db, DbKind } from '../../db/client';

/** pg-boss keeps its tables here, beside ours; it creates and migrates them itself at start. */
export const JOBS_SCHEMA = 'pgboss';

export type RetryPolicy = {
  /** Retries after the first attempt; the job is `failed` when the last one fails. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Double the delay on each retry (pg-boss adds jitter). */
  retryBackoff: boolean;
  retryDelayMax?: number;
};

export type JobContext = { jobId: string; attempt: number; log: FastifyBaseLogger };

export type JobDefinition = {
  /** Queue name: letters, digits, `.`, `-`, `_`. */
  name: string;
  handler: (data: object, ctx: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /** Five-field cron expression in UTC. pg-boss files each occurrence once, whichever instance sees it first. */
  cron?: string;
  /** `short`: at most one job waiting, so repeated triggers while one waits collapse into it. */
  policy?: Extract<QueuePolicy, 'standard' | 'short'>;
  /** Longest a run may take before pg-boss counts it as failed (and retries it). */
  expireInSeconds?: number;
  /**
   * Jobs fetched at once and run side by side (default 1). A worker of one job at a time waits for
   * the next poll after each job, so a queue that receives many jobs at once (one push per browser)
   * takes a batch, and fetches the next one at once while batches come back full. Each job of a
   * batch still succeeds, retries or fails on its own.
   */
  batchSize?: number;
};

/**
 * How often pg-boss looks; the defaults suit production, tests shorten them. A test may also hand
 * pg-boss a clock it moves by hand (pg-boss's TestClock): a cron minute then passes in a moment.
 */
export type JobsTuning = Pick<ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'clock'> & {
  pollingIntervalSeconds?: number;
  /**
   * A worker's poll while LISTEN/NOTIFY is up (pg-boss's default, 30 s). NOTIFY wakes it for a
   * new job, but nothing wakes it when a retry's back-off or a `startAfter` runs out: such a job
   * waits for this poll.
   */
  notifyPollingIntervalSeconds?: number;
};

/** When a queued job may start: not before this many seconds from now (pg-boss `startAfter`). */
export type SendOptions = { startAfterSeconds?: number };

export type Jobs = {
  readonly enabled: boolean;
  /** Queues a job; resolves with its id, or null when the queue's policy folded it into a waiting one. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Queues a job after a business transaction committed; a failure is logged, never thrown at the caller. */
  trigger(name: string, data?: object, options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
  /** The underlying instance, for the jobs report and tests; null when jobs are off. */
  readonly boss: PgBoss | null;
};

export const jobsOff: Jobs = {
  enabled: false,
  send: async () => null,
  trigger: async () => undefined,
  stop: async () => undefined,
  boss: null,
};

/** A stable, content-free name for why something failed: an SMTP/Node/SQLSTATE code, or the error's class. */
export function errorCode(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; name?: unknown } | null;
  const parts = [e?.code, e?.responseCode].filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  const name = typeof e?.name === 'string' ? e.name : 'Error';
  return (parts.length > 0 ? parts.join('_') : name).replace(/[^\w.-]/g, '').slice(0, 60) || 'Error';
}

type StartOptions = {
  db: Db;
  kind: DbKind;
  log: FastifyBaseLogger;
  definitions: JobDefinition[];
  tuning?: JobsTuning;
};

function connection(db: Db, kind: DbKind): Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  // A pool of pg-boss's own on the same database: it holds one connection for LISTEN, and its
  // polling never waits behind a request for one of ours.
  const { connectionString } = (client as pg.Pool).options;
  if (!connectionString) throw new Error('jobs need the database connection string');
  return { connectionString, max: 4 };
}

/**
 * Starts pg-boss on the app's database (PostgreSQL, or PGlite through pg-boss's pglite backend),
 * creates or updates one queue per definition with its retry policy, schedules the cron ones and
 * starts a worker for each. Every attempt that throws is logged with the job id; the last one as
 * an error, so a failed job is never silent.
 */
export async function startJobs(opts: StartOptions): Promise<Jobs> {
  const { log, definitions, tuning = {} } = opts;
  const boss = new PgBoss({
    ...connection(opts.db, opts.kind),
    schema: JOBS_SCHEMA,
    application_name: 'careroster-jobs',
    useListenNotify: true,
    ...(tuning.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds } : {}),
    ...(tuning.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds } : {}),
    ...(tuning.clock ? { clock: tuning.clock } : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'jobs: pg-boss error'));
  // pg-boss's warnings name queues, schedules and timings, never job data.
  boss.on('warning', (w) => log.warn({ detail: w.message }, 'jobs: pg-boss warning'));
  await boss.start();

  const byName = new Map(definitions.map((d) => [d.name, d]));
  for (const def of definitions) {
    const changeable = { ...def.retry, notify: true, ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}) };
    // A queue's policy is fixed when it is created; retry settings follow the definition on every start.
    if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, changeable);
    else await boss.createQueue(def.name, { ...changeable, policy: def.policy ?? 'standard' });
    // Schedules live in the database; every instance upserts the same row, and pg-boss's cron
    // pass files each occurrence under one singleton slot, so it runs once across instances.
    // `missed: once` catches up one run that came due while every instance was down.
    if (def.cron) await boss.schedule(def.name, def.cron, null, { tz: 'UTC', missed: 'once' });
    else await boss.unschedule(def.name).catch(() => undefined);

    const batchSize = def.batchSize ?? 1;
    const workOptions = {
      includeMetadata: true as const,
      batchSize,
      pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 2,
      ...(tuning.notifyPollingIntervalSeconds ? { notifyPollingIntervalSeconds: tuning.notifyPollingIntervalSeconds } : {}),
      ...(batchSize > 1 ? { burstWhenBatchFull: true } : {}),
    };
    await boss.work<object, void, typeof workOptions>(def.name, workOptions, async (jobs) => {
      if (batchSize === 1) {
        for (const job of jobs) await run(def, job);
        return;
      }
      const results = await Promise.allSettled(jobs.map((job) => run(def, job)));
      // A failed job of a batch goes to its retry now; pg-boss then completes the batch, which
      // touches only jobs still active, so the others neither fail nor run again with it.
      for (const [i, result] of results.entries()) {
        if (result.status === 'fulfilled') continue;
        const job = jobs[i]!;
        const message = result.reason instanceof Error ? result.reason.message : `${def.name} failed`;
        await boss.fail(def.name, { id: job.id, retryCount: job.retryCount }, { message });
      }
    });
  }

  async function run(def: JobDefinition, job: JobWithMetadata<object>) {
    const jobLog = log.child({ job: def.name, jobId: job.id, attempt: job.retryCount + 1 });
    try {
      await def.handler(job.data ?? {}, { jobId: job.id, attempt: job.retryCount + 1, log: jobLog });
    } catch (err) {
      const code = errorCode(err);
      if (job.retryCount >= job.retryLimit) jobLog.error({ err, code }, 'job failed: no retries left');
      else jobLog.warn({ err, code }, 'job attempt failed: will retry');
      // pg-boss stores the thrown error on the job row; a driver's message can repeat query
      // parameters (decision 005), so it gets the code only, and no `cause` that it would serialize.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`${def.name} failed: ${code}`);
    }
  }

  let stopped = false;
  const jobs: Jobs = {
    enabled: true,
    boss,
    async send(name, data = {}, options = {}) {
      if (!byName.has(name)) throw new Error(`unknown job ${name}`);
      return options.startAfterSeconds ? boss.send(name, data, { startAfter: options.startAfterSeconds }) : boss.send(name, data);
    },
    async trigger(name, data, options) {
      if (stopped) return;
      try {
        await jobs.send(name, data, options);
      } catch (err) {
        // The cron sweep of the same work is the safety net; the caller's transaction already committed.
        log.warn({ err, job: name }, 'jobs: could not queue a triggered job');
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Graceful: running handlers finish (up to the timeout) before the pool closes.
      await boss.stop({ graceful: true, close: true, timeout: 20_000 });
    },
  };
  return jobs;
}
