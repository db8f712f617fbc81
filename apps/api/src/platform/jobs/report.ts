import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { undeliveredOutbox } from '../outbox';
import { JOBS_SCHEMA } from './index';

export type JobsReport = {
  failedJobs: { id: string; name: string; retryCount: number; failedAt: string | null }[];
  undeliveredOutbox: Awaited<ReturnType<typeof undeliveredOutbox>>;
};

/**
 * What went wrong in the background, by id only (no job data, no message content): jobs pg-boss
 * marked failed after their last retry (kept 7 days) and outbox rows still PENDING or FAILED.
 * Platform-wide, so it is an operator's view (`npm run jobs:report -w @careroster/api`), not a
 * facility route.
 */
export async function jobsReport(db: Db, limit = 100): Promise<JobsReport> {
  const installed = await db.execute(sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as ok`);
  const ok = (installed as { rows: { ok: boolean }[] }).rows[0]?.ok;
  const failed = ok
    ? await db.execute(sql`
        select id::text, name, retry_count, completed_on from ${sql.identifier(JOBS_SCHEMA)}.job
        where state = 'failed' order by completed_on desc limit ${limit}`)
    : { rows: [] };
  const rows = (failed as { rows: { id: string; name: string; retry_count: number; completed_on: Date | string | null }[] }).rows;
  return {
    failedJobs: rows.map((r) => ({
      id: r.id,
      name: r.name,
      retryCount: Number(r.retry_count),
      failedAt: r.completed_on === null ? null : new Date(r.completed_on).toISOString(),
    })),
    undeliveredOutbox: await undeliveredOutbox(db, limit),
  };
}
