import type { DeleteDeviceTokenBody, UpdateDeviceTokenBody } from '@careroster/shared/api/push/update-device-token';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { parseDeviceToken, pushEndpointAllowed } from '@careroster/shared/push';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { userOf, type Ctx } from '../../platform/context';

export function publicKey(ctx: Ctx) {
  return { public_key: ctx.deps.vapid.publicKey };
}

/**
 * Spec 000 "PATCH update device token": registers this browser for pushes, bound to the caller
 * and to the session that sent it (so signing out stops them). One endpoint is one browser
 * profile: registering it again, by anyone, moves it to that user and session. Nothing of the
 * token reaches a log or the audit row.
 */
export async function registerDeviceToken(ctx: Ctx, input: UpdateDeviceTokenBody, tx?: DbOrTx) {
  const user = userOf(ctx);
  if (!ctx.sessionId) throw new AppError('UNAUTHENTICATED');
  const subscription = parseDeviceToken(input.device_token);
  if (!subscription) throw new AppError('VALIDATION_FAILED', productMessages.pushSubscriptionInvalid);
  // The server will POST to this address: only the browsers' push services (SSRF).
  if (!pushEndpointAllowed(subscription.endpoint, ctx.deps.config.pushAllowedHosts)) {
    throw new AppError('VALIDATION_FAILED', productMessages.pushServiceNotAllowed);
  }
  const values = {
    userId: user.id,
    sessionId: ctx.sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    isSafari: input.is_safari ?? false,
  };
  await (tx ?? ctx.deps.db).transaction(async (t) => {
    const [row] = await t
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: sql`now()`, lastDeliveredAt: null },
      })
      .returning({ id: pushSubscriptions.id });
    await ctx.audit('push.subscribe', { target: row!.id }, t);
  });
  return { message: productMessages.pushDeviceRegistered };
}

/** Turning push off on one device; only the caller's own subscription (404 for anyone else's). */
export async function removeDeviceToken(ctx: Ctx, input: DeleteDeviceTokenBody, tx?: DbOrTx) {
  const user = userOf(ctx);
  await (tx ?? ctx.deps.db).transaction(async (t) => {
    const removed = await t
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, user.id)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', productMessages.pushDeviceNotFound);
    await ctx.audit('push.unsubscribe', { target: removed[0]!.id }, t);
  });
  return { message: productMessages.pushDeviceRemoved };
}

/** Sign-out: a shared nursing-station computer must stop receiving the signed-out user's pushes. */
export async function removeSessionSubscriptions(db: DbOrTx, sessionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
