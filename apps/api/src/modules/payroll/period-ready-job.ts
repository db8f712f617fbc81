import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { payrollRuns } from '../../db/schema';
import { createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { everyFacility } from '../facility';
import { type RaisedNotification, raiseNotifications } from '../notifications';
import { approvalDueAt } from '../timekeeping';
import { finishedPeriods, payrollFacility } from './inputs';
import { draftRun, periodOfRun } from './runs';

const WEEK_HOURS = 7 * 24;

/**
 * For each facility, the latest pay period whose approval deadline has passed: once it has no run,
 * its DRAFT is computed and a PAYROLL notification says it is ready. The run row is the dedupe:
 * only the call that created it notifies, so retries and several instances notify once. Older
 * periods are left alone (a new facility is not told of every period before it).
 */
export async function draftReadyPeriods(
  ctx: Ctx,
  now: Date = ctx.deps.clock.now(),
): Promise<{ raised: RaisedNotification[]; facilities: string[] }> {
  const { db } = ctx.deps;
  const raised: RaisedNotification[] = [];
  const drafted: string[] = [];
  for (const { id } of await everyFacility(db)) {
    const facility = await payrollFacility(db, id);
    // The deadline is at most 720 hours: a few periods back always reach one that is due.
    const due = finishedPeriods(facility, Math.ceil(facility.deadlineHours / WEEK_HOURS) + 1, now).find(
      (p) => approvalDueAt(p.end, facility.timezone, facility.deadlineHours).getTime() <= now.getTime(),
    );
    if (!due) continue;
    const [exists] = await db
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.facilityId, id), eq(payrollRuns.periodStart, due.start)));
    if (exists) continue;
    try {
      const notified = await transaction(ctx, undefined, async (tx, after) => {
        const { run, created } = await draftRun(tx, facility, due, now);
        if (!created) return [];
        after.publish({ type: 'payroll.changed' }, id);
        const period = periodOfRun(run);
        return raiseNotifications(tx, [
          {
            facilityId: id,
            type: 'PAYROLL',
            typeId: run.id,
            title: productMessages.payrollReadyTitle,
            body: productMessages.payrollReadyBody(period),
          },
        ]);
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
      const { facilities: drafted } = await draftReadyPeriods(createContext({ requestId: job.jobId, log: job.log, deps: d }));
      job.log.info({ drafted: drafted.length }, 'payroll periods ready');
    },
  };
}
