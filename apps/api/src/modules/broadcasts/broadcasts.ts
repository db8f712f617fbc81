import type { BroadcastCounts, BroadcastRecipient, BroadcastSummary, DeliveryState } from '@careroster/shared/api/broadcasts/broadcast';
import type { BroadcastAudience } from '@careroster/shared/api/broadcasts/broadcast-audience';
import type { CreateBroadcastAnswer, createBroadcastBody } from '@careroster/shared/api/broadcasts/create-broadcast';
import type { BroadcastDetail } from '@careroster/shared/api/broadcasts/get-broadcast';
import { BROADCAST_MAX_RECIPIENTS, BROADCASTS_PER_HOUR } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { BroadcastFilter } from '@careroster/shared/validation/broadcast';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { broadcastRecipients, broadcasts, nurseMessages, outbox } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { staffNames } from '../auth';
import { peopleDirectory, type EmployeeColumns } from '../employees';

type Channel = 'SMS' | 'NOTIFICATION';
type Choice = { employee_ids?: string[] | undefined; filter?: BroadcastFilter | undefined };
type Candidate = { employeeId: string; nurseId: string; to: string | null };

/** A number an SMS can go to: the stored national digits (decision 004) behind the country code. */
const smsTo = (countryCode: string, mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  return digits.length >= 7 ? `${countryCode}${digits}` : null;
};

function filterCondition(people: EmployeeColumns, facilityId: string, filter: BroadcastFilter): SQL {
  return and(
    eq(people.facilityId, facilityId),
    filter.status ? eq(people.status, filter.status) : ne(people.status, 'INACTIVE'),
    filter.worker_type ? eq(people.workerType, filter.worker_type) : undefined,
    filter.job_title_id ? eq(people.jobTitleId, filter.job_title_id) : undefined,
  )!;
}

/**
 * The caller's facility's employees a choice names, and nobody else: every query is scoped by
 * the facility, so an id of another facility's employee is not found and refuses the whole
 * broadcast (404) before anything is written.
 */
async function candidatesOf(db: DbOrTx, facilityId: string, choice: Choice): Promise<Candidate[]> {
  const ids = choice.employee_ids ? [...new Set(choice.employee_ids)] : null;
  const people = peopleDirectory(db);
  const where = ids
    ? and(eq(people.facilityId, facilityId), inArray(people.id, ids))!
    : filterCondition(people, facilityId, choice.filter ?? {});
  const rows = await db
    .select({ employeeId: people.id, nurseId: people.nurseId, countryCode: people.countryCode, mobile: people.mobile })
    .from(people)
    .where(where)
    .orderBy(asc(people.empId))
    .limit(BROADCAST_MAX_RECIPIENTS + 1);
  if (ids && rows.length !== ids.length) throw new AppError('NOT_FOUND', productMessages.broadcastUnknownRecipients);
  if (rows.length > BROADCAST_MAX_RECIPIENTS) {
    throw new AppError('VALIDATION_FAILED', productMessages.broadcastTooManyRecipients(BROADCAST_MAX_RECIPIENTS));
  }
  return rows.map((r) => ({ employeeId: r.employeeId, nurseId: r.nurseId, to: smsTo(r.countryCode, r.mobile) }));
}

const reachable = (channel: Channel, candidates: Candidate[]) => (channel === 'SMS' ? candidates.filter((c) => c.to !== null) : candidates);

/** The dialog's live preview of a filter: the same resolution as the send. */
export async function broadcastAudience(ctx: Ctx, input: BroadcastFilter & { channel: Channel }, tx?: DbOrTx): Promise<BroadcastAudience> {
  const { channel, ...filter } = input;
  const db = tx ?? ctx.deps.db;
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      n: count(),
      withMobile: sql<number>`count(*) filter (where length(regexp_replace(${people.mobile}, '\\D', '', 'g')) >= 7)::int`,
    })
    .from(people)
    .where(filterCondition(people, facilityOf(ctx).id, filter));
  const all = rows[0]?.n ?? 0;
  const reached = channel === 'SMS' ? (rows[0]?.withMobile ?? 0) : all;
  return { recipients: reached, skipped: all - reached };
}

/**
 * Sends one broadcast: the broadcast, its recipients and their outbox rows (SMS) or inbox rows
 * (notification) commit together, after the facility's hourly count is checked under a lock, so
 * two managers sending at once cannot pass the limit together. The SMS leave afterwards, through
 * the outbox dispatcher.
 */
export async function createBroadcast(ctx: Ctx, input: z.output<typeof createBroadcastBody>, tx?: DbOrTx): Promise<CreateBroadcastAnswer> {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const channel = input.channel;
  const title = channel === 'NOTIFICATION' ? (input.title ?? null) : null;
  const done = await transaction(ctx, tx, async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`broadcasts:${facility.id}`}))`);
    const [recent] = await t
      .select({ n: count() })
      .from(broadcasts)
      .where(and(eq(broadcasts.facilityId, facility.id), sql`${broadcasts.createdAt} > now() - interval '1 hour'`));
    if ((recent?.n ?? 0) >= BROADCASTS_PER_HOUR)
      throw new AppError('RATE_LIMITED', productMessages.broadcastRateLimited(BROADCASTS_PER_HOUR));

    const candidates = await candidatesOf(t, facility.id, input);
    if (candidates.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.broadcastNoRecipients);
    const reached = reachable(channel, candidates);
    if (reached.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.broadcastNoReachableRecipients);

    const [row] = await t
      .insert(broadcasts)
      .values({ facilityId: facility.id, channel, title, body: input.body, createdBy: userId, recipientCount: reached.length })
      .returning({ id: broadcasts.id });
    const broadcastId = row!.id;
    if (channel === 'SMS') {
      // The sending number is shared by every facility: the name says who writes.
      const text = productMessages.broadcastSmsText(facility.name, input.body);
      const queued = await queueOutbox(
        t,
        reached.map((c) => ({ to: c.to!, channel: 'SMS', priority: 'BULK' as const, subject: facility.name, text })),
      );
      // One employee per nurse in a facility and one nurse per number, so `to` names the recipient.
      const byTo = new Map(queued.map((q) => [q.to, q.id]));
      await t
        .insert(broadcastRecipients)
        .values(reached.map((c) => ({ broadcastId, employeeId: c.employeeId, outboxId: byTo.get(c.to!) ?? null })));
    } else {
      await t
        .insert(nurseMessages)
        .values(reached.map((c) => ({ nurseId: c.nurseId, facilityId: facility.id, broadcastId, title: title!, body: input.body })));
      await t.insert(broadcastRecipients).values(reached.map((c) => ({ broadcastId, employeeId: c.employeeId })));
    }
    // The audit row names the broadcast and its size, never its text.
    await ctx.audit('broadcast.send', { target: broadcastId, detail: `${channel} ${reached.length}` }, t);
    return { id: broadcastId, recipients: reached.length, skipped: candidates.length - reached.length };
  });
  return { ...done, message: productMessages.broadcastSent(done.recipients) };
}

const authorName = (u: { firstName: string | null; lastName: string | null }) =>
  u.firstName === null ? null : `${u.firstName} ${u.lastName ?? ''}`.trim();

const summarySelect = (db: DbOrTx) => {
  const author = staffNames(db);
  return db
    .select({ b: broadcasts, firstName: author.firstName, lastName: author.lastName })
    .from(broadcasts)
    .leftJoin(author, eq(author.id, broadcasts.createdBy));
};

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['execute']>>[number];

const zero = (recipients: number): BroadcastCounts => ({ recipients, pending: 0, sent: 0, failed: 0, delivered: 0, read: 0 });

/** Delivery counts of a page of broadcasts in two grouped queries, never one per row. */
async function countsOf(db: DbOrTx, rows: SummaryRow[]): Promise<Map<string, BroadcastCounts>> {
  const counts = new Map(rows.map((r) => [r.b.id, zero(r.b.recipientCount)]));
  const sms = rows.filter((r) => r.b.channel === 'SMS').map((r) => r.b.id);
  const inbox = rows.filter((r) => r.b.channel === 'NOTIFICATION').map((r) => r.b.id);
  const [smsRows, inboxRows] = await Promise.all([
    sms.length === 0
      ? []
      : db
          .select({ id: broadcastRecipients.broadcastId, status: outbox.status, n: count() })
          .from(broadcastRecipients)
          .innerJoin(outbox, eq(outbox.id, broadcastRecipients.outboxId))
          .where(inArray(broadcastRecipients.broadcastId, sms))
          .groupBy(broadcastRecipients.broadcastId, outbox.status),
    inbox.length === 0
      ? []
      : db
          .select({ id: nurseMessages.broadcastId, delivered: count(), read: count(nurseMessages.readAt) })
          .from(nurseMessages)
          .where(inArray(nurseMessages.broadcastId, inbox))
          .groupBy(nurseMessages.broadcastId),
  ]);
  for (const r of smsRows) {
    const c = counts.get(r.id)!;
    if (r.status === 'PENDING') c.pending += r.n;
    else if (r.status === 'SENT') c.sent += r.n;
    else c.failed += r.n;
  }
  for (const r of inboxRows) {
    const c = counts.get(r.id!)!;
    c.delivered = r.delivered;
    c.read = r.read;
  }
  return counts;
}

const toSummary = (r: SummaryRow, counts: BroadcastCounts): BroadcastSummary => ({
  id: r.b.id,
  channel: r.b.channel,
  title: r.b.title,
  body: r.b.body,
  created_by: authorName(r),
  created_at: r.b.createdAt.toISOString(),
  counts,
});

export async function listBroadcasts(ctx: Ctx, input: { page: number; page_size: number }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const where = eq(broadcasts.facilityId, facilityOf(ctx).id);
  const [rows, [total]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(broadcasts).where(where),
  ]);
  const counts = await countsOf(db, rows);
  return { count: total?.n ?? 0, results: rows.map((r) => toSummary(r, counts.get(r.b.id)!)) };
}

export async function getBroadcast(ctx: Ctx, input: { broadcastId: string }, tx?: DbOrTx): Promise<BroadcastDetail> {
  const db = tx ?? ctx.deps.db;
  const [row] = await summarySelect(db)
    .where(and(eq(broadcasts.facilityId, facilityOf(ctx).id), eq(broadcasts.id, input.broadcastId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const people = peopleDirectory(db);
  const [counts, recipientRows] = await Promise.all([
    countsOf(db, [row]),
    db
      .select({
        employeeId: broadcastRecipients.employeeId,
        firstName: people.firstName,
        lastName: people.lastName,
        workerType: people.workerType,
        smsStatus: outbox.status,
        readAt: nurseMessages.readAt,
      })
      .from(broadcastRecipients)
      .innerJoin(people, eq(people.id, broadcastRecipients.employeeId))
      .leftJoin(outbox, eq(outbox.id, broadcastRecipients.outboxId))
      .leftJoin(
        nurseMessages,
        and(eq(nurseMessages.broadcastId, broadcastRecipients.broadcastId), eq(nurseMessages.nurseId, people.nurseId)),
      )
      .where(eq(broadcastRecipients.broadcastId, row.b.id))
      .orderBy(asc(people.lastName), asc(people.firstName)),
  ]);
  const stateOf = (p: (typeof recipientRows)[number]): DeliveryState =>
    row.b.channel === 'SMS' ? (p.smsStatus ?? 'SENT') : p.readAt ? 'READ' : 'DELIVERED';
  const recipients: BroadcastRecipient[] = recipientRows.map((p) => ({
    employee_id: p.employeeId,
    name: `${p.firstName} ${p.lastName}`,
    worker_type: p.workerType,
    state: stateOf(p),
  }));
  return { ...toSummary(row, counts.get(row.b.id)!), recipients };
}
