import { formatDate } from '@careroster/shared/format/date-time';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { lastClosedQuarter, pbjDeadline, quarterLabel } from '@careroster/shared/pbj/quarters';
import { pbjQuarterNotices } from '../../db/schema';
import { createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { everyFacility } from '../facility';
import { type RaisedNotification, raiseNotifications } from '../notifications';

/**
 * Raises the PBJ notice of each facility's last closed quarter, once: the notice row is written
 * first (on conflict nothing), and only the run that wrote it raises, in the same transaction, so
 * retries and several instances notify once. A quarter whose deadline has already passed on the
 * facility's today (a facility that joined late) is not announced: the page shows it overdue.
 */
export async function raiseClosedQuarterNotices(ctx: Ctx, now: Date = ctx.deps.clock.now()): Promise<RaisedNotification[]> {
  const { db } = ctx.deps;
  const all = await everyFacility(db);
  const raised: RaisedNotification[] = [];
  for (const f of all) {
    const today = zonedDate(now, f.timezone);
    const quarter = lastClosedQuarter(today);
    const deadline = pbjDeadline(quarter);
    if (deadline < today) continue;
    const notified = await transaction(ctx, undefined, async (tx) => {
      const inserted = await tx
        .insert(pbjQuarterNotices)
        .values({ facilityId: f.id, fiscalYear: quarter.fiscalYear, quarter: quarter.quarter })
        .onConflictDoNothing()
        .returning({ facilityId: pbjQuarterNotices.facilityId });
      if (inserted.length === 0) return [];
      return raiseNotifications(tx, [
        {
          facilityId: f.id,
          type: 'PBJ',
          title: productMessages.pbjNoticeTitle,
          body: productMessages.pbjNoticeBody(quarterLabel(quarter), formatDate(deadline)),
        },
      ]);
    });
    raised.push(...notified);
  }
  return raised;
}

export const PBJ_QUARTER_CLOSED_JOB = 'pbj.quarter-closed';

/** Daily at 10:15 UTC, after midnight in HST (the westernmost zone served): every facility's new day has begun. */
export const pbjQuarterClosedJob = (deps: () => Deps): JobDefinition => ({
  name: PBJ_QUARTER_CLOSED_JOB,
  cron: '15 10 * * *',
  retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
  async handler(_data, job) {
    const d = deps();
    const raised = await raiseClosedQuarterNotices(createContext({ requestId: job.jobId, log: job.log, deps: d }));
    if (raised.length > 0) job.log.info({ notified: raised.length }, 'PBJ quarter notices raised');
  },
});
