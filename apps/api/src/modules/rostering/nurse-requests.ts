import type { createMyRosterRequestContract, myRosterRequestsContract, RosterRequest } from '@careroster/shared/api/rostering/requests';
import { AppError } from '@careroster/shared/errors';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { rosterRequests } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { timeClockDevice } from '../../platform/time-clock-device';
import { facilityTimings } from '../structure';
import { insertRequest, requestRows, toRequest } from './requests';

/**
 * The nurse's side (issue 29): her requests from her time-clock link page, public routes whose
 * access check is her phone's device token (header), as her PTO request is. The employee and the
 * facility are the link's, never the body's.
 */
async function device(ctx: Ctx, deviceToken: string | undefined) {
  const now = ctx.deps.clock.now();
  const found = await timeClockDevice(ctx.deps.db, deviceToken, now);
  return { ...found, today: zonedDate(now, found.timezone) };
}

/** GET time-clock/roster-requests: her requests from her facility's today on, and the timings she may name. */
export async function myRosterRequests(
  ctx: Ctx,
  deviceToken: string | undefined,
): Promise<z.input<(typeof myRosterRequestsContract)['answer']>> {
  const me = await device(ctx, deviceToken);
  const [timings, rows] = await Promise.all([
    facilityTimings(ctx.deps.db, me.facilityId),
    requestRows(
      ctx.deps.db,
      and(eq(rosterRequests.facilityId, me.facilityId), eq(rosterRequests.employeeId, me.employeeId), gte(rosterRequests.date, me.today)),
    ),
  ]);
  return { timings: timings.map((t) => ({ id: t.id, code: t.code, name: t.name })), results: rows.map(toRequest) };
}

/** POST time-clock/roster-requests: a day before her facility's today is refused (422). */
export async function createMyRosterRequest(
  ctx: Ctx,
  deviceToken: string | undefined,
  input: z.output<(typeof createMyRosterRequestContract)['body']>,
): Promise<RosterRequest> {
  const me = await device(ctx, deviceToken);
  return transaction(ctx, undefined, async (t, after) => {
    const row = await insertRequest(t, {
      ...input,
      facilityId: me.facilityId,
      employeeId: me.employeeId,
      source: 'NURSE',
      createdBy: null,
      today: me.today,
    });
    await ctx.audit('roster_request.time-clock', { target: row.r.id, detail: `${row.r.kind} ${row.r.date}` }, t);
    after.publish({ type: 'roster.changed' }, me.facilityId);
    return toRequest(row);
  });
}

/** DELETE time-clock/roster-requests/:requestId: only her own (another's is 404), and not for a past day. */
export async function deleteMyRosterRequest(ctx: Ctx, deviceToken: string | undefined, { requestId }: { requestId: string }) {
  const me = await device(ctx, deviceToken);
  await transaction(ctx, undefined, async (t, after) => {
    const mine = and(
      eq(rosterRequests.id, requestId),
      eq(rosterRequests.facilityId, me.facilityId),
      eq(rosterRequests.employeeId, me.employeeId),
    );
    const [row] = await t.select({ date: rosterRequests.date, kind: rosterRequests.kind }).from(rosterRequests).where(mine).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.date < me.today) throw new AppError('VALIDATION_FAILED', productMessages.rosterRequestPastWithdraw);
    await t.delete(rosterRequests).where(mine);
    await ctx.audit('roster_request.time-clock-delete', { target: requestId, detail: `${row.kind} ${row.date}` }, t);
    after.publish({ type: 'roster.changed' }, me.facilityId);
  });
  return { message: productMessages.rosterRequestDeleted };
}
