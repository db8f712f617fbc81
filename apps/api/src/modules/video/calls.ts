import { randomBytes } from 'node:crypto';
import type { VideoCallRecord } from '@careroster/shared/api/video/video-call';
import { CALL_JOIN_LINK_TTL_MS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoCalls } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { roomChannel } from '../../platform/live/relay';
import { hashToken, newToken } from '../../platform/tokens';
import { staffNames } from '../auth';
import { peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';

const fullName = (p: { firstName: string | null; lastName: string | null }) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

/** The nurse, as an employee of the caller's facility: another facility's nurse is a 404. */
async function nurseOfFacility(db: DbOrTx, facilityId: string, nurseId: string) {
  const people = peopleDirectory(db);
  const [row] = await db
    .select({
      id: people.nurseId,
      firstName: people.firstName,
      lastName: people.lastName,
      countryCode: people.countryCode,
      mobile: people.mobile,
      email: people.email,
    })
    .from(people)
    .where(and(eq(people.nurseId, nurseId), eq(people.facilityId, facilityId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * spec 000: POST facilities/credential/video-call {nurse}. Opens a RINGING room for this
 * facility, caller and nurse, answers the caller's token, and queues the nurse's invitation (SMS,
 * and mail when she has an address) with a join link that works once within 15 minutes.
 */
export async function startCall(ctx: Ctx, input: { nurse: string }, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const caller = userOf(ctx);
  const callerToken = newToken();
  const joinToken = newToken();
  const roomName = randomBytes(12).toString('base64url');
  const link = `${ctx.deps.config.publicUrl}${paths.videoCallJoin.replace(':token', joinToken)}`;
  await transaction(ctx, tx, async (t) => {
    const nurse = await nurseOfFacility(t, facility.id, input.nurse);
    const [row] = await t
      .insert(videoCalls)
      .values({
        facilityId: facility.id,
        callerId: caller.id,
        nurseId: nurse.id,
        roomName,
        callerTokenHash: hashToken(callerToken),
        joinTokenHash: hashToken(joinToken),
        joinExpiresAt: new Date(ctx.deps.clock.now().getTime() + CALL_JOIN_LINK_TTL_MS),
      })
      .returning({ id: videoCalls.id });
    const staff = staffNames(t);
    const [who] = await t.select({ firstName: staff.firstName, lastName: staff.lastName }).from(staff).where(eq(staff.id, caller.id));
    const text = productMessages.videoCallText(nurse.firstName, fullName(who ?? { firstName: null, lastName: null }), facility.name, link);
    const subject = productMessages.videoCallSubject(facility.name);
    const message = (to: string, channel: string) => withSecrets({ to, channel, priority: 'URGENT' as const, subject, text }, joinToken);
    const messages = [message(`${nurse.countryCode}${nurse.mobile}`, 'SMS')];
    if (nurse.email) messages.push(message(nurse.email, 'EMAIL'));
    await limitMessagesTo(
      ctx,
      'video-call',
      messages.map((m) => m.to),
    );
    await queueOutbox(t, messages);
    await ctx.audit('video_call.start', { target: row!.id }, t);
  });
  return { token: callerToken, room_name: roomName };
}

/**
 * spec 000: POST .../video-call/{room}/CANCELLED, when nobody answered or the caller hung up
 * alone. Only the facility's own rooms; a call already connected or over keeps its state.
 */
export async function cancelCall(ctx: Ctx, { room }: { room: string }, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const db = tx ?? ctx.deps.db;
  const [cancelled] = await db
    .update(videoCalls)
    .set({ status: 'CANCELLED', endedAt: sql`now()` })
    .where(and(eq(videoCalls.roomName, room), eq(videoCalls.facilityId, facility.id), eq(videoCalls.status, 'RINGING')))
    .returning({ status: videoCalls.status });
  if (cancelled) {
    await ctx.deps.live
      .publish(roomChannel(room), { kind: 'call', from: 'caller', socket: 'server', op: 'ended', status: 'CANCELLED' })
      .catch((err: unknown) => ctx.log.warn({ err }, 'call relay failed'));
    return { room_name: room, status: cancelled.status };
  }
  const [row] = await db
    .select({ status: videoCalls.status })
    .from(videoCalls)
    .where(and(eq(videoCalls.roomName, room), eq(videoCalls.facilityId, facility.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return { room_name: room, status: row.status };
}

/** The nurse's call history on her detail page, newest first. */
export async function listCalls(ctx: Ctx, { nurseId }: { nurseId: string }, tx?: DbOrTx): Promise<VideoCallRecord[]> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  await nurseOfFacility(db, facility.id, nurseId);
  const staff = staffNames(db);
  const rows = await db
    .select({ call: videoCalls, firstName: staff.firstName, lastName: staff.lastName })
    .from(videoCalls)
    .leftJoin(staff, eq(staff.id, videoCalls.callerId))
    .where(and(eq(videoCalls.facilityId, facility.id), eq(videoCalls.nurseId, nurseId)))
    .orderBy(desc(videoCalls.createdAt))
    .limit(50);
  return rows.map(({ call, ...who }) => ({
    id: call.id,
    room_name: call.roomName,
    status: call.status,
    caller_name: who.firstName === null ? null : fullName(who),
    created_at: call.createdAt.toISOString(),
    connected_at: call.connectedAt?.toISOString() ?? null,
    ended_at: call.endedAt?.toISOString() ?? null,
  }));
}

/**
 * Public: the nurse opens her link. It is spent by a conditional update (two tabs at once, one
 * wins) and exchanged for her own call token; a used, expired or finished link is a 404.
 */
export async function joinCall(ctx: Ctx, { token }: { token: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const nurseToken = newToken();
  const now = ctx.deps.clock.now();
  const [call] = await db
    .update(videoCalls)
    .set({ joinUsedAt: now, nurseTokenHash: hashToken(nurseToken) })
    .where(
      and(
        eq(videoCalls.joinTokenHash, hashToken(token)),
        isNull(videoCalls.joinUsedAt),
        gt(videoCalls.joinExpiresAt, now),
        inArray(videoCalls.status, ['RINGING', 'CONNECTED']),
      ),
    )
    .returning();
  if (!call) throw new AppError('NOT_FOUND', productMessages.videoCallLinkInvalid);
  const facility = facilityNamesAndZones(db);
  const staff = staffNames(db);
  const [names] = await db
    .select({ facility: facility.name, firstName: staff.firstName, lastName: staff.lastName })
    .from(facility)
    .leftJoin(staff, eq(staff.id, sql`${call.callerId}`))
    .where(eq(facility.id, call.facilityId));
  return {
    token: nurseToken,
    room_name: call.roomName,
    caller_name: names?.firstName ? fullName(names) : (names?.facility ?? ''),
    facility_name: names?.facility ?? '',
  };
}

export type CallParty = { callId: string; room: string; role: 'caller' | 'nurse' };

/** Which party of which live call a token belongs to; null for anything else (unknown, over). */
export async function partyOf(db: DbOrTx, token: string): Promise<CallParty | 'over' | null> {
  const hash = hashToken(token);
  const [call] = await db
    .select({ id: videoCalls.id, room: videoCalls.roomName, status: videoCalls.status, callerTokenHash: videoCalls.callerTokenHash })
    .from(videoCalls)
    .where(or(eq(videoCalls.callerTokenHash, hash), eq(videoCalls.nurseTokenHash, hash)))
    .limit(1);
  if (!call) return null;
  if (call.status === 'ENDED' || call.status === 'CANCELLED') return 'over';
  return { callId: call.id, room: call.room, role: call.callerTokenHash === hash ? 'caller' : 'nurse' };
}

/** Both parties are in the room: the call is CONNECTED (once; a reconnect changes nothing). */
export async function markConnected(db: DbOrTx, callId: string) {
  await db
    .update(videoCalls)
    .set({ status: 'CONNECTED', connectedAt: sql`now()` })
    .where(and(eq(videoCalls.id, callId), eq(videoCalls.status, 'RINGING')));
}

/** A party hung up: a call that never connected is CANCELLED, a connected one ENDED. */
export async function markOver(db: DbOrTx, callId: string): Promise<'ENDED' | 'CANCELLED' | null> {
  const [row] = await db
    .update(videoCalls)
    .set({
      status: sql`case when ${videoCalls.status} = 'CONNECTED' then 'ENDED'::video_call_status else 'CANCELLED'::video_call_status end`,
      endedAt: sql`now()`,
    })
    .where(and(eq(videoCalls.id, callId), inArray(videoCalls.status, ['RINGING', 'CONNECTED'])))
    .returning({ status: videoCalls.status });
  return row ? (row.status as 'ENDED' | 'CANCELLED') : null;
}
