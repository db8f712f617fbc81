import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { proposalWindow, isPlausible } from '@careroster/shared/api/timekeeping/missed-punches/rules';
import { AppError } from '@careroster/shared/errors';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { timeClockMissedPunchPath } from '@careroster/shared/paths';
import type { PunchKind } from '@careroster/shared/timekeeping/values';
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missedPunchActionTokens, missedPunches, timecards } from '../../db/schema';
import { checkedZone } from '../../platform/context';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { bookingRows } from '../shifts';
import { recordTimecardChange, type ChangeActor } from './timecards';

/** A missed punch with everything its screens, messages and rules need. */
export type MissedPunchRow = Awaited<ReturnType<typeof selectMissedPunches>>[number];

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The queue's rows, joined once; `where` decides which (always with the facility). */
export async function selectMissedPunches(db: DbOrTx, now: Date, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const link = db
    .select({ sentTo: missedPunchActionTokens.sentTo, expiresAt: missedPunchActionTokens.expiresAt })
    .from(missedPunchActionTokens)
    .where(
      and(
        eq(missedPunchActionTokens.missedPunchId, missedPunches.id),
        isNull(missedPunchActionTokens.usedAt),
        gt(missedPunchActionTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(missedPunchActionTokens.createdAt))
    .limit(1)
    .as('link');
  const booking = bookingRows(db);
  const facility = facilityNamesAndZones(db);
  const person = peopleDirectory(db);
  const query = db
    .select({
      mp: missedPunches,
      shift: {
        id: booking.shiftId,
        title: booking.shiftTitle,
        startDate: booking.startDate,
        endDate: booking.endDate,
        startTime: booking.startTime,
        endTime: booking.endTime,
        contactEmail: booking.contactEmail,
        // issue 28, structure: whose supervisor gets the action link.
        unitId: booking.unitId,
        shiftType: booking.shiftType,
      },
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      facilityName: facility.name,
      timezone: facility.timezone,
      workerType: person.workerType,
      nurse: {
        id: person.nurseId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        countryCode: person.countryCode,
        mobile: person.mobile,
      },
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      linkSentTo: link.sentTo,
      linkExpiresAt: link.expiresAt,
    })
    .from(missedPunches)
    .innerJoin(booking, eq(booking.id, missedPunches.assignmentId))
    .innerJoin(facility, eq(facility.id, missedPunches.facilityId))
    .innerJoin(person, eq(person.id, missedPunches.employeeId))
    .innerJoin(timecards, eq(timecards.id, missedPunches.timecardId))
    .leftJoinLateral(link, sql`true`)
    .where(where)
    // The unresolved first, oldest first; then the resolved, newest first.
    .orderBy(sql`${missedPunches.resolvedAt} desc nulls first`, missedPunches.detectedAt, missedPunches.id);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r, timezone: checkedZone(r.timezone) }));
}

/** One missed punch of the facility, locked for the change about to be made; anything else is a 404. */
export async function missedPunchOf(
  tx: DbOrTx,
  facilityId: string,
  missedPunchId: string,
  now: Date,
  extra?: SQL,
): Promise<MissedPunchRow> {
  await tx
    .select({ id: missedPunches.id })
    .from(missedPunches)
    .where(and(eq(missedPunches.id, missedPunchId), eq(missedPunches.facilityId, facilityId)))
    .for('update');
  const [row] = await selectMissedPunches(
    tx,
    now,
    and(eq(missedPunches.id, missedPunchId), eq(missedPunches.facilityId, facilityId), extra),
  );
  if (!row) throw new AppError('NOT_FOUND', productMessages.missedPunchNotFound);
  return row;
}

export const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toMissedPunch(r: MissedPunchRow): MissedPunch {
  return {
    id: r.mp.id,
    kind: r.mp.kind,
    status: r.mp.status,
    detected_at: r.mp.detectedAt.toISOString(),
    timecard_id: r.mp.timecardId,
    shift: shiftView(r),
    nurse: { id: r.nurse.id, employee_id: r.mp.employeeId, name: fullName(r.nurse), worker_type: r.workerType },
    proposed_at: iso(r.mp.proposedAt),
    proposed_reason: r.mp.proposedReason,
    supervisor_link: r.linkSentTo && r.linkExpiresAt ? { sent_to: r.linkSentTo, expires_at: r.linkExpiresAt.toISOString() } : null,
    reminders_sent: r.mp.remindersSent,
    last_reminded_at: iso(r.mp.lastRemindedAt),
    resolved_time: iso(r.mp.resolvedTime),
    resolved_at: iso(r.mp.resolvedAt),
    resolved_by: r.mp.resolvedByLabel,
    resolution_reason: r.mp.resolutionReason,
  };
}

export function shiftView(r: Pick<MissedPunchRow, 'shift' | 'startsAt' | 'endsAt' | 'timezone'>) {
  return {
    id: r.shift.id,
    title: r.shift.title,
    start_date: r.shift.startDate,
    end_date: r.shift.endDate,
    start_time: r.shift.startTime.slice(0, 5),
    end_time: r.shift.endTime.slice(0, 5),
    timezone: r.timezone,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
  };
}

export const nurseName = (r: Pick<MissedPunchRow, 'nurse'>) => fullName(r.nurse);

/** Refuses a time outside the plausible window of this punch, saying the window in the facility's zone. */
export function checkPlausible(r: MissedPunchRow, time: Date, now: Date) {
  const window = proposalWindow(
    r.mp.kind,
    { startsAt: r.startsAt, endsAt: r.endsAt, clockInAt: r.clockInAt, clockOutAt: r.clockOutAt },
    now,
  );
  if (!window) throw new AppError('VALIDATION_FAILED', productMessages.missedPunchTimeImpossible);
  if (!isPlausible(window, time)) {
    throw new AppError(
      'VALIDATION_FAILED',
      productMessages.missedPunchTimeOutside(
        r.mp.kind,
        formatNotificationTimeIn(window.earliest, r.timezone),
        formatNotificationTimeIn(window.latest, r.timezone),
      ),
    );
  }
}

/**
 * The reminder to the nurse: SMS to her mobile, and mail when she has an address, with the link
 * that opens this missed punch on her time clock. Answers how many were queued.
 */
export async function queueReminder(
  tx: DbOrTx,
  publicUrl: string,
  r: Pick<MissedPunchRow, 'nurse' | 'facilityName' | 'shift' | 'startsAt' | 'timezone' | 'mp'>,
) {
  const subject = productMessages.missedPunchReminderSubject(r.facilityName);
  const link = `${publicUrl}${timeClockMissedPunchPath(r.mp.id)}`;
  const text = productMessages.missedPunchReminderText(
    r.nurse.firstName,
    r.facilityName,
    r.mp.kind,
    r.shift.title,
    formatNotificationTimeIn(r.startsAt, r.timezone),
    link,
  );
  const rows: OutboxMessage[] = [];
  if (r.nurse.mobile) rows.push({ to: `${r.nurse.countryCode}${r.nurse.mobile}`, channel: 'SMS', subject, text });
  if (r.nurse.email) rows.push({ to: r.nurse.email, channel: 'EMAIL', subject, text });
  await queueOutbox(tx, rows);
  return rows.length;
}

/**
 * Puts a time on the timecard for a missed punch and closes it as APPROVED, in the caller's
 * transaction: the missed punch is closed first (by a conditional update, so two deciders cannot
 * both win), then the time goes through `recordTimecardChange`, which keeps the history and
 * recomputes the card (no longer flagged for this punch).
 */
export async function approveWithTime(
  tx: DbOrTx,
  r: MissedPunchRow,
  input: { time: Date; reason: string; actor: ChangeActor; byLabel: string; from: readonly ('OPEN' | 'PROPOSED')[] },
  now: Date,
) {
  const [closed] = await tx
    .update(missedPunches)
    .set({
      status: 'APPROVED',
      resolvedTime: input.time,
      resolvedAt: now,
      resolvedBy: input.actor.userId ?? null,
      resolvedByLabel: input.byLabel,
      resolutionReason: input.reason,
    })
    .where(and(eq(missedPunches.id, r.mp.id), inArray(missedPunches.status, [...input.from])))
    .returning({ id: missedPunches.id });
  if (!closed) throw new AppError('CONFLICT', productMessages.missedPunchAlreadyDecided(productMessages.missedPunchStatus[r.mp.status]));
  // Links still open for it are spent with it.
  await tx
    .update(missedPunchActionTokens)
    .set({ usedAt: now })
    .where(and(eq(missedPunchActionTokens.missedPunchId, r.mp.id), isNull(missedPunchActionTokens.usedAt)));
  const [card] = await tx.select().from(timecards).where(eq(timecards.id, r.mp.timecardId));
  if (!card) throw new AppError('NOT_FOUND');
  await recordTimecardChange(
    tx,
    {
      timecard: card,
      field: fieldOf(r.mp.kind),
      newValue: input.time.toISOString(),
      reason: input.reason,
      actor: input.actor,
    },
    now,
  );
}

export const fieldOf = (kind: PunchKind) => (kind === 'IN' ? ('clock_in_at' as const) : ('clock_out_at' as const));
