import type { NurseInbox } from '@careroster/shared/api/messages/nurse';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../platform/context';
import { conversationMembers, conversations } from '../../db/schema';
import { unreadTotals } from './conversations';
import type { NurseScope } from './nurse-tokens';
import { summaries } from './summaries';
import { nurseViewer } from './viewer';

/** Her conversations on one page: a nurse has a handful with a facility, never a list to page through. */
const INBOX_LIMIT = 100;

/** GET nurse-messages/me: who she is, the facility, and her conversations with it, most recent first. */
export async function nurseInbox(ctx: Ctx, { scope }: { scope: NurseScope }, tx?: DbOrTx): Promise<NurseInbox> {
  const db = tx ?? ctx.deps.db;
  const viewer = nurseViewer(scope);
  const mine = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.employeeId, scope.employeeId)),
    )
    .where(eq(conversations.facilityId, scope.facilityId))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
    .limit(INBOX_LIMIT);
  return {
    first_name: scope.firstName,
    facility_name: scope.facilityName,
    facility_id: scope.facilityId,
    expires_at: scope.expiresAt.toISOString(),
    unread: (await unreadTotals(db, viewer)).messages,
    conversations: await summaries(
      db,
      viewer,
      mine.map((c) => c.id),
    ),
  };
}
