import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../src/platform/jobs';
import { useTestApp } from '../helpers/test-app';
import { everyMinuteJob, fastJobTuning } from '../helpers/jobs';
import { waitFor } from '../helpers/wait';

// A file of its own, apart from jobs.test.ts: its minute boundaries are a wait of up to two
// minutes that another worker's files run beside, instead of after the retries' back-off.
const EVERY_MINUTE = 'test.every-minute';
const runs: string[] = [];
const everyMinute = (instance: string) => everyMinuteJob(EVERY_MINUTE, runs, instance);

// Two pg-boss instances need two connections to one server: PGlite is one process's database.
describe.runIf(process.env.TEST_DB === 'postgres')('cron across instances', () => {
  const t = useTestApp({
    config: { jobs: true },
    app: { jobs: { tuning: fastJobTuning, definitions: (defaults) => [...defaults, everyMinute('app')] } },
  });
  let second: Jobs | undefined;
  afterAll(() => second?.stop());

  it('runs a cron job once per minute with two pg-boss instances on one database', async () => {
    second = await startJobs({
      db: t.deps.db,
      kind: t.deps.dbKind,
      log: t.app.log,
      definitions: [everyMinute('second')],
      tuning: fastJobTuning,
    });
    // Two more occurrences while both run: each instance makes a cron pass every second or so, so
    // both find every minute due many times.
    const before = runs.length;
    await waitFor('two runs of the every-minute job', async () => runs.length >= before + 2, 200_000, 500);
    await second.stop();
    await t.deps.jobs.stop();

    const q = async <T>(query: ReturnType<typeof sql>) => (await t.sql(query)) as { rows: T[] };
    const forwarded = await q<{ slot: string }>(
      sql`select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${EVERY_MINUTE} and state = 'completed'`,
    );
    const slots = new Set(forwarded.rows.map((r) => r.slot));
    const jobs = await q<{ state: string }>(sql`select state from pgboss.job where name = ${EVERY_MINUTE}`);
    // One forwarded occurrence per minute slot, one job per occurrence, one run per job.
    expect(forwarded.rows).toHaveLength(slots.size);
    expect(jobs.rows).toHaveLength(slots.size);
    expect(runs).toHaveLength(jobs.rows.filter((j) => j.state === 'completed').length);
    expect(runs.length).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
