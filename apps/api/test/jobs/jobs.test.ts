import { todayIn } from '@careroster/shared/format/date-time';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials } from '../../src/db/schema';
import { CREDENTIAL_EXPIRY_JOB, credentialExpiryJob } from '../../src/modules/employees/credential-expiry-job';
import { jobsReport } from '../../src/platform/jobs/report';
import { addDays } from '@careroster/shared/format/wall-clock';
import { useTestApp } from '../helpers/test-app';
import { fastJobTuning } from '../helpers/jobs';
import { waitFor } from '../helpers/wait';

const FAILING = 'test.always-fails';

const t = useTestApp({
  config: { jobs: true },
  app: {
    jobs: {
      tuning: fastJobTuning,
      // The product's jobs as they are, but the expiry sweep every minute instead of daily, plus a job that always fails.
      definitions: (defaults) => [
        ...defaults.map((d) => (d.name === CREDENTIAL_EXPIRY_JOB ? { ...d, cron: '* * * * *' } : d)),
        {
          name: FAILING,
          retry: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
          handler: async () => {
            throw Object.assign(new Error('nurse Jane Roe, jane@example.test'), { code: 'ETEST' });
          },
        },
      ],
    },
  },
});

const logLines = () => t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('jobs on pg-boss', () => {
  it('creates its own schema at start, beside the migrated one', async () => {
    const res = await t.sql(sql`select count(*)::int as n from pgboss.queue where name in (${CREDENTIAL_EXPIRY_JOB}, 'outbox.dispatch')`);
    expect((res as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    // The product schedule is daily, just after midnight HST.
    expect(credentialExpiryJob(() => t.deps).cron).toBe('5 10 * * *');
    expect(await t.deps.jobs.boss!.getSchedule(CREDENTIAL_EXPIRY_JOB)).toMatchObject({ cron: '* * * * *', timezone: 'UTC' });
  });

  it('expires credentials from the cron schedule', async () => {
    const [credential] = await t.deps.db.select({ id: credentials.id }).from(credentials).limit(1);
    await t.deps.db
      .update(credentials)
      .set({ status: 'CREDENTIAL_VERIFIED', expiry: addDays(todayIn('HST', new Date()), -2) })
      .where(eq(credentials.id, credential!.id));
    await waitFor('the cron sweep to expire the credential', async () => {
      const [row] = await t.deps.db.select({ status: credentials.status }).from(credentials).where(eq(credentials.id, credential!.id));
      return row!.status === 'CREDENTIAL_EXPIRED';
    });
    // The handler's update commits before pg-boss marks the job completed, so the state can lag a moment behind.
    await waitFor('the sweep job to be completed', async () =>
      (await t.deps.jobs.boss!.findJobs(CREDENTIAL_EXPIRY_JOB)).some((j) => j.state === 'completed'),
    );
    expect(logLines().some((l) => l.msg === 'credential expiry sweep' && typeof l.jobId === 'string')).toBe(true);
  });

  it('retries a failing job with back-off, ends it failed, and shows it with its id', async () => {
    const id = (await t.deps.jobs.send(FAILING))!;
    const failed = await waitFor('the job to fail for good', async () => {
      const [job] = await t.deps.jobs.boss!.findJobs(FAILING, { id });
      return job?.state === 'failed' ? job : undefined;
    });
    expect(failed.retryCount).toBe(2);
    // pg-boss keeps the code, never the error's text.
    expect(JSON.stringify(failed.output)).not.toContain('jane@example.test');

    const lines = logLines().filter((l) => l.jobId === id);
    expect(lines.filter((l) => l.msg === 'job attempt failed: will retry')).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'job failed: no retries left')).toEqual([
      expect.objectContaining({ level: 50, code: 'ETEST', job: FAILING }),
    ]);
    expect(t.logs.join('\n')).not.toContain('jane@example.test');

    const report = await jobsReport(t.deps.db);
    expect(report.failedJobs).toContainEqual(expect.objectContaining({ id, name: FAILING, retryCount: 2 }));
  });
});
