import type { Message, MessagePage } from '@careroster/shared/api/messages/conversation';
import type { markReadBody, messagesQuery, sendMessageBody } from '@careroster/shared/api/messages/conversation';
import { AppError } from '@careroster/shared/errors';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { conversationMembers, conversations, conversationStaffReads, messages } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { afterCommit, transaction } from '../../platform/effects';
import { staffNames } from '../auth';
import { peopleDirectory } from '../employees';
import { unreadTotals } from './conversations';
import { queueDeliveries } from './delivery';
import { conversationOf } from './members';
import { senderName, visibleTo } from './summaries';
import type { Viewer } from './viewer';

/**
 * Messages with their senders and read receipts. A staff message counts the members who read it;
 * a nurse's is read (1 of 1) once anyone of the staff has. A nurse sees only her own receipt.
 */
async function messageRows(db: DbOrTx, viewer: Viewer, where: SQL | undefined, limit: number): Promise<Message[]> {
  const staff = staffNames(db);
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      body: messages.body,
      createdAt: messages.createdAt,
      senderKind: messages.senderKind,
      senderUserId: messages.senderUserId,
      senderEmployeeId: messages.senderEmployeeId,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
      nurseFirst: people.firstName,
      nurseLast: people.lastName,
      members: sql<number>`(select count(*) from ${conversationMembers} cm where cm.conversation_id = ${messages.conversationId})`.mapWith(
        Number,
      ),
      membersRead: sql<number>`(select count(*) from ${conversationMembers} cm
        where cm.conversation_id = ${messages.conversationId} and cm.last_read_at >= ${messages.createdAt})`.mapWith(Number),
      staffRead: sql<number>`(select count(*) from ${conversationStaffReads} r
        where r.conversation_id = ${messages.conversationId} and r.last_read_at >= ${messages.createdAt})`.mapWith(Number),
      viewerRead: sql<number>`(select count(*) from ${conversationMembers} cm where cm.conversation_id = ${messages.conversationId}
        and cm.employee_id = ${viewer.kind === 'NURSE' ? viewer.employeeId : null} and cm.last_read_at >= ${messages.createdAt})`.mapWith(
        Number,
      ),
    })
    .from(messages)
    .leftJoin(staff, eq(staff.id, messages.senderUserId))
    .leftJoin(people, eq(people.id, messages.senderEmployeeId))
    .where(and(where, visibleTo(viewer)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((m) => {
    const mine = viewer.kind === 'STAFF' ? m.senderUserId === viewer.userId : m.senderEmployeeId === viewer.employeeId;
    const receipt =
      m.senderKind === 'NURSE'
        ? { read_by: Math.min(m.staffRead, 1), recipients: 1 }
        : viewer.kind === 'NURSE'
          ? { read_by: Math.min(m.viewerRead, 1), recipients: 1 }
          : { read_by: m.membersRead, recipients: m.members };
    return {
      id: m.id,
      conversation_id: m.conversationId,
      body: m.body,
      sent_at: m.createdAt.toISOString(),
      sender_kind: m.senderKind,
      sender_name: senderName(viewer, m),
      mine,
      ...receipt,
    };
  });
}

/** A message of this conversation the viewer may see, or 404. */
async function messageOf(db: DbOrTx, viewer: Viewer, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId), visibleTo(viewer)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET .../messages: a page of history, newest last; `before` pages backwards from a message already shown. */
export async function listMessages(
  ctx: Ctx,
  { viewer, conversationId, ...query }: { viewer: Viewer; conversationId: string } & z.output<typeof messagesQuery>,
  tx?: DbOrTx,
): Promise<MessagePage> {
  const db = tx ?? ctx.deps.db;
  await conversationOf(db, viewer, conversationId);
  let older: SQL | undefined;
  if (query.before) {
    const before = await messageOf(db, viewer, conversationId, query.before);
    // Compared in SQL: timestamps are microseconds there, milliseconds in JavaScript.
    older = sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before.id})`;
  }
  const rows = await messageRows(db, viewer, and(eq(messages.conversationId, conversationId), older), query.limit + 1);
  return { results: rows.slice(0, query.limit).reverse(), has_more: rows.length > query.limit };
}

/** Moves a read mark up to this message (never back): the staff user's, or the nurse's. */
async function markUpTo(tx: DbOrTx, viewer: Viewer, conversationId: string, messageId: string) {
  const at = sql`(select m.created_at from ${messages} m where m.id = ${messageId})`;
  if (viewer.kind === 'STAFF') {
    await tx
      .insert(conversationStaffReads)
      .values({ conversationId, userId: viewer.userId, lastReadAt: at })
      .onConflictDoUpdate({
        target: [conversationStaffReads.conversationId, conversationStaffReads.userId],
        set: { lastReadAt: sql`greatest(${conversationStaffReads.lastReadAt}, excluded.last_read_at)` },
      });
  } else {
    await tx
      .update(conversationMembers)
      .set({ lastReadAt: sql`greatest(coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz), ${at})` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.employeeId, viewer.employeeId)));
  }
}

/** After the commit, everyone a conversation's change concerns: its nurses (their sockets filter on it) and the facility's staff. */
async function announce(tx: DbOrTx, facilityId: string, conversationId: string) {
  const members = await tx
    .select({ id: conversationMembers.employeeId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  afterCommit(tx).publish(
    { type: 'messages.changed', conversation_id: conversationId, employee_ids: members.map((m) => m.id) },
    facilityId,
  );
}

/**
 * POST .../messages: stores the message (the same `client_id` again answers the message already
 * stored), marks it read for its sender, and for a staff message queues its SMS and push to each
 * nurse in the same transaction. After the commit: the live event, the outbox and the pushes.
 */
export async function sendMessage(
  ctx: Ctx,
  { viewer, conversationId, body, client_id }: { viewer: Viewer; conversationId: string } & z.output<typeof sendMessageBody>,
  outer?: DbOrTx,
): Promise<Message> {
  return transaction(ctx, outer, async (tx): Promise<Message> => {
    // The row lock orders a conversation's messages and makes a resend race-free.
    const conversation = await conversationOf(tx, viewer, conversationId, true);
    if (client_id) {
      const [again] = await messageRows(tx, viewer, and(eq(messages.conversationId, conversation.id), eq(messages.clientId, client_id)), 1);
      if (again) return again;
    }
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        facilityId: conversation.facilityId,
        senderKind: viewer.kind,
        senderUserId: viewer.kind === 'STAFF' ? viewer.userId : null,
        senderEmployeeId: viewer.kind === 'NURSE' ? viewer.employeeId : null,
        body,
        clientId: client_id ?? null,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`(select m.created_at from ${messages} m where m.id = ${row!.id})` })
      .where(eq(conversations.id, conversation.id));
    await markUpTo(tx, viewer, conversation.id, row!.id);
    if (viewer.kind === 'STAFF') await queueDeliveries(ctx, tx, conversation, row!);
    await announce(tx, conversation.facilityId, conversation.id);
    const [stored] = await messageRows(tx, viewer, eq(messages.id, row!.id), 1);
    return stored!;
  });
}

/** POST .../read: everything up to this message is read by the viewer; answers her (or his) unread count left, for the badge. */
export async function markRead(
  ctx: Ctx,
  { viewer, conversationId, last_message_id }: { viewer: Viewer; conversationId: string } & z.output<typeof markReadBody>,
  outer?: DbOrTx,
): Promise<{ unread: number }> {
  return transaction(ctx, outer, async (tx) => {
    const conversation = await conversationOf(tx, viewer, conversationId);
    await messageOf(tx, viewer, conversation.id, last_message_id);
    await markUpTo(tx, viewer, conversation.id, last_message_id);
    await announce(tx, conversation.facilityId, conversation.id);
    return { unread: (await unreadTotals(tx, viewer)).messages };
  });
}
