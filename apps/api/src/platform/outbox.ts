import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { afterCommit } from './effects';
import { errorCode, type JobDefinition } from './jobs';
import { writeOutboxFile, type Mailer } from './mail';
import { redacted } from './outbox-secrets';

export const OUTBOX_DISPATCH_JOB = 'outbox.dispatch';
/**
 * Its own queue and worker for URGENT rows, so a dispatcher busy with a bulk backlog (a worker runs
 * one job at a time) never holds back an offer, a call link or a set-password link (decision 037).
 */
export const OUTBOX_URGENT_JOB = 'outbox.dispatch-urgent';

export type OutboxPriority = (typeof outbox.$inferInsert)['priority'] & string;

/** What the dispatcher should be woken with after rows of this priority were queued. */
export const outboxJobFor = (priority: OutboxPriority = 'NORMAL') => (priority === 'URGENT' ? OUTBOX_URGENT_JOB : OUTBOX_DISPATCH_JOB);

/** One mail or text as a service queues it: the row's content, its channel and priority. */
export type OutboxMessage = Pick<typeof outbox.$inferInsert, 'to' | 'subject' | 'text' | 'html' | 'channel' | 'priority' | 'secrets'>;

/** Rows per insert statement: a bulk invite queues thousands, and a statement takes at most 65535 parameters. */
const INSERT_BATCH = 500;

/**
 * The one way a message enters the outbox: its row in the caller's transaction, so the message
 * exists exactly when the change that caused it committed (the outbox pattern), and its
 * dispatcher woken after that commit (decision 045). Answers the rows' ids, in order.
 */
export async function queueOutbox(tx: DbOrTx, messages: readonly OutboxMessage[]): Promise<{ id: string; to: string }[]> {
  if (messages.length === 0) return [];
  const after = afterCommit(tx);
  const queued: { id: string; to: string }[] = [];
  for (let i = 0; i < messages.length; i += INSERT_BATCH) {
    queued.push(
      ...(await tx
        .insert(outbox)
        .values(messages.slice(i, i + INSERT_BATCH))
        .returning({ id: outbox.id, to: outbox.to })),
    );
  }
  for (const job of new Set(messages.map((m) => outboxJobFor(m.priority)))) after.trigger(job);
  return queued;
}

export type Sms = { to: string; text: string };

/**
 * Sends one text message. A real provider (Twilio, Amazon SNS, ...) implements this with its API
 * and is chosen in buildApp from its own config; until one is configured, the development sender
 * below is used.
 */
export interface SmsSender {
  send(sms: Sms, ref: string): Promise<void>;
  readonly kind: string;
}

/** Writes each SMS as a file into DATA_DIR/outbox, beside the dev mail, so a developer can read it. */
export function devSmsSender(dir: string, log: (msg: string) => void): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(sms, ref) {
      await writeOutboxFile(dir, `${ref}-sms`, `To: ${sms.to}\nSMS\n\n${sms.text}\n`, log);
    },
  };
}

export type OutboxPolicy = {
  /** Rows claimed per round. */
  batch: number;
  /** Attempts before a row is FAILED. */
  maxAttempts: number;
  /** Back-off after the first failed attempt; doubled after each next one, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /**
   * How long a claim holds a row. A dispatcher that dies mid-send leaves the row to be taken again
   * after this: delivery is at least once, and only a crash between the send and its SENT mark
   * can repeat a message.
   */
  leaseSeconds: number;
  /**
   * How long a row may keep its link tokens while undelivered. Five attempts with the back-off
   * above end within about 40 minutes; a row still pending after this (no dispatcher ran) is given
   * up as SECRET_EXPIRED and its tokens cut out: the user asks for a new link (decision 037).
   */
  secretRetentionSeconds: number;
};

export const defaultOutboxPolicy: OutboxPolicy = {
  batch: 50,
  maxAttempts: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  leaseSeconds: 300,
  secretRetentionSeconds: 6 * 3600,
};

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  channel: string;
  attempts: number;
  secrets: string[] | null;
  priority: OutboxPriority;
};

const priorityRank: Record<OutboxPriority, number> = { URGENT: 0, NORMAL: 1, BULK: 2 };

type Transports = { mailer: Mailer; sms: SmsSender };

/**
 * One round of the dispatcher: claims due PENDING rows, most urgent first, with FOR UPDATE SKIP
 * LOCKED (moving their next attempt past a lease, so a second dispatcher skips them), sends each,
 * and marks it SENT, or schedules a retry with back-off, or marks it FAILED after the last attempt.
 * A SENT or FAILED row keeps its body without its link tokens. Loops until nothing is due, at most
 * `rounds` times, so one job cannot run forever. `urgentOnly` is the urgent queue's dispatcher.
 */
export async function dispatchOutbox(
  db: Db,
  transports: Transports,
  log: FastifyBaseLogger,
  jobId: string,
  policy: OutboxPolicy = defaultOutboxPolicy,
  rounds = 20,
  urgentOnly = false,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const result = { sent: 0, retrying: 0, failed: 0 };
  const only = urgentOnly ? sql`and priority = 'URGENT'` : sql``;
  for (let round = 0; round < rounds; round++) {
    const claimed = await db.execute(sql`
      update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${policy.leaseSeconds})
      where id in (
        select id from outbox where status = 'PENDING' and next_attempt_at <= now() ${only}
        order by priority, next_attempt_at limit ${policy.batch} for update skip locked
      )
      returning id, "to", subject, text, html, channel, attempts, secrets, priority`);
    const rows = (claimed as { rows: ClaimedRow[] }).rows.sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority]);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        if (row.channel === 'SMS') await transports.sms.send({ to: row.to, text: row.text }, row.id);
        else
          await transports.mailer.send(
            { to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) },
            row.id,
          );
        await db
          .update(outbox)
          .set({ status: 'SENT', sentAt: sql`now()`, lastError: null, ...redacted(row) })
          .where(and(eq(outbox.id, row.id), eq(outbox.status, 'PENDING')));
        result.sent++;
      } catch (err) {
        const code = errorCode(err);
        const attempts = Number(row.attempts);
        if (attempts >= policy.maxAttempts) {
          await db
            .update(outbox)
            .set({ status: 'FAILED', lastError: code, ...redacted(row) })
            .where(eq(outbox.id, row.id));
          // Ids and the code only: the address and the message are what a user wrote (decision 005).
          log.error({ jobId, outboxId: row.id, channel: row.channel, attempts, code }, 'outbox: message failed, no attempts left');
          result.failed++;
        } else {
          const delay = Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (attempts - 1));
          await db
            .update(outbox)
            .set({ lastError: code, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
            .where(eq(outbox.id, row.id));
          log.warn(
            { jobId, outboxId: row.id, channel: row.channel, attempts, code, retryInSeconds: delay },
            'outbox: send failed, will retry',
          );
          result.retrying++;
        }
      }
    }
  }
  return result;
}

/**
 * Rows that kept their link tokens past `secretRetentionSeconds` lose them; the pending ones among
 * them are given up (FAILED, SECRET_EXPIRED): a link sent hours late is worse than a new one asked for.
 */
export async function expireOutboxSecrets(db: Db, policy: OutboxPolicy = defaultOutboxPolicy, limit = 500): Promise<number> {
  const stale = await db
    .select({ id: outbox.id, status: outbox.status, text: outbox.text, html: outbox.html, secrets: outbox.secrets })
    .from(outbox)
    .where(and(isNotNull(outbox.secrets), lt(outbox.createdAt, sql`now() - make_interval(secs => ${policy.secretRetentionSeconds})`)))
    .limit(limit);
  for (const row of stale) {
    const giveUp = row.status === 'PENDING' ? { status: 'FAILED' as const, lastError: 'SECRET_EXPIRED' } : {};
    await db
      .update(outbox)
      .set({ ...redacted(row), ...giveUp })
      .where(eq(outbox.id, row.id));
  }
  return stale.length;
}

/** Outbox rows not delivered (PENDING or FAILED): ids, channel, attempts and code, no content. */
export async function undeliveredOutbox(db: Db, limit = 100) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['PENDING', 'FAILED']))
    .orderBy(outbox.createdAt)
    .limit(limit);
}

/**
 * The dispatcher job: triggered after a business transaction wrote outbox rows (a `short` queue,
 * so a burst of triggers waits as one job), and swept every minute as the safety net that also
 * picks up retries whose back-off has passed and expires kept tokens.
 */
export function outboxJob(db: Db, transports: Transports, policy: OutboxPolicy = defaultOutboxPolicy): JobDefinition {
  return {
    name: OUTBOX_DISPATCH_JOB,
    cron: '* * * * *',
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 600,
    async handler(_data, ctx) {
      const expired = await expireOutboxSecrets(db, policy);
      const done = await dispatchOutbox(db, transports, ctx.log, ctx.jobId, policy);
      if (done.sent + done.retrying + done.failed + expired > 0) ctx.log.info({ ...done, expired }, 'outbox dispatched');
    },
  };
}

/** The urgent queue's dispatcher: URGENT rows only, triggered by their senders; the sweep above is its safety net. */
export function outboxUrgentJob(db: Db, transports: Transports, policy: OutboxPolicy = defaultOutboxPolicy): JobDefinition {
  return {
    name: OUTBOX_URGENT_JOB,
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 600,
    async handler(_data, ctx) {
      const done = await dispatchOutbox(db, transports, ctx.log, ctx.jobId, policy, 20, true);
      if (done.sent + done.retrying + done.failed > 0) ctx.log.info(done, 'outbox dispatched (urgent)');
    },
  };
}
