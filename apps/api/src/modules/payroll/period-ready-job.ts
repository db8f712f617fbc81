import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facilities, payrollRuns } from '../../db/schema';
import { createContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { announceNotifications, raiseNotifications, type RaisedNotification } from '../notifications/raise';
import { approvalDueAt } from '../timekeeping/auto-approve-job';
import { finishedPeriods, payrollFacility } from './inputs';
import { draftRun, periodOfRun } from './runs';

const WEEK_HOURS = 7 * 24;

/**
 * For each facility, the latest pay period whose approval deadline has passed: once it has no run,
 * its DRAFT is computed and a PAYROLL notification says it is ready. The run row is the dedupe:
 * only the call that created it notifies, so retries and several instances notify once. Older
 * periods are left alone (a new facility is not told of every period before it).
 */
export async function draftReadyPeriods(db: Db, now: Date = new Date()): Promise<{ raised: RaisedNotification[]; facilities: string[] }> {
  const raised: RaisedNotification[] = [];
  const drafted: string[] = [];
  for (const { id } of await db.select({ id: facilities.id }).from(facilities)) {
    const facility = await payrollFacility(db, id);
    // The deadline is at most 720 hours: a few periods back always reach one that is due.
    const due = finishedPeriods(facility, Math.ceil(facility.deadlineHours / WEEK_HOURS) + 1, now).find(
      (p) => approvalDueAt(p.end, facility.timezone, facility.deadlineHours).getTime() <= now.getTime(),
    );
    if (!due) continue;
    const [exists] = await db.select({ id: payrollRuns.id }).from(payrollRuns).where(and(eq(payrollRuns.facilityId, id), eq(payrollRuns.periodStart, due.start)));
    if (exists) continue;
    try {
      const notified = await db.transaction(async (tx) => {
        const { run, created } = await draftRun(tx, facility, due, now);
        if (!created) return [];
        const period = periodOfRun(run);
        return raiseNotifications(tx, [{ facilityId: id, type: 'PAYROLL', typeId: run.id, title: productMessages.payrollReadyTitle, body: productMessages.payrollReadyBody(period) }]);
      });
      raised.push(...notified);
      if (notified.length > 0) drafted.push(id);
    } catch (error) {
      // A period overlapping an older run (the payroll setting changed) waits for a person.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return { raised, facilities: drafted };
}

export const PAYROLL_PERIOD_READY_JOB = 'payroll.period-ready';

/** Hourly, after the quarter-hour auto-approval: deadlines fall on the hour in each facility's zone. */
export function payrollPeriodReadyJob(deps: () => Deps): JobDefinition {
  return {
    name: PAYROLL_PERIOD_READY_JOB,
    cron: '20 * * * *',
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900 },
    async handler(_data, job) {
      const d = deps();
      const { raised, facilities: drafted } = await draftReadyPeriods(d.db);
      const ctx = createContext({ requestId: job.jobId, log: job.log, deps: d });
      for (const facilityId of drafted) ctx.publish({ type: 'payroll.changed' }, facilityId);
      await announceNotifications(ctx, raised);
      job.log.info({ drafted: drafted.length }, 'payroll periods ready');
    },
  };
}
