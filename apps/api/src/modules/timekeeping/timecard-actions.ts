import type { TimecardChange, TimesheetRow } from '@careroster/shared/api/timekeeping/timecard';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { timecardChanges, timecards } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { recordTimecardChange, type ChangeActor, type Timecard } from './timecards';
import { timecardRows } from './timesheet';
import { staffNames } from '../auth';
import { peopleDirectory } from '../employees';
import { bookingRows } from '../shifts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Refusal = { timecard_id: string; nurse_name: string | null; work_date: string | null; reason: string };

const userActor = (ctx: Ctx): ChangeActor => ({ kind: 'USER', userId: userOf(ctx).id });

/**
 * The facility's timecards among `ids`, locked for this transaction; another facility's are simply
 * absent. Only the timecards are locked: the booking and its person are joined, not held.
 */
const lockedCards = (t: DbOrTx, facilityId: string, ids: string[]) => {
  const bookings = bookingRows(t);
  const people = peopleDirectory(t);
  return t
    .select({
      card: timecards,
      firstName: people.firstName,
      lastName: people.lastName,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(timecards)
    .innerJoin(bookings, eq(bookings.id, timecards.assignmentId))
    .innerJoin(people, eq(people.id, bookings.employeeId))
    .where(and(eq(timecards.facilityId, facilityId), inArray(timecards.id, ids)))
    .orderBy(asc(timecards.id))
    .for('update', { of: timecards });
};

async function oneCard(t: DbOrTx, facilityId: string, id: string) {
  const [row] = await lockedCards(t, facilityId, [id]);
  if (!row) throw new AppError('NOT_FOUND', productMessages.timecardNotFound);
  return row;
}

async function setStatus(
  t: DbOrTx,
  card: Timecard,
  status: 'APPROVED' | 'DISPUTED',
  reason: string | null,
  actor: ChangeActor,
  now: Date,
  auto = false,
) {
  await recordTimecardChange(t, { timecard: card, field: 'status', newValue: status, reason, actor }, now);
  await t
    .update(timecards)
    .set({
      status,
      disputeReason: status === 'DISPUTED' ? reason : null,
      decidedAt: now,
      decidedBy: actor.userId ?? null,
      autoApproved: auto,
      updatedAt: now,
    })
    .where(eq(timecards.id, card.id));
}

/** Why a timecard cannot be approved now, or null. */
export const approvalRefusal = (card: Pick<Timecard, 'status' | 'clockInAt' | 'clockOutAt'>): string | null => {
  if (card.status === 'APPROVED') return productMessages.timecardAlreadyApproved;
  if (!card.clockInAt || !card.clockOutAt) return productMessages.timecardIncomplete;
  return null;
};

/**
 * Approves each chosen timecard that is complete (both times) and not yet approved; a DISPUTED
 * one may be approved once settled. The rest are refused one by one with the reason, and an id
 * of another facility reads as not found, the same as one that does not exist.
 */
export async function approveTimecards(
  ctx: Ctx,
  input: { timecard_ids: string[] },
  tx?: DbOrTx,
): Promise<{ approved: string[]; refused: Refusal[]; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const ids = [...new Set(input.timecard_ids)];
  const now = ctx.deps.clock.now();
  const result = await transaction(ctx, tx, async (t, after) => {
    const rows = await lockedCards(t, facilityId, ids);
    const byId = new Map(rows.map((r) => [r.card.id, r]));
    const approved: string[] = [];
    const refused: Refusal[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        refused.push({ timecard_id: id, nurse_name: null, work_date: null, reason: productMessages.timecardNotFound });
        continue;
      }
      const reason = approvalRefusal(row.card);
      if (reason) {
        refused.push({ timecard_id: id, nurse_name: `${row.firstName} ${row.lastName}`, work_date: row.card.workDate, reason });
        continue;
      }
      await setStatus(t, row.card, 'APPROVED', null, userActor(ctx), now);
      approved.push(id);
    }
    if (approved.length > 0) after.publish({ type: 'timecards.changed' });
    return { approved, refused };
  });
  return { ...result, message: productMessages.timecardsApproved(result.approved.length, result.refused.length) };
}

async function answerRow(db: DbOrTx, facilityId: string, timecardId: string, now: Date): Promise<TimesheetRow> {
  const [row] = await timecardRows(db, facilityId, [timecardId], now);
  if (!row) throw new AppError('NOT_FOUND', productMessages.timecardNotFound);
  return row;
}

/** A PENDING timecard becomes DISPUTED with the reason; an approved one is final. */
export async function disputeTimecard(
  ctx: Ctx,
  input: { timecardId: string; reason: string },
  tx?: DbOrTx,
): Promise<{ timecard: TimesheetRow; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const timecard = await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'timecards.changed' });
    const { card } = await oneCard(t, facilityId, input.timecardId);
    if (card.status === 'APPROVED') throw new AppError('CONFLICT', productMessages.timecardApprovedIsFinal);
    if (card.status === 'DISPUTED') throw new AppError('CONFLICT', productMessages.timecardAlreadyDisputed);
    await setStatus(t, card, 'DISPUTED', input.reason, userActor(ctx), now);
    return answerRow(t, facilityId, card.id, now);
  });
  return { timecard, message: productMessages.timecardDisputed };
}

/**
 * Corrects the clock-in, the clock-out and/or the break of a timecard not yet approved. Each
 * changed field is one history row (through `recordTimecardChange`, which leaves the raw punches
 * as they were). A time must be within a day of the scheduled shift, and the clock-out after the
 * clock-in; when both move, they are recorded in the order that keeps every step valid.
 */
export async function correctTimecard(
  ctx: Ctx,
  input: {
    timecardId: string;
    clock_in_at?: string | undefined;
    clock_out_at?: string | undefined;
    break_minutes?: number | undefined;
    reason: string;
  },
  tx?: DbOrTx,
): Promise<{ timecard: TimesheetRow; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const actor = userActor(ctx);
  const now = ctx.deps.clock.now();
  const timecard = await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'timecards.changed' });
    const row = await oneCard(t, facilityId, input.timecardId);
    let card = row.card;
    if (card.status === 'APPROVED') throw new AppError('CONFLICT', productMessages.timecardApprovedIsFinal);
    const newIn = input.clock_in_at !== undefined ? new Date(input.clock_in_at) : card.clockInAt;
    const newOut = input.clock_out_at !== undefined ? new Date(input.clock_out_at) : card.clockOutAt;
    const earliest = row.startsAt.getTime() - DAY_MS;
    const latest = row.endsAt.getTime() + DAY_MS;
    for (const at of [input.clock_in_at, input.clock_out_at]) {
      if (at === undefined) continue;
      const ms = Date.parse(at);
      if (ms < earliest || ms > latest) throw new AppError('VALIDATION_FAILED', productMessages.timecardCorrectionTooFar);
    }
    if (newIn && newOut && newOut.getTime() <= newIn.getTime())
      throw new AppError('VALIDATION_FAILED', productMessages.timecardOutBeforeIn);

    const steps: ('clock_in_at' | 'clock_out_at')[] = [];
    const inChanges = input.clock_in_at !== undefined && newIn?.getTime() !== card.clockInAt?.getTime();
    const outChanges = input.clock_out_at !== undefined && newOut?.getTime() !== card.clockOutAt?.getTime();
    // Moving the clock-in past the old clock-out first would break "out after in" midway.
    const outFirst = inChanges && outChanges && card.clockOutAt !== null && newIn!.getTime() >= card.clockOutAt.getTime();
    if (outFirst) steps.push('clock_out_at', 'clock_in_at');
    else {
      if (inChanges) steps.push('clock_in_at');
      if (outChanges) steps.push('clock_out_at');
    }
    for (const field of steps) {
      const value = field === 'clock_in_at' ? newIn : newOut;
      card = await recordTimecardChange(t, { timecard: card, field, newValue: value!.toISOString(), reason: input.reason, actor }, now);
    }
    if (input.break_minutes !== undefined && input.break_minutes !== card.breakMinutes) {
      card = await recordTimecardChange(
        t,
        {
          timecard: card,
          field: 'break_minutes',
          newValue: String(input.break_minutes),
          reason: input.reason,
          actor,
        },
        now,
      );
    }
    return answerRow(t, facilityId, card.id, now);
  });
  return { timecard, message: productMessages.timecardCorrected };
}

const actorNames: Record<string, string> = {
  NURSE: 'Nurse',
  SUPERVISOR: 'Supervisor',
  APPROVER: 'Approver',
  USER: 'User',
  SYSTEM: productMessages.timecardSystemActor,
};

/** Every change of one timecard of the caller's facility, oldest first: who, when, old and new value, why. */
export async function timecardHistory(ctx: Ctx, input: { timecardId: string }, tx?: DbOrTx): Promise<{ changes: TimecardChange[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [card] = await db
    .select({ id: timecards.id })
    .from(timecards)
    .where(and(eq(timecards.id, input.timecardId), eq(timecards.facilityId, facilityId)));
  if (!card) throw new AppError('NOT_FOUND', productMessages.timecardNotFound);
  const actor = staffNames(db);
  const rows = await db
    .select({ change: timecardChanges, firstName: actor.firstName, lastName: actor.lastName })
    .from(timecardChanges)
    .leftJoin(actor, eq(actor.id, timecardChanges.actorUserId))
    .where(eq(timecardChanges.timecardId, card.id))
    .orderBy(asc(timecardChanges.createdAt), asc(timecardChanges.id));
  return {
    changes: rows.map(({ change, firstName, lastName }) => ({
      id: change.id,
      field: change.field,
      old_value: change.oldValue,
      new_value: change.newValue,
      reason: change.reason,
      actor_kind: change.actorKind,
      actor_name: firstName
        ? `${firstName} ${lastName ?? ''}`.trim()
        : (change.actorLabel ?? actorNames[change.actorKind] ?? change.actorKind),
      created_at: change.createdAt.toISOString(),
    })),
  };
}
