import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { MISSED_PUNCH_LINK_HOURS } from '@careroster/shared/timekeeping/values';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunchActionTokens, missedPunches } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { withSecrets } from '../../platform/outbox-secrets';
import { hashToken, newToken } from '../../platform/tokens';
import { checkPlausible, nurseName, selectMissedPunches } from './missed-punch-common';
import { timeClockDevice } from '../../platform/time-clock-device';
import { supervisorEmailOf } from '../structure';

/**
 * The nurse proposes the time she forgot to punch, from her time clock (public route, device
 * header). Only her own missed punch at the facility of her link, OPEN or PROPOSED; anything
 * else is a 404 (a guessed id learns nothing). The time must be plausible (rules.ts) and the
 * reason given. The missed punch becomes PROPOSED; the shift's supervisor (the unit's supervisor on
 * the shift type, issue 28, else the shift's contact e-mail) gets a single-use link for 72 hours, and a new proposal spends the older link.
 */
export async function proposeMissedPunch(
  ctx: Ctx,
  input: { deviceToken: string | undefined; missedPunchId: string; time: string; reason: string },
  tx?: DbOrTx,
) {
  const db = tx ?? ctx.deps.db;
  const now = ctx.deps.clock.now();
  const device = await timeClockDevice(db, input.deviceToken, now);
  const time = new Date(input.time);
  const answer = await transaction(ctx, tx, async (t, after) => {
    const mine = and(
      eq(missedPunches.id, input.missedPunchId),
      eq(missedPunches.facilityId, device.facilityId),
      eq(missedPunches.employeeId, device.employeeId),
    );
    await t.select({ id: missedPunches.id }).from(missedPunches).where(mine).for('update');
    const [r] = await selectMissedPunches(t, now, mine);
    if (!r) throw new AppError('NOT_FOUND', productMessages.missedPunchNotFound);
    if (r.mp.status !== 'OPEN' && r.mp.status !== 'PROPOSED') {
      throw new AppError('CONFLICT', productMessages.missedPunchAlreadyDecided(productMessages.missedPunchStatus[r.mp.status]));
    }
    checkPlausible(r, time, now);
    await t
      .update(missedPunches)
      .set({ status: 'PROPOSED', proposedAt: time, proposedReason: input.reason, proposedRecordedAt: now })
      .where(and(eq(missedPunches.id, r.mp.id), inArray(missedPunches.status, ['OPEN', 'PROPOSED'])));
    // A new proposal replaces the older link: the supervisor acts on the latest time only.
    await t
      .update(missedPunchActionTokens)
      .set({ usedAt: now })
      .where(and(eq(missedPunchActionTokens.missedPunchId, r.mp.id), isNull(missedPunchActionTokens.usedAt)));
    // The supervisor of the shift's unit on its shift type (issue 28, decision 068), else the shift's contact.
    const supervisor = (await supervisorEmailOf(t, r.mp.facilityId, r.shift.unitId, r.shift.shiftType)) ?? r.shift.contactEmail?.trim();
    if (supervisor) {
      await limitMessagesTo(ctx, 'missed-punch-proposal', [supervisor]);
      const token = newToken();
      await t.insert(missedPunchActionTokens).values({
        facilityId: r.mp.facilityId,
        missedPunchId: r.mp.id,
        tokenHash: hashToken(token),
        sentTo: supervisor,
        expiresAt: new Date(now.getTime() + MISSED_PUNCH_LINK_HOURS * 3_600_000),
      });
      const link = `${ctx.deps.config.publicUrl}${paths.missedPunchAction.replace(':token', token)}`;
      await queueOutbox(t, [
        withSecrets(
          {
            to: supervisor,
            channel: 'EMAIL',
            subject: productMessages.missedPunchSupervisorSubject(r.facilityName, nurseName(r)),
            text: productMessages.missedPunchSupervisorText({
              facility: r.facilityName,
              nurse: nurseName(r),
              kind: r.mp.kind,
              shift: r.shift.title,
              when: formatNotificationTimeIn(r.startsAt, r.timezone),
              proposed: formatNotificationTimeIn(time, r.timezone),
              reason: input.reason,
              link,
              hours: MISSED_PUNCH_LINK_HOURS,
            }),
          },
          token,
        ),
      ]);
    }
    after.publish({ type: 'missed-punches.changed', missed_punch_id: r.mp.id }, r.mp.facilityId);
    return {
      id: r.mp.id,
      status: 'PROPOSED' as const,
      proposed_at: time.toISOString(),
    };
  });
  return { id: answer.id, status: answer.status, proposed_at: answer.proposed_at };
}
