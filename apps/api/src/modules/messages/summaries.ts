import type { ConversationSummary } from '@careroster/shared/api/messages/conversation';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationMembers, conversations, conversationStaffReads, messages } from '../../db/schema';
import { staffNames } from '../auth';
import { peopleDirectory } from '../employees';
import type { Viewer } from './viewer';

/** A message text fragment as a LIKE pattern on lower(body), the trigram index's expression; % and _ match themselves. */
export const bodyPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The messages a viewer may see: staff see all; a nurse the staff's and her own (viewer.ts). */
export const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.kind === 'STAFF' ? undefined : or(eq(messages.senderKind, 'STAFF'), eq(messages.senderEmployeeId, viewer.employeeId));

/** Messages the viewer has not read: the other side's, after her (or his) own read mark. */
export const unreadFor = (viewer: Viewer): SQL =>
  viewer.kind === 'STAFF'
    ? sql`${messages.senderKind} = 'NURSE' and ${messages.createdAt} > coalesce((select r.last_read_at from ${conversationStaffReads} r
        where r.conversation_id = ${messages.conversationId} and r.user_id = ${viewer.userId}), '-infinity'::timestamptz)`
    : sql`${messages.senderKind} = 'STAFF' and ${messages.createdAt} > coalesce((select cm.last_read_at from ${conversationMembers} cm
        where cm.conversation_id = ${messages.conversationId} and cm.employee_id = ${viewer.employeeId}), '-infinity'::timestamptz)`;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Who a message is from, as the viewer reads it: the staff user's name, or the facility's on the nurse's side. */
export function senderName(
  viewer: Viewer,
  m: {
    senderKind: 'STAFF' | 'NURSE';
    staffFirst: string | null;
    staffLast: string | null;
    nurseFirst: string | null;
    nurseLast: string | null;
  },
) {
  if (m.senderKind === 'NURSE') return fullName(m.nurseFirst, m.nurseLast);
  return viewer.kind === 'NURSE' ? viewer.facilityName : fullName(m.staffFirst, m.staffLast);
}

/**
 * The list rows of these conversations, in the order given: title (a group's, or the nurse's
 * name; the facility's on the nurse's side), the latest message she may see, and the viewer's
 * unread count. With `search`, `match` is the newest message that contains it.
 */
export async function summaries(db: DbOrTx, viewer: Viewer, ids: string[], search?: string): Promise<ConversationSummary[]> {
  if (ids.length === 0) return [];
  const pattern = search ? bodyPattern(search) : null;
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      directEmployeeId: conversations.directEmployeeId,
      shiftId: conversations.shiftId,
      directFirst: people.firstName,
      directLast: people.lastName,
      memberCount: sql<number>`(select count(*) from ${conversationMembers} cm where cm.conversation_id = ${conversations.id})`.mapWith(
        Number,
      ),
      unread:
        sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id} and ${unreadFor(viewer)})`.mapWith(
          Number,
        ),
      match: pattern
        ? sql<string | null>`(select ${messages.body} from ${messages} where ${messages.conversationId} = ${conversations.id}
            and lower(${messages.body}) like ${pattern} order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`
        : sql<null>`null`,
    })
    .from(conversations)
    .leftJoin(people, eq(people.id, conversations.directEmployeeId))
    .where(and(eq(conversations.facilityId, viewer.facilityId), inArray(conversations.id, ids)));

  const staff = staffNames(db);
  const latest = await db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      body: messages.body,
      createdAt: messages.createdAt,
      senderKind: messages.senderKind,
      staffFirst: staff.firstName,
      staffLast: staff.lastName,
      nurseFirst: people.firstName,
      nurseLast: people.lastName,
    })
    .from(messages)
    .leftJoin(staff, eq(staff.id, messages.senderUserId))
    .leftJoin(people, eq(people.id, messages.senderEmployeeId))
    .where(and(inArray(messages.conversationId, ids), visibleTo(viewer)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  const lastOf = new Map(latest.map((m) => [m.conversationId, m]));

  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const last = lastOf.get(id);
    const direct = r.directEmployeeId !== null;
    const title = viewer.kind === 'NURSE' ? (r.title ?? viewer.facilityName) : (r.title ?? fullName(r.directFirst, r.directLast));
    return [
      {
        id: r.id,
        title,
        direct,
        shift_id: r.shiftId,
        member_count: r.memberCount,
        last_message: last
          ? { body: last.body, sent_at: last.createdAt.toISOString(), sender_kind: last.senderKind, sender_name: senderName(viewer, last) }
          : null,
        unread: r.unread,
        match: r.match ?? null,
      },
    ];
  });
}
