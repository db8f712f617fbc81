import type { Conversation, ConversationSummary } from '@careroster/shared/api/messages/conversation';
import type { createConversationBody } from '@careroster/shared/api/messages/conversation';
import type { listConversationsQuery, UnreadMessages } from '@careroster/shared/api/messages/staff';
import { AppError } from '@careroster/shared/errors';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { CONVERSATION_MAX_MEMBERS, CONVERSATION_TITLE_MAX_LENGTH } from '@careroster/shared/messaging/values';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { nameMatches, peopleDirectory } from '../employees';
import { checkEmployees, conversationOf, membersOf, shiftCrew } from './members';
import { bodyPattern, summaries, unreadFor } from './summaries';
import { staffViewer, type Viewer } from './viewer';

const GROUP_TITLE_NAMES = 3;

async function toConversation(db: DbOrTx, row: typeof conversations.$inferSelect): Promise<Conversation> {
  const members = await membersOf(db, row.id);
  const direct = members.find((m) => m.employeeId === row.directEmployeeId);
  return {
    id: row.id,
    title: row.title ?? (direct ? `${direct.firstName} ${direct.lastName}` : ''),
    direct: row.directEmployeeId !== null,
    shift_id: row.shiftId,
    created_at: row.createdAt.toISOString(),
    members: members.map((m) => ({
      employee_id: m.employeeId,
      nurse_id: m.nurseId,
      first_name: m.firstName,
      last_name: m.lastName,
      worker_type: m.workerType,
      last_read_at: m.lastReadAt?.toISOString() ?? null,
    })),
  };
}

/** The one conversation with this nurse: found again, or made; two staff opening it at once get the same one (its unique index). */
async function directConversation(tx: DbOrTx, facilityId: string, employeeId: string, createdBy: string) {
  await tx
    .insert(conversations)
    .values({ facilityId, directEmployeeId: employeeId, createdBy })
    .onConflictDoNothing({
      target: [conversations.facilityId, conversations.directEmployeeId],
      where: sql`${conversations.directEmployeeId} is not null`,
    });
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.facilityId, facilityId), eq(conversations.directEmployeeId, employeeId)));
  await tx.insert(conversationMembers).values({ conversationId: row!.id, facilityId, employeeId }).onConflictDoNothing();
  return row!;
}

/** A group without a title is named after its shift, or its first nurses. */
async function groupTitle(tx: DbOrTx, employeeIds: string[], shift: { title: string; startDate: string } | null) {
  if (shift)
    return productMessages.conversationShiftTitle(shift.title, formatDate(shift.startDate)).slice(0, CONVERSATION_TITLE_MAX_LENGTH);
  const people = peopleDirectory(tx);
  const first = await tx
    .select({ name: people.firstName })
    .from(people)
    .where(inArray(people.id, employeeIds.slice(0, GROUP_TITLE_NAMES)))
    .orderBy(people.firstName);
  return productMessages
    .conversationGroupTitle(
      first.map((f) => f.name),
      employeeIds.length - first.length,
    )
    .slice(0, CONVERSATION_TITLE_MAX_LENGTH);
}

/**
 * POST facilities/conversations: one employee and no title or shift is the conversation with her
 * (found again when it exists); anything else is a new group, a shift adding everyone booked on it.
 */
export async function createConversation(ctx: Ctx, input: z.output<typeof createConversationBody>, tx?: DbOrTx): Promise<Conversation> {
  const viewer = staffViewer(ctx);
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const named = [...new Set(input.employee_ids ?? [])];
    await checkEmployees(t, viewer.facilityId, named);
    const crew = input.shift_id ? await shiftCrew(t, viewer.facilityId, input.shift_id) : null;
    if (named.length === 1 && !crew && !input.title)
      return toConversation(t, await directConversation(t, viewer.facilityId, named[0]!, viewer.userId));

    const memberIds = [...new Set([...named, ...(crew?.employeeIds ?? [])])];
    if (memberIds.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.conversationNoMembers);
    if (memberIds.length > CONVERSATION_MAX_MEMBERS)
      throw new AppError('VALIDATION_FAILED', productMessages.conversationTooManyMembers(CONVERSATION_MAX_MEMBERS));
    const [row] = await t
      .insert(conversations)
      .values({
        facilityId: viewer.facilityId,
        title: input.title || (await groupTitle(t, memberIds, crew?.shift ?? null)),
        shiftId: crew?.shift.id ?? null,
        createdBy: viewer.userId,
      })
      .returning();
    await t
      .insert(conversationMembers)
      .values(memberIds.map((employeeId) => ({ conversationId: row!.id, facilityId: viewer.facilityId, employeeId })));
    return toConversation(t, row!);
  });
}

/** GET facilities/conversations/{id}: who it is with, and how far each has read. */
export async function getConversation(ctx: Ctx, { conversationId }: { conversationId: string }, tx?: DbOrTx): Promise<Conversation> {
  const db = tx ?? ctx.deps.db;
  return toConversation(db, await conversationOf(db, staffViewer(ctx), conversationId));
}

/** A group's title, a member's name, or any message's text: the list's search. */
function searchWhere(db: DbOrTx, search: string): SQL {
  const pattern = bodyPattern(search);
  const people = peopleDirectory(db);
  return or(
    ilike(conversations.title, pattern),
    sql`exists (select 1 from ${conversationMembers} join ${people} on ${people.id} = ${conversationMembers.employeeId}
      where ${conversationMembers.conversationId} = ${conversations.id} and ${nameMatches(search, people)})`,
    sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and lower(${messages.body}) like ${pattern})`,
  )!;
}

/**
 * GET facilities/conversations: most recent message first; a conversation nobody wrote in yet
 * comes last (the order of conversations_facility_recent_idx).
 */
export async function listConversations(
  ctx: Ctx,
  query: z.output<typeof listConversationsQuery>,
  tx?: DbOrTx,
): Promise<{ count: number; results: ConversationSummary[] }> {
  const db = tx ?? ctx.deps.db;
  const viewer = staffViewer(ctx);
  const where = and(eq(conversations.facilityId, viewer.facilityId), query.search ? searchWhere(db, query.search) : undefined);
  const [total] = await db.select({ n: count() }).from(conversations).where(where);
  const page = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(where)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, conversations.id)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    count: total?.n ?? 0,
    results: await summaries(
      db,
      viewer,
      page.map((p) => p.id),
      query.search || undefined,
    ),
  };
}

/** The viewer's unread messages over all her (or his) conversations with the facility, and in how many. */
export async function unreadTotals(db: DbOrTx, viewer: Viewer): Promise<UnreadMessages> {
  const memberOf =
    viewer.kind === 'NURSE'
      ? sql`and exists (select 1 from ${conversationMembers} cm where cm.conversation_id = ${messages.conversationId} and cm.employee_id = ${viewer.employeeId})`
      : sql``;
  const [row] = await db
    .select({
      messages: sql<number>`count(*)`.mapWith(Number),
      conversations: sql<number>`count(distinct ${messages.conversationId})`.mapWith(Number),
    })
    .from(messages)
    .where(sql`${messages.facilityId} = ${viewer.facilityId} and ${unreadFor(viewer)} ${memberOf}`);
  return { messages: row?.messages ?? 0, conversations: row?.conversations ?? 0 };
}

/** GET facilities/conversations/unread: the shell's badge. */
export const unreadMessages = (ctx: Ctx, _input: unknown, tx?: DbOrTx) => unreadTotals(tx ?? ctx.deps.db, staffViewer(ctx));
