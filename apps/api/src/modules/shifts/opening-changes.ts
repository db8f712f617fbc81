import type {
  OpeningChangeAnswer,
  SplitHalf,
  editShiftTimeBody,
  mergeShiftsBody,
  splitShiftBody,
  swapBookingsBody,
} from '@careroster/shared/api/shifts/opening-change';
import { AppError } from '@careroster/shared/errors';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { CLOCK_IN_EARLY_MINUTES } from '@careroster/shared/timekeeping/values';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { applications, assignments, jobTitles, positionAgencies, positions, shifts } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction, type AfterCommit } from '../../platform/effects';
import { peopleDirectory } from '../employees';
import { bookingConflict } from './booking-errors';
import { conflictsOf, gate, type Proposal, type ProposedTimes } from './opening-conflicts';
import { tellNurses, type NoticeKind } from './opening-notices';
import { hhmm, lockShifts, type PositionRow, type ShiftRow } from './shift-rows';
import { shiftTypeOf } from './shifts';

type Booking = {
  id: string;
  employeeId: string;
  nurseId: string;
  positionId: string;
  source: 'APPLICATION' | 'MANAGER' | 'OFFER';
  shiftId: string;
};
type Times = ProposedTimes & { startTime: string; endTime: string };

const MINUTE = 60_000;

/**
 * A shift can be changed until its clock-in window opens (decision 018's 15 minutes): from then on
 * a nurse may have punched, and punches and timecards are timekeeping's to correct.
 */
function refuseStarted(shift: ShiftRow, now: Date) {
  if (now.getTime() >= shift.startsAt.getTime() - CLOCK_IN_EARLY_MINUTES * MINUTE) {
    throw new AppError('CONFLICT', productMessages.openingStarted);
  }
}

/** One shift row for each id asked for, in the same places. */
type ShiftsOf<Ids extends readonly string[]> = { [K in keyof Ids]: ShiftRow };
type Change<Ids extends readonly string[]> = {
  tx: DbOrTx;
  after: AfterCommit;
  facility: ReturnType<typeof facilityOf>;
  now: Date;
  shifts: ShiftsOf<Ids>;
};

/**
 * Every change of booked openings begins alike: one transaction holding the shifts and their
 * positions (lockShifts), each shift refused once its clock-in has opened.
 */
function changeShifts<const Ids extends readonly string[], T>(ctx: Ctx, ids: Ids, change: (c: Change<Ids>) => Promise<T>): Promise<T> {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  return transaction(ctx, undefined, async (tx, after) => {
    const locked = await lockShifts(tx, facility.id, [...ids]);
    const shifts = ids.map((id) => locked.get(id)!) as ShiftsOf<Ids>;
    for (const shift of shifts) refuseStarted(shift, now);
    return change({ tx, after, facility, now, shifts });
  });
}

async function positionsOf(tx: DbOrTx, shiftIds: string[]): Promise<PositionRow[]> {
  return tx
    .select()
    .from(positions)
    .where(inArray(positions.shiftId, shiftIds))
    .orderBy(asc(positions.jobTitleId), asc(positions.createdAt), asc(positions.id));
}

async function bookingsOn(tx: DbOrTx, shiftIds: string[]): Promise<Booking[]> {
  return tx
    .select({
      id: assignments.id,
      employeeId: assignments.employeeId,
      nurseId: assignments.nurseId,
      positionId: assignments.positionId,
      source: assignments.source,
      shiftId: positions.shiftId,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .where(inArray(positions.shiftId, shiftIds))
    .orderBy(asc(assignments.id))
    .for('update', { of: assignments });
}

/** Moves a position's filled counts by whole bookings of each source, and its status with them. */
async function adjustCounts(tx: DbOrTx, positionId: string, moved: { source: Booking['source']; by: number }[]) {
  const assigned = moved.filter((m) => m.source === 'MANAGER').reduce((n, m) => n + m.by, 0);
  const accepted = moved.filter((m) => m.source !== 'MANAGER').reduce((n, m) => n + m.by, 0);
  if (assigned === 0 && accepted === 0) return;
  const filled = sql`${positions.acceptedCount} + ${positions.assignedCount} + ${assigned + accepted}`;
  await tx
    .update(positions)
    .set({
      assignedCount: sql`${positions.assignedCount} + ${assigned}`,
      acceptedCount: sql`${positions.acceptedCount} + ${accepted}`,
      status: sql`case when ${positions.status} = 'CANCELLED' then ${positions.status}
        when ${filled} >= ${positions.totalPositions} then 'FILLED' else 'OPEN' end::position_status`,
    })
    .where(eq(positions.id, positionId));
}

function timesOf(
  tz: Parameters<typeof zonedInstant>[2],
  startDate: string,
  startTime: string,
  endDate: string,
  endTime: string,
  meal: number,
): Times {
  const startsAt = zonedInstant(startDate, startTime, tz);
  const endsAt = zonedInstant(endDate, endTime, tz);
  // The meal break must stay shorter than the shift.
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / MINUTE);
  return { startDate, endDate, startTime, endTime, startsAt, endsAt, mealMinutes: Math.min(meal, Math.max(0, minutes - 15)) };
}

const shiftValues = (t: Times) => ({
  startDate: t.startDate,
  endDate: t.endDate,
  startTime: t.startTime,
  endTime: t.endTime,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  mealMinutes: t.mealMinutes,
});

async function namesOf(tx: DbOrTx, facilityId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const people = peopleDirectory(tx);
  const rows = await tx
    .select({ id: people.id, name: sql<string>`(${people.firstName} || ' ' || ${people.lastName})` })
    .from(people)
    .where(and(eq(people.facilityId, facilityId), inArray(people.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function bookedAffected(tx: DbOrTx, facilityId: string, bookings: readonly Booking[]): Promise<OpeningChangeAnswer['affected']> {
  const ids = [...new Set(bookings.map((b) => b.employeeId))];
  const names = await namesOf(tx, facilityId, ids);
  return ids.map((id) => ({ employee_id: id, name: names.get(id) ?? '', role: 'BOOKED' as const }));
}

/** Moves the bookings' times with their shift; the no-overlap constraint is the last word. */
async function retime(tx: DbOrTx, bookingIds: string[], t: ProposedTimes) {
  if (bookingIds.length === 0) return;
  try {
    await tx.update(assignments).set({ startsAt: t.startsAt, endsAt: t.endsAt }).where(inArray(assignments.id, bookingIds));
  } catch (error) {
    throw bookingConflict(error, productMessages.shiftMoveConflict) ?? error;
  }
}

const changed = (employeeIds: Iterable<string>, shift: Parameters<typeof tellNurses>[3][number]['shift'], kind: NoticeKind = 'CHANGED') =>
  [...new Set(employeeIds)].map((employeeId) => ({ employeeId, kind, shift }));

const asShift = (s: ShiftRow, t: Times) => ({ id: s.id, title: s.title, ...t });

/** POST facilities/shifts/{id}/time: new start and end for a booked shift, each booked nurse checked again. */
export async function editShiftTime(
  ctx: Ctx,
  { id, ...body }: z.output<typeof editShiftTimeBody> & { id: string },
): Promise<OpeningChangeAnswer> {
  return changeShifts(ctx, [id], async ({ tx, after, facility, now, shifts: [shift] }) => {
    const endDate = body.end_time <= body.start_time ? addDays(body.start_date, 1) : body.start_date;
    const times = timesOf(facility.timezone, body.start_date, body.start_time, endDate, body.end_time, shift.mealMinutes);
    if (times.startsAt.getTime() - CLOCK_IN_EARLY_MINUTES * MINUTE <= now.getTime()) {
      throw new AppError('VALIDATION_FAILED', productMessages.shiftStartInPast);
    }
    const byId = new Map((await positionsOf(tx, [id])).map((p) => [p.id, p]));
    const bookings = await bookingsOn(tx, [id]);
    const proposals: Proposal[] = bookings.map((b) => ({
      employeeId: b.employeeId,
      position: byId.get(b.positionId)!,
      times,
      replacing: [b.id],
    }));
    const affected = await bookedAffected(tx, facility.id, bookings);
    if (body.dry_run) return preview(ctx, tx, facility.id, proposals, affected, [id]);
    const { checked, record } = await gate(ctx, tx, facility.id, proposals, body.override_reason);
    await tx
      .update(shifts)
      .set({
        ...shiftValues(times),
        shiftType: shiftTypeOf({ shiftType: shift.shiftType, start_time: times.startTime, end_time: times.endTime }),
      })
      .where(eq(shifts.id, id));
    await retime(
      tx,
      bookings.map((b) => b.id),
      times,
    );
    await record(bookings);
    await ctx.audit('shift.edit_time', { target: id, detail: auditDetail(bookings.length, body.override_reason) }, tx);
    await tellNurses(
      ctx,
      tx,
      facility.id,
      changed(
        bookings.map((b) => b.employeeId),
        asShift(shift, times),
      ),
    );
    after.publish({ type: 'shifts.changed', shift_id: id });
    return saved(checked, affected, [id]);
  });
}

/** The count and whether conflicts were overridden; the reason's own text stays with the overtime overrides. */
const auditDetail = (bookings: number, reason: string | undefined) => `${bookings} bookings${reason ? ', conflicts overridden' : ''}`;

async function preview(
  ctx: Ctx,
  tx: DbOrTx,
  facilityId: string,
  proposals: Proposal[],
  affected: OpeningChangeAnswer['affected'],
  shiftIds: string[],
) {
  const checked = await conflictsOf(ctx, tx, facilityId, proposals);
  return {
    applied: false,
    blocked: checked.blocked,
    needs_reason: checked.needsReason,
    nurses: checked.nurses,
    affected,
    shift_ids: shiftIds,
  };
}

function saved(checked: Awaited<ReturnType<typeof conflictsOf>>, affected: OpeningChangeAnswer['affected'], shiftIds: string[]) {
  return { applied: true, blocked: false, needs_reason: checked.needsReason, nurses: checked.nurses, affected, shift_ids: shiftIds };
}

/**
 * The instant of the wall-clock time `at` strictly inside the shift: on its start day, or on the
 * next day for a night shift.
 */
function splitInstant(shift: ShiftRow, at: string, tz: Parameters<typeof zonedInstant>[2]): { date: string; instant: Date } {
  for (const date of [...new Set([shift.startDate, shift.endDate])]) {
    const instant = zonedInstant(date, at, tz);
    if (instant > shift.startsAt && instant < shift.endsAt) return { date, instant };
  }
  throw new AppError('VALIDATION_FAILED', productMessages.openingSplitOutside);
}

/**
 * POST facilities/shifts/{id}/split: the shift keeps its id and becomes the first half; the second
 * half is a new shift with a copy of each position (openings, rates, agencies). Each booking goes
 * to the half the call names (FIRST by default) or stays on both; the meal break is shared in
 * proportion, so the halves' paid hours add up to the shift's.
 */
export async function splitShift(
  ctx: Ctx,
  { id, ...body }: z.output<typeof splitShiftBody> & { id: string },
): Promise<OpeningChangeAnswer> {
  return changeShifts(ctx, [id], async ({ tx, after, facility, shifts: [shift] }) => {
    const { date, instant } = splitInstant(shift, body.at, facility.timezone);
    const total = (shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE;
    const firstMeal = Math.round((shift.mealMinutes * (instant.getTime() - shift.startsAt.getTime())) / MINUTE / total / 5) * 5;
    const first = timesOf(facility.timezone, shift.startDate, hhmm(shift.startTime), date, body.at, firstMeal);
    const second = timesOf(
      facility.timezone,
      date,
      body.at,
      shift.endDate,
      hhmm(shift.endTime),
      Math.max(0, shift.mealMinutes - firstMeal),
    );
    const held = await positionsOf(tx, [id]);
    const byId = new Map(held.map((p) => [p.id, p]));
    const bookings = await bookingsOn(tx, [id]);
    const half = new Map<string, SplitHalf>();
    for (const k of body.keep) {
      if (!bookings.some((b) => b.id === k.booking_id)) throw new AppError('VALIDATION_FAILED', productMessages.openingSplitUnknownBooking);
      half.set(k.booking_id, k.half);
    }
    const halfOf = (b: Booking) => half.get(b.id) ?? 'FIRST';
    const proposals: Proposal[] = bookings.flatMap((b) => {
      const position = byId.get(b.positionId)!;
      const on = halfOf(b);
      const p = (times: Times): Proposal => ({ employeeId: b.employeeId, position, times, replacing: [b.id] });
      return on === 'FIRST' ? [p(first)] : on === 'SECOND' ? [p(second)] : [p(first), p(second)];
    });
    const affected = await bookedAffected(tx, facility.id, bookings);
    if (body.dry_run) return preview(ctx, tx, facility.id, proposals, affected, [id]);
    const { checked, record } = await gate(ctx, tx, facility.id, proposals, body.override_reason);

    const typeOf = (t: Times) => shiftTypeOf({ shiftType: shift.shiftType, start_time: t.startTime, end_time: t.endTime });
    await tx
      .update(shifts)
      .set({ ...shiftValues(first), shiftType: typeOf(first) })
      .where(eq(shifts.id, id));
    // A new row: its own id and creation time.
    const rest = { ...shift, id: undefined, createdAt: undefined };
    const [copy] = await tx
      .insert(shifts)
      .values({
        ...rest,
        ...shiftValues(second),
        shiftType: typeOf(second),
        // The second half is a one-off: the series' rule stays with the shift it came from.
        isRecurring: false,
        recurringType: null,
        recurringEndDate: null,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    const twin = new Map<string, string>();
    for (const p of held) {
      const pid = p.id;
      const columns = { ...p, id: undefined, createdAt: undefined };
      const [made] = await tx
        .insert(positions)
        .values({
          ...columns,
          shiftId: copy!.id,
          acceptedCount: 0,
          assignedCount: 0,
          status: p.status === 'CANCELLED' ? 'CANCELLED' : 'OPEN',
        })
        .returning({ id: positions.id });
      twin.set(pid, made!.id);
      const agencies = await tx.select().from(positionAgencies).where(eq(positionAgencies.positionId, pid));
      if (agencies.length > 0) await tx.insert(positionAgencies).values(agencies.map((a) => ({ ...a, positionId: made!.id })));
    }
    await retime(
      tx,
      bookings.filter((b) => halfOf(b) !== 'SECOND').map((b) => b.id),
      first,
    );
    const made: { id: string; employeeId: string }[] = [...bookings];
    for (const b of bookings) {
      const on = halfOf(b);
      if (on === 'FIRST') continue;
      const target = twin.get(b.positionId)!;
      if (on === 'SECOND') {
        await tx
          .update(assignments)
          .set({ positionId: target, startsAt: second.startsAt, endsAt: second.endsAt })
          .where(eq(assignments.id, b.id));
        await adjustCounts(tx, b.positionId, [{ source: b.source, by: -1 }]);
      } else {
        const [row] = await tx
          .insert(assignments)
          .values({
            facilityId: facility.id,
            positionId: target,
            employeeId: b.employeeId,
            nurseId: b.nurseId,
            source: b.source,
            startsAt: second.startsAt,
            endsAt: second.endsAt,
            createdBy: ctx.user?.id ?? null,
          })
          .returning({ id: assignments.id, employeeId: assignments.employeeId });
        made.push(row!);
      }
      await adjustCounts(tx, target, [{ source: b.source, by: 1 }]);
    }
    await record(made);
    await ctx.audit(
      'shift.split',
      { target: id, detail: `at ${body.at}, second half ${copy!.id}, ${auditDetail(bookings.length, body.override_reason)}` },
      tx,
    );
    const whole = {
      id: shift.id,
      title: shift.title,
      startDate: shift.startDate,
      endDate: shift.endDate,
      startTime: shift.startTime,
      endTime: shift.endTime,
    };
    await tellNurses(
      ctx,
      tx,
      facility.id,
      bookings.map((b) => {
        const on = halfOf(b);
        const s = on === 'FIRST' ? asShift(shift, first) : on === 'SECOND' ? asShift(copy!, second) : whole;
        return { employeeId: b.employeeId, kind: 'CHANGED' as const, shift: s };
      }),
    );
    after.publish({ type: 'shifts.changed', shift_id: id });
    after.publish({ type: 'shifts.changed', shift_id: copy!.id });
    return saved(checked, affected, [id, copy!.id]);
  });
}

const MAX_SHIFT_MINUTES = 24 * 60;

/**
 * POST facilities/shifts/{id}/merge: the other shift (same unit, same day, touching or overlapping,
 * the same job titles) is folded into this one, which then runs from the earlier start to the later
 * end. Positions are paired by job title: the other's bookings and pending applications move to
 * this one's position, whose openings become the larger of the two (or the bookings, if more); a
 * nurse booked on both keeps one booking. The other shift is deleted.
 */
export async function mergeShifts(
  ctx: Ctx,
  { id, ...body }: z.output<typeof mergeShiftsBody> & { id: string },
): Promise<OpeningChangeAnswer> {
  if (body.other_shift_id === id) throw new AppError('VALIDATION_FAILED', productMessages.openingMergeSelf);
  return changeShifts(ctx, [id, body.other_shift_id], async ({ tx, after, facility, shifts: [x, y] }) => {
    if (x.unitId !== y.unitId) throw new AppError('VALIDATION_FAILED', productMessages.openingMergeUnit);
    if (x.startDate !== y.startDate) throw new AppError('VALIDATION_FAILED', productMessages.openingMergeDay);
    if (x.startsAt > y.endsAt || y.startsAt > x.endsAt) throw new AppError('VALIDATION_FAILED', productMessages.openingMergeApart);
    const px = await positionsOf(tx, [x.id]);
    const py = await positionsOf(tx, [y.id]);
    const titles = (ps: PositionRow[]) => ps.map((p) => p.jobTitleId).join(',');
    if (titles(px) !== titles(py)) throw new AppError('VALIDATION_FAILED', productMessages.openingMergeTitles);
    const early = x.startsAt <= y.startsAt ? x : y;
    const late = x.endsAt >= y.endsAt ? x : y;
    const times = timesOf(
      facility.timezone,
      early.startDate,
      hhmm(early.startTime),
      late.endDate,
      hhmm(late.endTime),
      Math.max(x.mealMinutes, y.mealMinutes),
    );
    if ((times.endsAt.getTime() - times.startsAt.getTime()) / MINUTE > MAX_SHIFT_MINUTES) {
      throw new AppError('VALIDATION_FAILED', productMessages.openingMergeTooLong);
    }
    // Positions pair in job-title order (both lists are sorted by title, then age).
    const pairOf = new Map(py.map((p, i) => [p.id, px[i]!]));
    const positionById = new Map(px.map((p) => [p.id, p]));
    const bookings = await bookingsOn(tx, [x.id, y.id]);
    const mine = new Map<string, Booking[]>();
    for (const b of bookings) mine.set(b.employeeId, [...(mine.get(b.employeeId) ?? []), b]);
    const proposals: Proposal[] = [...mine.values()].map((bs) => {
      const own = bs.find((b) => b.shiftId === x.id) ?? bs[0]!;
      const position = own.shiftId === x.id ? positionById.get(own.positionId)! : pairOf.get(own.positionId)!;
      return { employeeId: own.employeeId, position, times, replacing: bs.map((b) => b.id) };
    });
    const affected = await bookedAffected(tx, facility.id, bookings);
    if (body.dry_run) return preview(ctx, tx, facility.id, proposals, affected, [x.id]);
    const { checked, record } = await gate(ctx, tx, facility.id, proposals, body.override_reason);

    const kept: Booking[] = [];
    for (const b of bookings) {
      if (b.shiftId === x.id) {
        kept.push(b);
        continue;
      }
      const target = pairOf.get(b.positionId)!;
      const twice = bookings.some((o) => o.shiftId === x.id && o.employeeId === b.employeeId);
      // Booked on both: her booking on this shift, stretched, covers the other.
      if (twice) {
        await tx.delete(assignments).where(eq(assignments.id, b.id));
        continue;
      }
      await tx.update(assignments).set({ positionId: target.id }).where(eq(assignments.id, b.id));
      kept.push({ ...b, positionId: target.id, shiftId: x.id });
    }
    for (const [yId, target] of pairOf) {
      const from = py.find((p) => p.id === yId)!;
      const onTarget = kept.filter((b) => b.positionId === target.id).length;
      const totalPositions = Math.max(target.totalPositions, from.totalPositions, onTarget);
      await tx.update(positions).set({ totalPositions }).where(eq(positions.id, target.id));
      const arrived = kept.filter((b) => b.positionId === target.id && bookings.some((o) => o.id === b.id && o.shiftId === y.id));
      await adjustCounts(
        tx,
        target.id,
        arrived.map((b) => ({ source: b.source, by: 1 })),
      );
      // Applicants still waiting move with their opening, unless they already applied to this one.
      await tx
        .update(applications)
        .set({ positionId: target.id })
        .where(
          and(
            eq(applications.positionId, yId),
            eq(applications.status, 'PENDING'),
            sql`not exists (select 1 from ${applications} a2 where a2.position_id = ${target.id} and a2.employee_id = ${applications.employeeId})`,
          ),
        );
    }
    await tx
      .update(shifts)
      .set({
        ...shiftValues(times),
        shiftType: shiftTypeOf({ shiftType: x.shiftType, start_time: times.startTime, end_time: times.endTime }),
      })
      .where(eq(shifts.id, x.id));
    await retime(
      tx,
      kept.map((b) => b.id),
      times,
    );
    await tx.delete(shifts).where(eq(shifts.id, y.id));
    await record(kept);
    await ctx.audit('shift.merge', { target: x.id, detail: `merged ${y.id}, ${auditDetail(kept.length, body.override_reason)}` }, tx);
    await tellNurses(
      ctx,
      tx,
      facility.id,
      changed(
        kept.map((b) => b.employeeId),
        asShift(x, times),
      ),
    );
    after.publish({ type: 'shifts.changed', shift_id: x.id });
    after.publish({ type: 'shifts.changed', shift_id: y.id });
    return saved(checked, affected, [x.id]);
  });
}

/**
 * DELETE facilities/shifts/{id}: the preview lists who it reaches (booked nurses, pending
 * applicants, nurses with an open offer); the delete tells each of them and removes the shift with
 * its positions, bookings, applications and offers.
 */
export async function deleteShift(ctx: Ctx, { id, dry_run }: { id: string; dry_run: boolean }): Promise<OpeningChangeAnswer> {
  return changeShifts(ctx, [id], async ({ tx, after, facility, now, shifts: [shift] }) => {
    const held = await positionsOf(tx, [id]);
    const positionIds = held.map((p) => p.id);
    const bookings = await bookingsOn(tx, [id]);
    const applicants =
      positionIds.length === 0
        ? []
        : await tx
            .selectDistinct({ employeeId: applications.employeeId })
            .from(applications)
            .where(and(inArray(applications.positionId, positionIds), eq(applications.status, 'PENDING')));
    const offered = await ctx.deps.ports.staffing.openOffersOn(tx, facility.id, positionIds, now);
    const roles: [string, OpeningChangeAnswer['affected'][number]['role']][] = [
      ...bookings.map((b) => [b.employeeId, 'BOOKED'] as [string, 'BOOKED']),
      ...applicants.map((a) => [a.employeeId, 'APPLICANT'] as [string, 'APPLICANT']),
      ...offered.map((e) => [e, 'OFFER'] as [string, 'OFFER']),
    ];
    const seen = new Set<string>();
    const unique = roles.filter(([e]) => !seen.has(e) && seen.add(e));
    const names = await namesOf(
      tx,
      facility.id,
      unique.map(([e]) => e),
    );
    const affected = unique.map(([e, role]) => ({ employee_id: e, name: names.get(e) ?? '', role }));
    const answer = { applied: !dry_run, blocked: false, needs_reason: false, nurses: [], affected, shift_ids: [id] };
    if (dry_run) return answer;
    const whole = {
      id: shift.id,
      title: shift.title,
      startDate: shift.startDate,
      endDate: shift.endDate,
      startTime: shift.startTime,
      endTime: shift.endTime,
    };
    await tellNurses(ctx, tx, facility.id, changed(seen, whole, 'CANCELLED'));
    await ctx.audit(
      'shift.delete',
      { target: id, detail: `${bookings.length} bookings, ${applicants.length} applicants, ${offered.length} offers` },
      tx,
    );
    await tx.delete(shifts).where(eq(shifts.id, id));
    after.publish({ type: 'shifts.changed', shift_id: id });
    return answer;
  });
}

/**
 * POST facilities/booking-swaps: the two nurses take each other's booking. Each booking row moves
 * to the other's position and times, so its id (and what points at it) stays with its nurse, and no
 * moment holds a nurse twice. Each is checked as a new booking of the other position.
 */
export async function swapBookings(ctx: Ctx, body: z.output<typeof swapBookingsBody>): Promise<OpeningChangeAnswer> {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  return transaction(ctx, undefined, async (tx, after) => {
    const found = await tx
      .select({ id: assignments.id, shiftId: positions.shiftId })
      .from(assignments)
      .innerJoin(positions, eq(positions.id, assignments.positionId))
      .where(and(eq(assignments.facilityId, facility.id), inArray(assignments.id, [body.booking_id, body.other_booking_id])));
    if (found.length !== new Set([body.booking_id, body.other_booking_id]).size) throw new AppError('NOT_FOUND');
    const locked = await lockShifts(
      tx,
      facility.id,
      found.map((f) => f.shiftId),
    );
    const bookings = await bookingsOn(tx, [...locked.keys()]);
    const a = bookings.find((b) => b.id === body.booking_id);
    const b = bookings.find((o) => o.id === body.other_booking_id);
    // Moved or cancelled between the two reads.
    if (!a || !b) throw new AppError('NOT_FOUND');
    if (a.employeeId === b.employeeId) throw new AppError('VALIDATION_FAILED', productMessages.openingSwapSame);
    const onBoth = (e: string, positionId: string) => bookings.some((o) => o.employeeId === e && o.positionId === positionId);
    if (a.positionId === b.positionId || onBoth(a.employeeId, b.positionId) || onBoth(b.employeeId, a.positionId)) {
      throw new AppError('VALIDATION_FAILED', productMessages.openingSwapSamePosition);
    }
    const shiftA = locked.get(a.shiftId)!;
    const shiftB = locked.get(b.shiftId)!;
    refuseStarted(shiftA, now);
    refuseStarted(shiftB, now);
    const held = new Map((await positionsOf(tx, [...locked.keys()])).map((p) => [p.id, p]));
    const timesOfShift = (s: ShiftRow): Times => ({ ...shiftValues({ ...s, startTime: s.startTime, endTime: s.endTime }) });
    const proposals: Proposal[] = [
      { employeeId: a.employeeId, position: held.get(b.positionId)!, times: timesOfShift(shiftB), replacing: [a.id], placement: true },
      { employeeId: b.employeeId, position: held.get(a.positionId)!, times: timesOfShift(shiftA), replacing: [b.id], placement: true },
    ];
    const affected = await bookedAffected(tx, facility.id, [a, b]);
    const shiftIds = [...new Set([shiftA.id, shiftB.id])];
    if (body.dry_run) return preview(ctx, tx, facility.id, proposals, affected, shiftIds);
    const { checked, record } = await gate(ctx, tx, facility.id, proposals, body.override_reason);
    try {
      await tx
        .update(assignments)
        .set({ positionId: b.positionId, startsAt: shiftB.startsAt, endsAt: shiftB.endsAt })
        .where(eq(assignments.id, a.id));
      await tx
        .update(assignments)
        .set({ positionId: a.positionId, startsAt: shiftA.startsAt, endsAt: shiftA.endsAt })
        .where(eq(assignments.id, b.id));
    } catch (error) {
      throw bookingConflict(error, productMessages.someNurseAlreadyBooked) ?? error;
    }
    if (a.source !== b.source) {
      await adjustCounts(tx, a.positionId, [
        { source: a.source, by: -1 },
        { source: b.source, by: 1 },
      ]);
      await adjustCounts(tx, b.positionId, [
        { source: b.source, by: -1 },
        { source: a.source, by: 1 },
      ]);
    }
    await record([a, b]);
    await ctx.deps.ports.timekeeping.booked(ctx, tx, facility.id, [a.employeeId, b.employeeId]);
    await ctx.audit('shift.swap', { target: a.id, detail: `with ${b.id}${body.override_reason ? ', conflicts overridden' : ''}` }, tx);
    const view = (s: ShiftRow) => ({
      id: s.id,
      title: s.title,
      startDate: s.startDate,
      endDate: s.endDate,
      startTime: s.startTime,
      endTime: s.endTime,
    });
    await tellNurses(ctx, tx, facility.id, [
      { employeeId: a.employeeId, kind: 'SWAPPED', shift: view(shiftB) },
      { employeeId: b.employeeId, kind: 'SWAPPED', shift: view(shiftA) },
    ]);
    for (const s of shiftIds) after.publish({ type: 'shifts.changed', shift_id: s });
    return saved(checked, affected, shiftIds);
  });
}

/** GET facilities/shifts/{id}/bookings: who is booked, for the split's and the swap's forms. */
export async function listShiftBookings(ctx: Ctx, { id }: { id: string }) {
  const facility = facilityOf(ctx);
  const { db } = ctx.deps;
  const people = peopleDirectory(db);
  const found = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.facilityId, facility.id), eq(shifts.id, id)));
  if (found.length === 0) throw new AppError('NOT_FOUND');
  const results = await db
    .select({
      id: assignments.id,
      employee_id: assignments.employeeId,
      name: sql<string>`(${people.firstName} || ' ' || ${people.lastName})`,
      position_id: assignments.positionId,
      job_title: jobTitles.name,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(jobTitles, eq(jobTitles.id, positions.jobTitleId))
    .innerJoin(people, eq(people.id, assignments.employeeId))
    .where(and(eq(assignments.facilityId, facility.id), eq(positions.shiftId, id)))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(assignments.id));
  return { results };
}
