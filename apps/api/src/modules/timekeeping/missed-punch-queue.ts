import type { ListMissedPunchesQuery } from '@careroster/shared/api/timekeeping/missed-punches/list-missed-punches';
import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { remindWaitMinutes } from '@careroster/shared/api/timekeeping/missed-punches/rules';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { MissedPunchStatus } from '@careroster/shared/timekeeping/values';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunchActionTokens, missedPunches } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { staffNames } from '../auth';
import { approveWithTime, checkPlausible, missedPunchOf, queueReminder, selectMissedPunches, toMissedPunch } from './missed-punch-common';
import { syncTimecard } from './timecards';

/** GET facilities/missed-punches: the facility's queue, by status. */
export async function listMissedPunches(ctx: Ctx, query: { status: MissedPunchStatus[]; page: number; page_size: number }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const where = and(
    eq(missedPunches.facilityId, facility.id),
    query.status.length > 0 ? inArray(missedPunches.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(missedPunches).where(where);
  const rows = await selectMissedPunches(db, ctx.deps.clock.now(), where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count: total?.n ?? 0, results: rows.map(toMissedPunch) };
}
export type { ListMissedPunchesQuery };

async function userLabel(db: DbOrTx, userId: string) {
  const staff = staffNames(db);
  const [u] = await db.select({ firstName: staff.firstName, lastName: staff.lastName }).from(staff).where(eq(staff.id, userId));
  return `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || 'Facility user';
}

/**
 * Runs one queue action in a transaction on the facility's missed punch (locked), audits it,
 * and after the commit tells open queues and answers the row as it now is.
 */
async function act(
  ctx: Ctx,
  missedPunchId: string,
  action: string,
  change: (t: DbOrTx, r: Awaited<ReturnType<typeof missedPunchOf>>, who: { id: string; label: string }, now: Date) => Promise<void>,
  tx?: DbOrTx,
): Promise<MissedPunch> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  return transaction(ctx, tx, async (t, after) => {
    const r = await missedPunchOf(t, facility.id, missedPunchId, now);
    await change(t, r, { id: user.id, label: await userLabel(t, user.id) }, now);
    after.publish({ type: 'missed-punches.changed', missed_punch_id: missedPunchId });
    await ctx.audit(action, { target: r.mp.id }, t);
    return toMissedPunch(await missedPunchOf(t, facility.id, missedPunchId, now));
  });
}

const decided = (status: MissedPunchStatus) =>
  new AppError('CONFLICT', productMessages.missedPunchAlreadyDecided(productMessages.missedPunchStatus[status]));

/** Approve: the nurse's proposed time goes on the timecard, attributed to the user, with the reason (the nurse's when none is given). */
export function approveMissedPunch(ctx: Ctx, input: { missedPunchId: string; reason?: string | undefined }, tx?: DbOrTx) {
  return act(
    ctx,
    input.missedPunchId,
    'missed_punch.approve',
    async (t, r, who, now) => {
      if (r.mp.status === 'OPEN') throw new AppError('VALIDATION_FAILED', productMessages.missedPunchNothingProposed);
      if (r.mp.status !== 'PROPOSED' || !r.mp.proposedAt) throw decided(r.mp.status);
      // Still plausible against the timecard as it is now (a clock-out corrected meanwhile, say).
      checkPlausible(r, r.mp.proposedAt, now);
      const reason = input.reason ?? productMessages.missedPunchApprovedReason(r.mp.proposedReason ?? '');
      await approveWithTime(
        t,
        r,
        {
          time: r.mp.proposedAt,
          reason,
          actor: { kind: 'USER', userId: who.id },
          byLabel: who.label,
          from: ['PROPOSED'],
        },
        now,
      );
    },
    tx,
  );
}

/** Update: the facility sets the time itself (a proposal or not), with a reason; the missed punch is APPROVED with that time. */
export function updateMissedPunch(ctx: Ctx, input: { missedPunchId: string; time: string; reason: string }, tx?: DbOrTx) {
  return act(
    ctx,
    input.missedPunchId,
    'missed_punch.update',
    async (t, r, who, now) => {
      if (r.mp.status !== 'OPEN' && r.mp.status !== 'PROPOSED') throw decided(r.mp.status);
      const time = new Date(input.time);
      checkPlausible(r, time, now);
      await approveWithTime(
        t,
        r,
        {
          time,
          reason: input.reason,
          actor: { kind: 'USER', userId: who.id },
          byLabel: who.label,
          from: ['OPEN', 'PROPOSED'],
        },
        now,
      );
    },
    tx,
  );
}

/** Remind: another SMS (and mail) to the nurse, at most one an hour, while she has not proposed a time. */
export function remindMissedPunch(ctx: Ctx, input: { missedPunchId: string }, tx?: DbOrTx) {
  return act(
    ctx,
    input.missedPunchId,
    'missed_punch.remind',
    async (t, r, _who, now) => {
      if (r.mp.status === 'PROPOSED') throw new AppError('CONFLICT', productMessages.missedPunchRemindOnlyOpen);
      if (r.mp.status !== 'OPEN') throw decided(r.mp.status);
      const wait = remindWaitMinutes(r.mp.lastRemindedAt, now);
      if (wait > 0) throw new AppError('CONFLICT', productMessages.missedPunchRemindTooSoon(wait));
      const queued = await queueReminder(t, ctx.deps.config.publicUrl, r);
      if (queued === 0) throw new AppError('VALIDATION_FAILED', productMessages.missedPunchNoContact);
      // Conditional on the reminder read above: two clicks at once send one reminder.
      const [sent] = await t
        .update(missedPunches)
        .set({ remindersSent: r.mp.remindersSent + 1, lastRemindedAt: now })
        .where(
          and(
            eq(missedPunches.id, r.mp.id),
            sql`${missedPunches.lastRemindedAt} is not distinct from ${r.mp.lastRemindedAt?.toISOString() ?? null}::timestamptz`,
          ),
        )
        .returning({ id: missedPunches.id });
      if (!sent) throw new AppError('CONFLICT', productMessages.missedPunchRemindTooSoon(remindWaitMinutes(now, now)));
    },
    tx,
  );
}

/** Reject: no time goes on the timecard (it keeps what the punches say); the reason is kept and the card no longer flagged for it. */
export function rejectMissedPunch(ctx: Ctx, input: { missedPunchId: string; reason: string }, tx?: DbOrTx) {
  return act(
    ctx,
    input.missedPunchId,
    'missed_punch.reject',
    async (t, r, who, now) => {
      if (r.mp.status !== 'OPEN' && r.mp.status !== 'PROPOSED') throw decided(r.mp.status);
      await t
        .update(missedPunches)
        .set({ status: 'REJECTED', resolvedAt: now, resolvedBy: who.id, resolvedByLabel: who.label, resolutionReason: input.reason })
        .where(and(eq(missedPunches.id, r.mp.id), inArray(missedPunches.status, ['OPEN', 'PROPOSED'])));
      await t
        .update(missedPunchActionTokens)
        .set({ usedAt: now })
        .where(and(eq(missedPunchActionTokens.missedPunchId, r.mp.id), isNull(missedPunchActionTokens.usedAt)));
      await syncTimecard(t, r.mp.timecardId, now);
    },
    tx,
  );
}
