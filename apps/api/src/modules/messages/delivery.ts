import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { PushPayload } from '@careroster/shared/push';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { conversations } from '../../db/schema';
import { conversationMembers, messages } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { afterCommit } from '../../platform/effects';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { withSecrets } from '../../platform/outbox-secrets';
import { facilityNameOf } from '../facility';
import { employeesWithPhones, nursePushJobPolicy, pushToNursePhones } from '../push';
import { membersOf } from './members';
import { issueLinkToken, messageLink, recentlyTexted } from './nurse-tokens';

export const MESSAGE_NOTIFY_JOB = 'messages.notify';

/**
 * A nurse already texted about this facility's messages in this window, who has not opened the
 * conversation since, gets no second SMS or push (decision 033): a busy thread must not buzz her
 * phone for every line, and the link she has shows this conversation too.
 */
export const QUIET_WINDOW_MS = 15 * 60_000;

/** One nurse's push of one message: its link carries a token, so it travels to the job sealed. */
type MessagePush = { messageId: string; conversationId: string; employeeId: string; title: string; url: string };

const SEAL_CONTEXT = 'message-push';
const jobInput = z.object({ messageId: z.uuid(), conversationId: z.uuid(), employeeId: z.uuid(), sealed: z.string().max(4096) });
const sealedPush = z.object({ title: z.string(), url: z.string().startsWith('/') });

/** Worth a buzz for a day; after that the SMS link is how she finds it. */
const PUSH_OPTIONS = { ttlSeconds: 24 * 60 * 60, urgency: 'high' } as const;

/**
 * In the sending transaction, for each nurse of the conversation: a new message-center link (a
 * LINK token) in an SMS through the outbox, and a push to her phones where she has any. Neither
 * carries the message's text: only that there is one, and where to read it.
 */
export async function queueDeliveries(
  ctx: Ctx,
  tx: DbOrTx,
  conversation: typeof conversations.$inferSelect,
  message: { id: string; createdAt: Date },
): Promise<void> {
  const facilityName = await facilityNameOf(tx, conversation.facilityId);
  const members = await membersOf(tx, conversation.id);
  const phones = await employeesWithPhones(
    tx,
    members.map((m) => m.employeeId),
    ctx.deps.clock.now(),
  );
  const now = message.createdAt;
  const texts: OutboxMessage[] = [];
  const pushes: MessagePush[] = [];
  for (const m of members) {
    // Someone who left stays in the conversation's history but is no longer texted.
    if (m.status === 'INACTIVE') continue;
    if (await recentlyTexted(tx, conversation.facilityId, m.employeeId, m.lastReadAt, now, QUIET_WINDOW_MS)) continue;
    const token = await issueLinkToken(tx, conversation.facilityId, m.employeeId, now);
    texts.push(
      withSecrets(
        {
          to: `${m.countryCode}${m.mobile}`,
          channel: 'SMS',
          subject: productMessages.messagePushTitle(facilityName!),
          text: productMessages.messageSmsText(m.firstName, facilityName!, messageLink(ctx.deps.config.publicUrl, token)),
        },
        token,
      ),
    );
    if (phones.has(m.employeeId)) {
      pushes.push({
        messageId: message.id,
        conversationId: conversation.id,
        employeeId: m.employeeId,
        title: productMessages.messagePushTitle(facilityName!),
        url: paths.nurseMessages.replace(':token', token),
      });
    }
  }
  await queueOutbox(tx, texts);
  // One job per push, after the outermost commit.
  const after = afterCommit(tx);
  for (const p of pushes) {
    const sealed = ctx.deps.secrets.seal(JSON.stringify({ title: p.title, url: p.url }), SEAL_CONTEXT);
    after.trigger(MESSAGE_NOTIFY_JOB, {
      messageId: p.messageId,
      conversationId: p.conversationId,
      employeeId: p.employeeId,
      sealed,
    });
  }
}

/** `messages.notify`: the push of one message to one nurse's phones, unless she has read it meanwhile. */
export function messageNotifyJob(deps: () => Deps): JobDefinition {
  return {
    name: MESSAGE_NOTIFY_JOB,
    ...nursePushJobPolicy,
    handler: async (data, job) => notify(deps(), data, job),
  };
}

async function notify(deps: Deps, data: object, job: JobContext) {
  const parsed = jobInput.safeParse(data);
  if (!parsed.success) return job.log.warn({ code: 'BAD_JOB_DATA' }, 'message push skipped');
  const { messageId, conversationId, employeeId } = parsed.data;
  const [unread] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.employeeId, employeeId)),
    )
    .where(
      and(
        eq(messages.id, messageId),
        sql`(${conversationMembers.lastReadAt} is null or ${conversationMembers.lastReadAt} < ${messages.createdAt})`,
      ),
    );
  if (!unread) return job.log.info({ messageId, code: 'READ' }, 'message push skipped');
  const content = sealedPush.parse(JSON.parse(deps.secrets.open(parsed.data.sealed, SEAL_CONTEXT)));
  // The conversation is the notification's tag: a second message replaces the first, never stacks.
  const payload: PushPayload = {
    id: conversationId,
    title: content.title,
    body: productMessages.messagePushBody,
    type: 'MESSAGE',
    type_id: conversationId,
    url: content.url,
  };
  const { retry } = await pushToNursePhones(deps, job, { employeeId, logFields: { messageId } }, payload, PUSH_OPTIONS);
  if (retry) throw new Error('PUSH_RETRY');
}
