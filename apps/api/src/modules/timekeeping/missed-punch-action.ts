import type { ActOnMissedPunchBody, MissedPunchAction } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { MISSED_PUNCH_LINK_HOURS } from '@careroster/shared/timekeeping/values';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunchActionTokens, missedPunches } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken } from '../../platform/tokens';
import { approveWithTime, checkPlausible, nurseName, selectMissedPunches, shiftView, type MissedPunchRow } from './missed-punch-common';

type TokenRow = typeof missedPunchActionTokens.$inferSelect;

/**
 * The link's token and its missed punch, if the link may still act: an unknown token, a used one,
 * one replaced by a newer proposal, an expired one, or one whose missed punch was decided meanwhile
 * is a 404 whose message says which, at `now` (the deps' clock, which a test server can move).
 */
async function usableLink(db: DbOrTx, token: string, lock: boolean, now: Date): Promise<{ link: TokenRow; row: MissedPunchRow }> {
  const q = db
    .select()
    .from(missedPunchActionTokens)
    .where(eq(missedPunchActionTokens.tokenHash, hashToken(token)));
  const [link] = lock ? await q.for('update') : await q;
  if (!link) throw new AppError('NOT_FOUND', productMessages.missedPunchLinkUnknown);
  const [row] = await selectMissedPunches(db, now, eq(missedPunches.id, link.missedPunchId));
  if (!row) throw new AppError('NOT_FOUND', productMessages.missedPunchLinkUnknown);
  const open = row.mp.status === 'PROPOSED';
  if (link.usedAt) {
    const [newer] = await db
      .select({ id: missedPunchActionTokens.id })
      .from(missedPunchActionTokens)
      .where(and(eq(missedPunchActionTokens.missedPunchId, link.missedPunchId), gt(missedPunchActionTokens.createdAt, link.createdAt)))
      .orderBy(desc(missedPunchActionTokens.createdAt))
      .limit(1);
    throw new AppError('NOT_FOUND', open && newer ? productMessages.missedPunchLinkReplaced : productMessages.missedPunchLinkUsed);
  }
  if (link.expiresAt.getTime() <= now.getTime())
    throw new AppError('NOT_FOUND', productMessages.missedPunchLinkExpired(MISSED_PUNCH_LINK_HOURS));
  if (!open || !row.mp.proposedAt) throw new AppError('NOT_FOUND', productMessages.missedPunchLinkUsed);
  return { link, row };
}

/** GET missed-punch-action/{token}: what the supervisor's page shows. Reading does not spend the link. */
export async function getMissedPunchAction(ctx: Ctx, input: { token: string }, tx?: DbOrTx): Promise<MissedPunchAction> {
  const { link, row } = await usableLink(tx ?? ctx.deps.db, input.token, false, ctx.deps.clock.now());
  const { title, start_date, end_date, start_time, end_time, timezone, starts_at, ends_at } = shiftView(row);
  return {
    facility_name: row.facilityName,
    shift: { title, start_date, end_date, start_time, end_time, timezone, starts_at, ends_at },
    nurse_name: nurseName(row),
    kind: row.mp.kind,
    proposed_at: row.mp.proposedAt!.toISOString(),
    proposed_reason: row.mp.proposedReason ?? '',
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * POST missed-punch-action/{token}: the supervisor approves the proposed time or corrects it with
 * a reason, signing with a name. The link is spent in the same transaction (a conditional update:
 * two tabs at once, one wins). The timecard's history names the supervisor and the address the
 * link went to, as SUPERVISOR.
 */
export async function actOnMissedPunch(ctx: Ctx, input: { token: string; body: ActOnMissedPunchBody }, tx?: DbOrTx) {
  const body = input.body;
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after) => {
    const { link, row } = await usableLink(t, input.token, true, now);
    const [spent] = await t
      .update(missedPunchActionTokens)
      .set({ usedAt: now })
      .where(and(eq(missedPunchActionTokens.id, link.id), isNull(missedPunchActionTokens.usedAt)))
      .returning({ id: missedPunchActionTokens.id });
    if (!spent) throw new AppError('NOT_FOUND', productMessages.missedPunchLinkUsed);
    const time = body.decision === 'CORRECT' ? new Date(body.time) : row.mp.proposedAt!;
    checkPlausible(row, time, now);
    const name = body.name.trim();
    const label = `${name} (${link.sentTo})`;
    const reason =
      body.decision === 'CORRECT'
        ? body.reason
        : body.reason?.trim() || productMessages.missedPunchApprovedReason(row.mp.proposedReason ?? '');
    await approveWithTime(t, row, { time, reason, actor: { kind: 'SUPERVISOR', label }, byLabel: label, from: ['PROPOSED'] }, now);
    after.publish({ type: 'missed-punches.changed', missed_punch_id: row.mp.id }, row.mp.facilityId);
    return { facilityId: row.mp.facilityId, id: row.mp.id, time };
  });
  return { status: 'APPROVED' as const, resolved_time: result.time.toISOString() };
}
