import type { ReleaseAnswer, ReleasePlan, StartReleaseBody } from '@careroster/shared/api/staffing/release';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import {
  nextEscalationAt,
  releaseTiersFor,
  tierOpensAt,
  tiersAfter,
  type ReleaseHours,
} from '@careroster/shared/staffing/release-schedule';
import { releaseTiers, type ReleaseTier } from '@careroster/shared/staffing/values';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positionOffers, releasePlans } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { findPosition, findShift, lockPosition, type PositionRow } from '../shifts';
import { transaction, type AfterCommit } from '../../platform/effects';
import type { Opening } from './candidates';
import { RELEASE_ESCALATION_JOB } from './job-names';
import { closeOpenOffers, sendTierOffers } from './offers-send';
import { peopleDirectory } from '../employees';
import { facilityRow } from '../facility';

type PlanRow = typeof releasePlans.$inferSelect;
type Address = { id: string; positionId: string };

const hoursOf = (p: Pick<PlanRow, 'marketplaceAfterHours' | 'agencyAfterHours' | 'agencyWithinHours'>): ReleaseHours => ({
  marketplaceAfterHours: p.marketplaceAfterHours,
  agencyAfterHours: p.agencyAfterHours,
  agencyWithinHours: p.agencyWithinHours,
});
const clockOf = (plan: PlanRow, opening: Opening) => ({ startedAt: plan.startedAt, shiftStartsAt: opening.shift.startsAt });
const openOf = (p: PositionRow) => Math.max(0, p.totalPositions - p.acceptedCount - p.assignedCount);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The position and its shift, the position row locked. Everything that changes a plan or its
 * offers (the manager, the escalation job, a nurse accepting) locks the position first, so they
 * queue in one order and never deadlock. `skipLocked` (the job) answers null while another holds it.
 */
export async function lockOpening(tx: DbOrTx, facilityId: string, positionId: string, skipLocked = false): Promise<Opening | null> {
  const position = await lockPosition(tx, facilityId, positionId, skipLocked);
  if (!position) return null;
  return { position, shift: await findShift(tx, facilityId, position.shiftId) };
}

async function lockedOpening(tx: DbOrTx, facilityId: string, { id, positionId }: Address): Promise<Opening> {
  const opening = await lockOpening(tx, facilityId, positionId);
  if (!opening || opening.shift.id !== id) throw new AppError('NOT_FOUND');
  return opening;
}

const planOf = async (tx: DbOrTx, positionId: string, lock = false) => {
  const q = tx.select().from(releasePlans).where(eq(releasePlans.positionId, positionId));
  return (lock ? await q.for('update') : await q)[0] ?? null;
};

/** What a step of the plan sent: its offers' count (their texts and pushes leave after the commit). */
export type Moved = { sent: number };

/**
 * Moves an ACTIVE plan through `tiers` (in order) now: each tier's offers go out, and the plan
 * records where it is and when the job moves it on next.
 */
export async function moveThrough(
  ctx: Ctx,
  tx: DbOrTx,
  opening: Opening,
  plan: PlanRow,
  tiers: readonly ReleaseTier[],
  now: Date,
): Promise<Moved> {
  const moved: Moved = { sent: 0 };
  for (const tier of tiers) moved.sent += await sendTierOffers(ctx, tx, opening, tier, now);
  const tier = tiers.at(-1) ?? plan.tier;
  const allowed = releaseTiersFor(opening.position.applicableFor);
  await tx
    .update(releasePlans)
    .set({ tier, tierStartedAt: now, nextAt: nextEscalationAt(tier, allowed, hoursOf(plan), clockOf(plan, opening)) })
    .where(eq(releasePlans.positionId, plan.positionId));
  return moved;
}

/** After a release change commits: the facility's screens refresh, and a step already due runs. */
export function afterRelease(after: AfterCommit, facilityId: string, shiftId: string, due: boolean) {
  after.publish({ type: 'shifts.changed', shift_id: shiftId }, facilityId);
  if (due) after.trigger(RELEASE_ESCALATION_JOB);
}

async function defaultsOf(db: DbOrTx, facilityId: string) {
  const f = await facilityRow(db, facilityId);
  if (!f) throw new AppError('NOT_FOUND');
  return {
    marketplace_after_hours: f.releaseMarketplaceAfterHours,
    agency_after_hours: f.releaseAgencyAfterHours,
    agency_within_hours: f.releaseAgencyWithinHours,
  };
}

async function offersOf(db: DbOrTx, positionId: string) {
  const people = peopleDirectory(db);
  return db
    .select({ offer: positionOffers, firstName: people.firstName, lastName: people.lastName, type: people.workerType })
    .from(positionOffers)
    .innerJoin(people, eq(people.id, positionOffers.employeeId))
    .where(eq(positionOffers.positionId, positionId))
    .orderBy(desc(positionOffers.offeredAt), positionOffers.rank);
}

function toPlan(plan: PlanRow, opening: Opening, offers: Awaited<ReturnType<typeof offersOf>>): ReleasePlan {
  const allowed = releaseTiersFor(opening.position.applicableFor);
  const reachedIndex = releaseTiers.indexOf(plan.tier);
  return {
    position_id: plan.positionId,
    status: plan.status,
    tier: plan.tier,
    marketplace_after_hours: plan.marketplaceAfterHours,
    agency_after_hours: plan.agencyAfterHours,
    agency_within_hours: plan.agencyWithinHours,
    started_at: plan.startedAt.toISOString(),
    tier_started_at: plan.tierStartedAt.toISOString(),
    next_at: iso(plan.nextAt),
    stopped_at: iso(plan.stoppedAt),
    tiers: releaseTiers.map((tier, i) => {
      const skipped = !allowed.includes(tier);
      return {
        tier,
        skipped,
        starts_at: skipped ? null : tierOpensAt(tier, hoursOf(plan), clockOf(plan, opening)).toISOString(),
        reached: !skipped && i <= reachedIndex,
      };
    }),
    offers: offers.map(({ offer, firstName, lastName, type }) => ({
      id: offer.id,
      employee_id: offer.employeeId,
      first_name: firstName,
      last_name: lastName,
      type,
      tier: offer.tier,
      rank: offer.rank,
      score: offer.score,
      reasons: offer.reasons,
      status: offer.status,
      offered_at: offer.offeredAt.toISOString(),
      responded_at: iso(offer.respondedAt),
      expires_at: offer.expiresAt.toISOString(),
    })),
  };
}

async function answerOf(db: DbOrTx, opening: Opening): Promise<ReleaseAnswer> {
  const plan = await planOf(db, opening.position.id);
  return {
    plan: plan ? toPlan(plan, opening, await offersOf(db, plan.positionId)) : null,
    defaults: await defaultsOf(db, opening.position.facilityId),
    open: openOf(opening.position),
  };
}

/** GET facilities/shifts/{id}/positions/{positionId}/release. */
export async function getRelease(ctx: Ctx, { id, positionId }: Address, tx?: DbOrTx): Promise<ReleaseAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [shift, position] = await Promise.all([findShift(db, facilityId, id), findPosition(db, facilityId, id, positionId)]);
  return answerOf(db, { shift, position });
}

/** Refuses to release a position whose shift has begun, or that has no opening left. */
function checkReleasable(opening: Opening, now: Date) {
  if (opening.shift.endsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
  if (opening.shift.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', productMessages.releaseShiftStarted);
  if (openOf(opening.position) === 0) throw new AppError('CONFLICT', productMessages.releasePositionFilled);
}

/**
 * PUT facilities/shifts/{id}/positions/{positionId}/release. A new plan (or one stopped, or filled
 * and open again) starts at its first allowed tier and offers it at once; an ACTIVE plan keeps its
 * tier and start, and takes the new hours (the job moves it on when they say).
 */
export async function startRelease(ctx: Ctx, input: Address & StartReleaseBody, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after) => {
    const opening = await lockedOpening(t, facilityId, input);
    checkReleasable(opening, now);
    const allowed = releaseTiersFor(opening.position.applicableFor);
    const first = allowed[0];
    if (!first) throw new AppError('CONFLICT', productMessages.releaseNoTier);
    const defaults = await defaultsOf(t, facilityId);
    const hours: ReleaseHours = {
      marketplaceAfterHours: input.marketplace_after_hours ?? defaults.marketplace_after_hours,
      agencyAfterHours: input.agency_after_hours ?? defaults.agency_after_hours,
      agencyWithinHours: input.agency_within_hours ?? defaults.agency_within_hours,
    };
    if (hours.agencyAfterHours < hours.marketplaceAfterHours)
      throw new AppError('VALIDATION_FAILED', productMessages.releaseAgencyBeforeMarketplace);
    const existing = await planOf(t, opening.position.id, true);
    if (existing?.status === 'ACTIVE') {
      const nextAt = nextEscalationAt(existing.tier, allowed, hours, {
        startedAt: existing.startedAt,
        shiftStartsAt: opening.shift.startsAt,
      });
      await t
        .update(releasePlans)
        .set({ ...hours, nextAt })
        .where(eq(releasePlans.positionId, existing.positionId));
      await ctx.audit('release.update', { target: opening.position.id }, t);
      return changed(after, { opening, nextAt, message: productMessages.releaseUpdated }, now);
    }
    const fresh = {
      ...hours,
      status: 'ACTIVE' as const,
      tier: first,
      startedAt: now,
      tierStartedAt: now,
      nextAt: null,
      stoppedAt: null,
      createdBy: ctx.user?.id ?? null,
    };
    const [plan] = await t
      .insert(releasePlans)
      .values({ positionId: opening.position.id, facilityId, ...fresh })
      .onConflictDoUpdate({ target: releasePlans.positionId, set: fresh })
      .returning();
    const moved = await moveThrough(ctx, t, opening, plan!, [first], now);
    await ctx.audit('release.start', { target: opening.position.id, detail: first }, t);
    const nextAt = nextEscalationAt(first, allowed, hours, clockOf(plan!, opening));
    return changed(after, { opening, nextAt, message: productMessages.releaseStarted(moved.sent) }, now);
  });
  return finish(ctx, result);
}

type Changed = { opening: Opening; nextAt: Date | null; message: string };

/** Inside the change's transaction: what runs after its commit. */
function changed(after: AfterCommit, result: Changed, now: Date): Changed {
  const { opening, nextAt } = result;
  afterRelease(after, opening.position.facilityId, opening.shift.id, nextAt !== null && nextAt.getTime() <= now.getTime());
  return result;
}

async function finish(ctx: Ctx, { opening, message }: Changed) {
  return { ...(await answerOf(ctx.deps.db, opening)), message };
}

async function activePlan(t: DbOrTx, opening: Opening) {
  const plan = await planOf(t, opening.position.id, true);
  if (plan?.status !== 'ACTIVE') throw new AppError('CONFLICT', productMessages.releaseNotActive);
  return plan;
}

/** POST .../release/escalate: the next allowed tier now, and its offers. */
export async function escalateRelease(ctx: Ctx, input: Address, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after) => {
    const opening = await lockedOpening(t, facilityId, input);
    checkReleasable(opening, now);
    const plan = await activePlan(t, opening);
    const allowed = releaseTiersFor(opening.position.applicableFor);
    const next = tiersAfter(plan.tier, allowed, hoursOf(plan), clockOf(plan, opening))[0];
    if (!next) throw new AppError('CONFLICT', productMessages.releaseLastTier);
    const moved = await moveThrough(ctx, t, opening, plan, [next.tier], now);
    await ctx.audit('release.escalate', { target: opening.position.id, detail: next.tier }, t);
    const nextAt = nextEscalationAt(next.tier, allowed, hoursOf(plan), clockOf(plan, opening));
    return changed(
      after,
      { opening, nextAt, message: productMessages.releaseEscalated(productMessages.releaseTierLabels[next.tier], moved.sent) },
      now,
    );
  });
  return finish(ctx, result);
}

/** Ends an ACTIVE plan (already locked) as STOPPED; its open offers are withdrawn. Answers how many. */
export async function stopPlan(t: DbOrTx, positionId: string, now: Date): Promise<number> {
  await t.update(releasePlans).set({ status: 'STOPPED', stoppedAt: now, nextAt: null }).where(eq(releasePlans.positionId, positionId));
  return closeOpenOffers(t, positionId, 'WITHDRAWN');
}

/** Ends an ACTIVE plan (already locked) as FILLED: its position has no opening left; open offers say so. */
export async function fillPlan(t: DbOrTx, positionId: string): Promise<void> {
  await closeOpenOffers(t, positionId, 'FILLED');
  await t
    .update(releasePlans)
    .set({ status: 'FILLED', nextAt: null })
    .where(and(eq(releasePlans.positionId, positionId), eq(releasePlans.status, 'ACTIVE')));
}

/** POST .../release/stop: the plan stops; offers not answered are withdrawn (their links stop working). */
export async function stopRelease(ctx: Ctx, input: Address, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after) => {
    const opening = await lockedOpening(t, facilityId, input);
    await activePlan(t, opening);
    const withdrawn = await stopPlan(t, opening.position.id, now);
    await ctx.audit('release.stop', { target: opening.position.id }, t);
    return changed(after, { opening, nextAt: null, message: productMessages.releaseStopped(withdrawn) }, now);
  });
  return finish(ctx, result);
}
