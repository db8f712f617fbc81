import { releaseTiersFor, tiersDue } from '@careroster/shared/staffing/release-schedule';
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { releasePlans } from '../../db/schema';
import { createContext } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { openingRows } from '../shifts';
import { RELEASE_ESCALATION_JOB } from './job-names';
import { afterRelease, fillPlan, lockOpening, moveThrough, stopPlan } from './release';

const BATCH = 100;

/**
 * One plan, in its own transaction: the position locked first (SKIP LOCKED: a plan a manager or an
 * accepting nurse holds, or another instance's run, is left for the next run), then the plan,
 * checked again. A plan whose shift has begun ends (STOPPED, its open offers withdrawn: their
 * links stopped working when the shift began), one whose openings the facility filled by hand ends
 * FILLED. Otherwise it moves through every tier now open.
 */
async function stepPlan(deps: Deps, job: JobContext, plan: { positionId: string; facilityId: string }, now: Date): Promise<boolean> {
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  return transaction(ctx, undefined, async (t, after) => {
    const opening = await lockOpening(t, plan.facilityId, plan.positionId, true);
    if (!opening) return false;
    const [row] = await t.select().from(releasePlans).where(eq(releasePlans.positionId, plan.positionId)).for('update');
    if (row?.status !== 'ACTIVE') return false;
    const { position } = opening;
    const started = opening.shift.startsAt.getTime() <= now.getTime();
    const filled = position.acceptedCount + position.assignedCount >= position.totalPositions;
    if (!started && !filled && (!row.nextAt || row.nextAt.getTime() > now.getTime())) return false;
    afterRelease(after, plan.facilityId, opening.shift.id, false);
    if (started) {
      await stopPlan(t, plan.positionId, now);
      return true;
    }
    if (filled) {
      await fillPlan(t, plan.positionId);
      return true;
    }
    const allowed = releaseTiersFor(opening.position.applicableFor);
    const hours = {
      marketplaceAfterHours: row.marketplaceAfterHours,
      agencyAfterHours: row.agencyAfterHours,
      agencyWithinHours: row.agencyWithinHours,
    };
    const due = tiersDue(row.tier, allowed, hours, { startedAt: row.startedAt, shiftStartsAt: opening.shift.startsAt }, now);
    await moveThrough(ctx, t, opening, row, due, now);
    return true;
  });
}

/**
 * Every ACTIVE plan that is due (its `next_at` passed), whose shift has begun or whose position is full, by the clock of
 * `deps` (a test server's can be moved). Safe to run twice at once or again: each plan is
 * re-checked under its lock, and a tier's nurses are never offered twice. Answers the plans moved.
 */
export async function escalateDuePlans(deps: Deps, job: JobContext): Promise<number> {
  const now = deps.clock.now();
  let moved = 0;
  let after = '';
  const openings = openingRows(deps.db);
  for (;;) {
    const due = await deps.db
      .select({ positionId: releasePlans.positionId, facilityId: releasePlans.facilityId })
      .from(releasePlans)
      .innerJoin(openings, eq(openings.id, releasePlans.positionId))
      .where(
        and(
          eq(releasePlans.status, 'ACTIVE'),
          or(
            lte(releasePlans.nextAt, now),
            lte(openings.startsAt, now),
            lte(openings.totalPositions, sql`${openings.acceptedCount} + ${openings.assignedCount}`),
          ),
          after ? gt(releasePlans.positionId, after) : undefined,
        ),
      )
      .orderBy(asc(releasePlans.positionId))
      .limit(BATCH);
    for (const plan of due) {
      if (await stepPlan(deps, job, plan, now)) moved += 1;
    }
    if (due.length < BATCH) break;
    after = due.at(-1)!.positionId;
  }
  return moved;
}

/** Every minute (pg-boss cron), and at once when a test clock moves or a plan is started already due. */
export const releaseEscalationJob = (deps: () => Deps): JobDefinition => ({
  name: RELEASE_ESCALATION_JOB,
  cron: '* * * * *',
  policy: 'short',
  retry: { retryLimit: 3, retryDelay: 20, retryBackoff: true, retryDelayMax: 120 },
  handler: async (_data, job) => {
    const moved = await escalateDuePlans(deps(), job);
    if (moved > 0) job.log.info({ plans: moved }, 'release plans escalated');
  },
});
