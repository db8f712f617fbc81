import type { z } from 'zod';
import type { messageTokenSchema } from '@careroster/shared/api/messages/nurse';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { MESSAGE_DEVICE_TOKEN_HOURS, MESSAGE_LINK_DAYS } from '@careroster/shared/messaging/values';
import { paths } from '@careroster/shared/paths';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageCenterTokens } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { hashToken, newToken } from '../../platform/tokens';
import { timeClockDevice } from '../../platform/time-clock-device';
import { employeeOf, peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `last_used_at` is a hint for the facility ("used today"), not an access log: written at most once a minute. */
const USED_EVERY_MS = 60_000;

/** Who a message-center token lets in: one employee, her conversations with one facility, until it ends. */
export type NurseScope = {
  tokenId: string;
  facilityId: string;
  facilityName: string;
  employeeId: string;
  firstName: string;
  expiresAt: Date;
};

const live = (now: Date) => and(isNull(messageCenterTokens.revokedAt), gt(messageCenterTokens.expiresAt, now));

export const messageLink = (publicUrl: string, token: string) => `${publicUrl}${paths.nurseMessages.replace(':token', token)}`;

/** The token's scope, or null when it is unknown, expired or revoked (one answer for all three: a guesser learns nothing). */
export async function findNurseScope(db: DbOrTx, token: string | undefined, now: Date): Promise<NurseScope | null> {
  if (!token) return null;
  const person = peopleDirectory(db);
  const facility = facilityNamesAndZones(db);
  const [row] = await db
    .select({
      tokenId: messageCenterTokens.id,
      facilityId: messageCenterTokens.facilityId,
      facilityName: facility.name,
      employeeId: messageCenterTokens.employeeId,
      firstName: person.firstName,
      expiresAt: messageCenterTokens.expiresAt,
      lastUsedAt: messageCenterTokens.lastUsedAt,
    })
    .from(messageCenterTokens)
    // A nurse who no longer works here (INACTIVE) loses her access with her employment.
    .innerJoin(
      person,
      and(
        eq(person.id, messageCenterTokens.employeeId),
        eq(person.facilityId, messageCenterTokens.facilityId),
        ne(person.status, 'INACTIVE'),
      ),
    )
    .innerJoin(facility, eq(facility.id, messageCenterTokens.facilityId))
    .where(and(eq(messageCenterTokens.tokenHash, hashToken(token)), live(now)));
  if (!row) return null;
  const { lastUsedAt, ...scope } = row;
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() > USED_EVERY_MS) {
    await db.update(messageCenterTokens).set({ lastUsedAt: now }).where(eq(messageCenterTokens.id, scope.tokenId));
  }
  return scope;
}

/** The nurse routes' access check: a 401 with the product's text when the token does not (or no longer) work. */
export async function nurseScope(db: DbOrTx, token: string | undefined, now: Date): Promise<NurseScope> {
  const scope = await findNurseScope(db, token, now);
  if (!scope) throw new AppError('UNAUTHENTICATED', productMessages.messageLinkInvalid);
  return scope;
}

/** A new LINK token for a message SMS, in the caller's transaction; only its hash is stored, the token lives in the SMS alone. */
export async function issueLinkToken(tx: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(messageCenterTokens).values({
    facilityId,
    employeeId,
    source: 'LINK',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + MESSAGE_LINK_DAYS * DAY_MS),
  });
  return token;
}

/**
 * POST nurse-messages/token: her claimed time-clock phone trades its device token for a DEVICE
 * token, so the time-clock page's Messages tab works without an SMS link. It ends with the
 * time-clock link if that ends sooner.
 */
export async function tradeDeviceForMessageToken(
  ctx: Ctx,
  input: { deviceToken: string | undefined },
  tx?: DbOrTx,
): Promise<z.input<typeof messageTokenSchema>> {
  const db = tx ?? ctx.deps.db;
  const now = ctx.deps.clock.now();
  const device = await timeClockDevice(db, input.deviceToken, now);
  const expiresAt = new Date(Math.min(now.getTime() + MESSAGE_DEVICE_TOKEN_HOURS * HOUR_MS, device.expiresAt.getTime()));
  const token = newToken();
  await db.insert(messageCenterTokens).values({
    facilityId: device.facilityId,
    employeeId: device.employeeId,
    source: 'DEVICE',
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * The time-clock link's revocation (or replacement) hook: the DEVICE tokens its phone traded for
 * end with it, in the same transaction. Her SMS links stay: they were sent to her number, not the phone.
 */
export async function revokeDeviceMessageTokens(tx: DbOrTx, employeeId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(messageCenterTokens)
    .set({ revokedAt: now, revokedBy: userId })
    .where(and(eq(messageCenterTokens.employeeId, employeeId), eq(messageCenterTokens.source, 'DEVICE'), live(now)));
}

/** DELETE facilities/employees/{employeeId}/message-access: every live link and device token of hers stops working at once. */
export async function revokeMessageAccess(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<{ revoked: number }> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await employeeOf(t, facility.id, employeeId);
    const now = ctx.deps.clock.now();
    const revoked = await t
      .update(messageCenterTokens)
      .set({ revokedAt: now, revokedBy: user.id })
      .where(and(eq(messageCenterTokens.facilityId, facility.id), eq(messageCenterTokens.employeeId, employeeId), live(now)))
      .returning({ id: messageCenterTokens.id });
    await ctx.audit('message_access.revoke', { target: employeeId, detail: `${revoked.length}` }, t);
    return { revoked: revoked.length };
  });
}

/**
 * Whether a message SMS to her may be skipped (decision 033): she was sent one by this facility
 * in the last `windowMs` (its link still works) and has not opened this conversation since. The
 * link of that SMS shows all her conversations with the facility, this one included.
 */
export async function recentlyTexted(
  tx: DbOrTx,
  facilityId: string,
  employeeId: string,
  lastReadAt: Date | null,
  now: Date,
  windowMs: number,
) {
  const [row] = await tx
    .select({ id: messageCenterTokens.id })
    .from(messageCenterTokens)
    .where(
      and(
        eq(messageCenterTokens.facilityId, facilityId),
        eq(messageCenterTokens.employeeId, employeeId),
        eq(messageCenterTokens.source, 'LINK'),
        live(now),
        gt(messageCenterTokens.createdAt, new Date(now.getTime() - windowMs)),
        lastReadAt ? gt(messageCenterTokens.createdAt, lastReadAt) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * For the live channel (platform/live/channel.ts): who a nurse socket's token is, and which of the
 * open sockets' tokens still work. Passed in from app.ts so the platform knows nothing of messages.
 */
export function messageTokenChecks(db: DbOrTx, clock: Clock) {
  return {
    async identify(token: string) {
      const scope = await findNurseScope(db, token, clock.now());
      return scope ? { tokenId: scope.tokenId, facilityId: scope.facilityId, employeeId: scope.employeeId } : null;
    },
    async stillValid(tokenIds: string[]): Promise<Set<string>> {
      if (tokenIds.length === 0) return new Set();
      const rows = await db
        .select({ id: messageCenterTokens.id })
        .from(messageCenterTokens)
        .where(and(inArray(messageCenterTokens.id, tokenIds), live(clock.now())));
      return new Set(rows.map((r) => r.id));
    },
  };
}

const hers = (facilityId: string, employeeId: string, now: Date) =>
  and(eq(messageCenterTokens.facilityId, facilityId), eq(messageCenterTokens.employeeId, employeeId), live(now));

/** How many of her message links and phone tokens still work (deactivation's preview, decision 063). */
export async function liveMessageTokenCount(db: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<number> {
  return (
    await db
      .select({ id: messageCenterTokens.id })
      .from(messageCenterTokens)
      .where(hers(facilityId, employeeId, now))
  ).length;
}

/** Deactivation (decision 063): every link and phone token of hers stops, in the caller's transaction. */
export async function revokeMessageTokensOf(
  tx: DbOrTx,
  facilityId: string,
  employeeId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const revoked = await tx
    .update(messageCenterTokens)
    .set({ revokedAt: now, revokedBy: userId })
    .where(hers(facilityId, employeeId, now))
    .returning({ id: messageCenterTokens.id });
  return revoked.length;
}
