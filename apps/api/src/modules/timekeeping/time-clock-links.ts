import type { TimeClockLink, TimeClockLinkStatus } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { TIME_CLOCK_LINK_DAYS } from '@careroster/shared/timekeeping/values';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timeClockLinks } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { withSecrets } from '../../platform/outbox-secrets';
import { hashToken, newToken } from '../../platform/tokens';
import { employeeOf, peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { revokeDeviceMessageTokens } from '../messages';

const DAY_MS = 86_400_000;

/** Links that still work: not revoked, not expired (claimed or not). */
const live = (now: Date) => and(isNull(timeClockLinks.revokedAt), gt(timeClockLinks.expiresAt, now));

/**
 * Serializes link issuing per employee: two bookings of one nurse committed together must not
 * send her two links. A transaction-scoped advisory lock works on PostgreSQL and PGlite alike.
 */
const lockEmployee = (tx: DbOrTx, employeeId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time_clock_link:${employeeId}`}, 0))`);

type Recipient = {
  employeeId: string;
  facilityId: string;
  facilityName: string;
  firstName: string;
  countryCode: string;
  mobile: string;
  email: string | null;
};

async function recipients(tx: DbOrTx, facilityId: string, employeeIds: string[]): Promise<Recipient[]> {
  if (employeeIds.length === 0) return [];
  const facility = facilityNamesAndZones(tx);
  const people = peopleDirectory(tx);
  return tx
    .select({
      employeeId: people.id,
      facilityId: people.facilityId,
      facilityName: facility.name,
      firstName: people.firstName,
      countryCode: people.countryCode,
      mobile: people.mobile,
      email: people.email,
    })
    .from(people)
    .innerJoin(facility, eq(facility.id, people.facilityId))
    .where(and(eq(people.facilityId, facilityId), inArray(people.id, employeeIds)));
}

/**
 * Writes a new link for one employee and queues its SMS (and mail when she has an address) in
 * the caller's transaction. Only the hash is stored: the token lives in the message alone.
 */
async function issueLink(tx: DbOrTx, publicUrl: string, to: Recipient, createdBy: string | null, now: Date) {
  const token = newToken();
  const [row] = await tx
    .insert(timeClockLinks)
    .values({
      facilityId: to.facilityId,
      employeeId: to.employeeId,
      linkTokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TIME_CLOCK_LINK_DAYS * DAY_MS),
      createdBy,
    })
    .returning();
  const link = `${publicUrl}${paths.timeClock.replace(':token', token)}`;
  const subject = productMessages.timeClockLinkSubject(to.facilityName);
  const text = productMessages.timeClockLinkText(to.firstName, to.facilityName, link);
  const messages = [withSecrets({ to: `${to.countryCode}${to.mobile}`, channel: 'SMS', subject, text }, token)];
  if (to.email) messages.push(withSecrets({ to: to.email, channel: 'EMAIL', subject, text }, token));
  await queueOutbox(tx, messages);
  return row!;
}

/**
 * The shifts module's hook, called in the transaction that books nurses (a manager's assignment,
 * an accepted application or release offer): each booked employee without a live link gets one, sent through the
 * outbox, dispatched after the outermost commit. Answers how many were issued.
 */
export async function issueFirstTimeClockLinks(ctx: Ctx, tx: DbOrTx, facilityId: string, employeeIds: string[]): Promise<number> {
  const now = ctx.deps.clock.now();
  let issued = 0;
  for (const to of await recipients(tx, facilityId, [...new Set(employeeIds)].sort())) {
    await lockEmployee(tx, to.employeeId);
    const [existing] = await tx
      .select({ id: timeClockLinks.id })
      .from(timeClockLinks)
      .where(and(eq(timeClockLinks.employeeId, to.employeeId), live(now)))
      .limit(1);
    if (existing) continue;
    await issueLink(tx, ctx.deps.config.publicUrl, to, ctx.user?.id ?? null, now);
    issued += 1;
  }
  return issued;
}

type LinkRow = typeof timeClockLinks.$inferSelect;

const statusOf = (row: LinkRow | undefined, now: Date): TimeClockLinkStatus =>
  !row ? 'NONE' : row.revokedAt ? 'REVOKED' : row.expiresAt <= now ? 'EXPIRED' : row.linkUsedAt ? 'CLAIMED' : 'SENT';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function toLink(row: LinkRow | undefined, now: Date): TimeClockLink {
  return {
    status: statusOf(row, now),
    sent_at: iso(row?.createdAt),
    claimed_at: iso(row?.linkUsedAt),
    device_label: row?.deviceLabel ?? null,
    last_seen_at: iso(row?.lastSeenAt),
    revoked_at: iso(row?.revokedAt),
    expires_at: iso(row?.expiresAt),
  };
}

const latestLink = async (db: DbOrTx, employeeId: string) =>
  (
    await db
      .select()
      .from(timeClockLinks)
      .where(eq(timeClockLinks.employeeId, employeeId))
      .orderBy(desc(timeClockLinks.createdAt), desc(timeClockLinks.id))
      .limit(1)
  )[0];

async function revokeLive(tx: DbOrTx, employeeId: string, userId: string, now: Date) {
  await revokeDeviceMessageTokens(tx, employeeId, userId, now);
  return tx
    .update(timeClockLinks)
    .set({ revokedAt: now, revokedBy: userId })
    .where(and(eq(timeClockLinks.employeeId, employeeId), live(now)))
    .returning({ id: timeClockLinks.id });
}

/** GET facilities/employees/{employeeId}/time-clock-link: the latest link's state. */
export async function getTimeClockLink(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<TimeClockLink> {
  const db = tx ?? ctx.deps.db;
  await employeeOf(db, facilityOf(ctx).id, employeeId);
  return toLink(await latestLink(db, employeeId), ctx.deps.clock.now());
}

/**
 * POST facilities/employees/{employeeId}/time-clock-link: a new phone, a lost one, a link that
 * never arrived. The live link and the device that claimed it stop working; a new one is sent.
 */
export async function sendTimeClockLink(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<TimeClockLink> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  const row = await transaction(ctx, tx, async (t) => {
    await employeeOf(t, facility.id, employeeId);
    await lockEmployee(t, employeeId);
    const [to] = await recipients(t, facility.id, [employeeId]);
    if (!to?.mobile) throw new AppError('CONFLICT', productMessages.timeClockNoMobile);
    await limitMessagesTo(ctx, 'time-clock-link', [`${to.countryCode}${to.mobile}`, ...(to.email ? [to.email] : [])]);
    await revokeLive(t, employeeId, user.id, now);
    const issued = await issueLink(t, ctx.deps.config.publicUrl, to, user.id, now);
    await ctx.audit('time_clock_link.send', { target: employeeId }, t);
    return issued;
  });
  return toLink(row, now);
}

/** DELETE facilities/employees/{employeeId}/time-clock-link: the link and its device stop working at once. */
export async function revokeTimeClockLink(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx): Promise<TimeClockLink> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  const now = ctx.deps.clock.now();
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await employeeOf(t, facility.id, employeeId);
    const revoked = await revokeLive(t, employeeId, user.id, now);
    if (revoked.length > 0) await ctx.audit('time_clock_link.revoke', { target: employeeId }, t);
    return toLink(await latestLink(t, employeeId), now);
  });
}

/** Whether she holds a link that still works (deactivation's preview, decision 063). */
export async function hasLiveTimeClockLink(db: DbOrTx, employeeId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: timeClockLinks.id })
    .from(timeClockLinks)
    .where(and(eq(timeClockLinks.employeeId, employeeId), live(now)))
    .limit(1);
  return row !== undefined;
}

/** Deactivation (decision 063): her live link and the phone that claimed it stop, in the caller's transaction. */
export async function revokeTimeClockLinksOf(tx: DbOrTx, employeeId: string, userId: string, now: Date): Promise<number> {
  return (await revokeLive(tx, employeeId, userId, now)).length;
}
