import { releaseTiersFor, tiersDue } from '@careroster/shared/staffing/release-schedule';
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { positions, releasePlans, shifts } from '../../db/schema';
import { createContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { RELEASE_ESCALATION_JOB } from './job-names';
import { afterRelease, fillPlan, lockOpening, moveThrough, stopPlan, type Moved } from './release';

const BATCH = 100;

type Step = { facilityId: string; shiftId: string; moved: Moved };

/**
 * One plan, in its own transaction: the position locked first (SKIP LOCKED: a plan a manager or an
 * accepting nurse holds, or another instance's run, is left for the next run), then the plan,
 * checked again. A plan whose shift has begun ends (STOPPED, its open offers withdrawn: their
 * links stopped working when the shift began), one whose openings the facility filled by hand ends
 * FILLED. Otherwise it moves through every tier now open.
 */
async function stepPlan(deps: Deps, job: JobContext, plan: { positionId: string; facilityId: string }, now: Date): Promise<Step | null> {
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  return deps.db.transaction(async (t) => {
    const opening = await lockOpening(t, plan.facilityId, plan.positionId, true);
    if (!opening) return null;
    const [row] = await t.select().from(releasePlans).where(eq(releasePlans.positionId, plan.positionId)).for('update');
    if (row?.status !== 'ACTIVE') return null;
    const refs = { facilityId: plan.facilityId, shiftId: opening.shift.id };
    if (opening.shift.startsAt.getTime() <= now.getTime()) {
      await stopPlan(t, plan.positionId, now);
      return { ...refs, moved: { sent: 0, pushes: [] } };
    }
    const { position } = opening;
    if (position.acceptedCount + position.assignedCount >= position.totalPositions) {
      await fillPlan(t, plan.positionId);
      return { ...refs, moved: { sent: 0, pushes: [] } };
    }
    if (!row.nextAt || row.nextAt.getTime() > now.getTime()) return null;
    const allowed = releaseTiersFor(opening.position.applicableFor);
    const hours = { marketplaceAfterHours: row.marketplaceAfterHours, agencyAfterHours: row.agencyAfterHours, agencyWithinHours: row.agencyWithinHours };
    const due = tiersDue(row.tier, allowed, hours, { startedAt: row.startedAt, shiftStartsAt: opening.shift.startsAt }, now);
    return { ...refs, moved: await moveThrough(ctx, t, opening, row, due, now) };
  });
}

/**
 * Every ACTIVE plan that is due (its `next_at` passed), whose shift has begun or whose position is full, by the clock of
 * `deps` (a test server's can be moved). Safe to run twice at once or again: each plan is
 * re-checked under its lock, and a tier's nurses are never offered twice. Answers the plans moved.
 */
export async function escalateDuePlans(deps: Deps, job: JobContext): Promise<number> {
  const now = deps.clock.now();
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  let moved = 0;
  let after = '';
  for (;;) {
    const due = await deps.db
      .select({ positionId: releasePlans.positionId, facilityId: releasePlans.facilityId })
      .from(releasePlans)
      .innerJoin(positions, eq(positions.id, releasePlans.positionId))
      .innerJoin(shifts, eq(shifts.id, positions.shiftId))
      .where(
        and(
          eq(releasePlans.status, 'ACTIVE'),
          or(lte(releasePlans.nextAt, now), lte(shifts.startsAt, now), lte(positions.totalPositions, sql`${positions.acceptedCount} + ${positions.assignedCount}`)),
          after ? gt(releasePlans.positionId, after) : undefined,
        ),
      )
      .orderBy(asc(releasePlans.positionId))
      .limit(BATCH);
    for (const plan of due) {
      const step = await stepPlan(deps, job, plan, now);
      if (!step) continue;
      moved += 1;
      await afterRelease(ctx, step.facilityId, step.shiftId, step.moved, false);
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
