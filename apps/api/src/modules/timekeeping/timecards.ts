import { AppError } from '@careroster/shared/errors';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import type { ChangeActorKind, RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { workedMinutes } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunches, punches, timecardChanges, timecards } from '../../db/schema';
import { facilityClockRules } from '../facility';
import { bookingRows } from '../shifts';

export type Timecard = typeof timecards.$inferSelect;

/** Who made a change: a facility user, or someone known by a label (the nurse, a supervisor, a job). */
export type ChangeActor = { kind: ChangeActorKind; userId?: string | null; label?: string | null };

/** Fields of a timecard whose changes are kept in `timecard_changes`. */
export type TimecardField = 'clock_in_at' | 'clock_out_at' | 'break_minutes' | 'status';

/**
 * The timecard of a booking, created the first time anything needs it (a punch, the missed-punch
 * job): its day is the facility-local date the shift starts on, its break the shift's meal time.
 * Tenancy is the caller's: pass an assignment of the facility you act for.
 */
export async function ensureTimecard(tx: DbOrTx, assignmentId: string): Promise<Timecard> {
  const [existing] = await tx.select().from(timecards).where(eq(timecards.assignmentId, assignmentId));
  if (existing) return existing;
  const bookings = bookingRows(tx);
  const facility = facilityClockRules(tx);
  const [booking] = await tx
    .select({
      facilityId: bookings.facilityId,
      employeeId: bookings.employeeId,
      startsAt: bookings.startsAt,
      mealMinutes: bookings.mealMinutes,
      timezone: facility.timezone,
      rounding: facility.roundingMinutes,
    })
    .from(bookings)
    .innerJoin(facility, eq(facility.id, bookings.facilityId))
    .where(eq(bookings.id, assignmentId));
  if (!booking) throw new AppError('NOT_FOUND');
  await tx
    .insert(timecards)
    .values({
      facilityId: booking.facilityId,
      assignmentId,
      employeeId: booking.employeeId,
      workDate: zonedDate(booking.startsAt, booking.timezone),
      breakMinutes: booking.mealMinutes,
      roundingMinutes: booking.rounding,
    })
    // Two punches of one booking arriving together both try to create it; the second reads it.
    .onConflictDoNothing({ target: timecards.assignmentId });
  const [created] = await tx.select().from(timecards).where(eq(timecards.assignmentId, assignmentId));
  if (!created) throw new AppError('INTERNAL');
  return created;
}

const latestCorrection = async (tx: DbOrTx, timecardId: string, field: 'clock_in_at' | 'clock_out_at') => {
  const [row] = await tx
    .select({ newValue: timecardChanges.newValue })
    .from(timecardChanges)
    .where(and(eq(timecardChanges.timecardId, timecardId), eq(timecardChanges.field, field)))
    .orderBy(desc(timecardChanges.createdAt), desc(timecardChanges.id))
    .limit(1);
  return row ? { at: row.newValue === null ? null : new Date(row.newValue) } : null;
};

/**
 * Recomputes a timecard from its raw punches and its corrections: the effective clock-in is the
 * latest correction of it, else the first IN punch; the clock-out the latest correction, else the
 * last OUT punch. Worked minutes follow the facility's current rounding and the break. A card is
 * flagged while a punch it uses is flagged or a missed punch of its booking is not yet resolved.
 */
export async function syncTimecard(tx: DbOrTx, timecardId: string, now: Date): Promise<Timecard> {
  const facility = facilityClockRules(tx);
  const [card] = await tx
    .select({ card: timecards, rounding: facility.roundingMinutes })
    .from(timecards)
    .innerJoin(facility, eq(facility.id, timecards.facilityId))
    .where(eq(timecards.id, timecardId));
  if (!card) throw new AppError('NOT_FOUND');
  const raw = await tx.select().from(punches).where(eq(punches.assignmentId, card.card.assignmentId)).orderBy(asc(punches.punchedAt));
  const firstIn = raw.find((p) => p.kind === 'IN') ?? null;
  const lastOut = raw.filter((p) => p.kind === 'OUT').at(-1) ?? null;
  const inFix = await latestCorrection(tx, timecardId, 'clock_in_at');
  const outFix = await latestCorrection(tx, timecardId, 'clock_out_at');
  const clockInAt = inFix ? inFix.at : (firstIn?.punchedAt ?? null);
  const clockOutAt = outFix ? outFix.at : (lastOut?.punchedAt ?? null);
  const open = await tx
    .select({ id: missedPunches.id })
    .from(missedPunches)
    .where(and(eq(missedPunches.assignmentId, card.card.assignmentId), inArray(missedPunches.status, ['OPEN', 'PROPOSED'])))
    .limit(1);
  const usedPunches = [inFix ? null : firstIn, outFix ? null : lastOut].filter((p) => p !== null);
  const flagged = open.length > 0 || usedPunches.some((p) => p.flags.length > 0);
  const rounding = card.rounding as RoundingIncrement;
  const [updated] = await tx
    .update(timecards)
    .set({
      clockInAt,
      clockOutAt,
      clockInPunchId: inFix ? null : (firstIn?.id ?? null),
      clockOutPunchId: outFix ? null : (lastOut?.id ?? null),
      roundingMinutes: rounding,
      workedMinutes: workedMinutes({ clockInAt, clockOutAt, breakMinutes: card.card.breakMinutes, rounding }),
      flagged,
      updatedAt: now,
    })
    .where(eq(timecards.id, timecardId))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/**
 * Records one change of a timecard, attributed and with its reason, then recomputes it. A time
 * correction is such a change: the raw punches stay as they were. A clock-out not after the
 * clock-in is refused with the caller's message.
 */
export async function recordTimecardChange(
  tx: DbOrTx,
  change: { timecard: Timecard; field: TimecardField; newValue: string | null; reason: string | null; actor: ChangeActor },
  now: Date,
): Promise<Timecard> {
  const { timecard, field, newValue, reason, actor } = change;
  const oldValue = {
    clock_in_at: timecard.clockInAt?.toISOString() ?? null,
    clock_out_at: timecard.clockOutAt?.toISOString() ?? null,
    break_minutes: String(timecard.breakMinutes),
    status: timecard.status,
  }[field];
  await tx.insert(timecardChanges).values({
    facilityId: timecard.facilityId,
    timecardId: timecard.id,
    field,
    oldValue,
    newValue,
    reason,
    actorKind: actor.kind,
    actorUserId: actor.userId ?? null,
    actorLabel: actor.label ?? null,
  });
  if (field === 'break_minutes') {
    await tx
      .update(timecards)
      .set({ breakMinutes: Number(newValue) })
      .where(eq(timecards.id, timecard.id));
  }
  return syncTimecard(tx, timecard.id, now);
}
