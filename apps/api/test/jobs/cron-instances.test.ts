import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../src/platform/jobs';
import { useTestApp } from '../helpers/test-app';
import { everyMinuteJob, fastJobTuning } from '../helpers/jobs';
import { waitFor } from '../helpers/wait';

const EVERY_MINUTE = 'test.every-minute';
const runs: string[] = [];
const everyMinute = (instance: string) => everyMinuteJob(EVERY_MINUTE, runs, instance);
// Both instances read one clock the test moves by hand (pg-boss's TestClock, which pg-boss's own
// statements read too, through its job_now()): two cron minutes pass in seconds instead of two
// real ones.
const clock = new TestClock();
const tuning = { ...fastJobTuning, clock };

// Two pg-boss instances need two connections to one server: PGlite is one process's database.
describe.runIf(process.env.TEST_DB === 'postgres')('cron across instances', () => {
  const t = useTestApp({
    config: { jobs: true },
    app: { jobs: { tuning, definitions: (defaults) => [...defaults, everyMinute('app')] } },
  });
  let second: Jobs | undefined;
  afterAll(() => second?.stop());

  it('runs a cron job once per minute with two pg-boss instances on one database', async () => {
    second = await startJobs({
      db: t.deps.db,
      kind: t.deps.dbKind,
      log: t.app.log,
      definitions: [everyMinute('second')],
      tuning,
    });
    // Two more minutes while both run. At each the clock jumps a minute (every timer it passed
    // fires once), then moves on a second at a time: each instance makes a cron pass every second,
    // so both find the minute due several times before its job has run.
    const before = runs.length;
    for (const minute of [1, 2]) {
      await clock.setTime(clock.now() + 60_000);
      await waitFor(`the run of minute ${minute}`, async () => {
        await clock.tick(1_000);
        return runs.length >= before + minute;
      });
    }
    for (let pass = 0; pass < 5; pass += 1) await clock.tick(1_000);
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
  });
});
