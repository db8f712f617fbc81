import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, positions, shifts } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { peopleDirectory } from '../employees';
import { bookingConflict } from './booking-errors';
import { takeOpenings } from './capacity';
import { bookedDuring, eligibilityFacts, refusalOf } from './eligibility';
import type { ShiftRow } from './shift-rows';
import { timingStatus } from './timing';

type PositionRow = typeof positions.$inferSelect;

type Chosen = { id: string; nurseId: string; name: string; booked: boolean; refusal: string | null };

/**
 * The chosen employees of this facility with why each may not be booked: `refusal` names the
 * eligibility rule that refused, `booked` an overlapping booking. An unknown id is a 404.
 */
export async function checkChosen(tx: DbOrTx, position: PositionRow, shift: ShiftRow, ids: string[]): Promise<Chosen[]> {
  const people = peopleDirectory(tx);
  const rows = await tx
    .select({
      id: people.id,
      nurseId: people.nurseId,
      name: sql`(${people.firstName} || ' ' || ${people.lastName})`.mapWith(String),
      workerType: people.workerType,
      booked: sql<boolean>`${bookedDuring(shift, people)}`,
      ...eligibilityFacts(position, shift, people),
    })
    .from(people)
    .where(and(eq(people.facilityId, position.facilityId), inArray(people.id, ids)));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows.map(({ id, nurseId, name, workerType, booked, ...facts }) => ({
    id,
    nurseId,
    name,
    booked,
    refusal: refusalOf(name, workerType, facts),
  }));
}

export type Booked = {
  /** The position's assigned (or accepted) count after this booking. */
  filledCount: number;
  overtime: OvertimeWarning[];
  bookings: { id: string; employeeId: string }[];
};

/**
 * The one way a nurse is booked on an opening (the nurse picker, an accepted application, the
 * roster, "Fill week", an accepted release offer), inside the caller's transaction: openings left
 * (one conditional UPDATE, so concurrent calls cannot overfill), eligibility and overlap (409 with
 * the rule that refused, for every nurse at once), overtime (a warning, or 409 where the facility
 * blocks it and no reason is given), then the bookings under the no-overlap constraint. The caller
 * publishes `shifts.changed` and dispatches the time-clock links after the commit.
 */
export async function bookNurses(
  ctx: Ctx,
  tx: DbOrTx,
  input: {
    shift: ShiftRow;
    position: PositionRow;
    employeeIds: string[];
    source: 'MANAGER' | 'APPLICATION' | 'OFFER';
    overrideReason?: string | undefined;
  },
): Promise<Booked> {
  const { shift, position, source } = input;
  const facilityId = position.facilityId;
  const ids = [...new Set(input.employeeIds)];
  const userId = ctx.user?.id ?? null;
  if (timingStatus(shift, ctx.deps.clock.now()) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
  const open = position.totalPositions - position.acceptedCount - position.assignedCount;
  if (ids.length > open) {
    throw new AppError(
      'CONFLICT',
      source === 'MANAGER' ? messages.cannotSelectMoreNurses(Math.max(open, 0)) : productMessages.noOpeningsLeft,
    );
  }

  const chosen = await checkChosen(tx, position, shift, ids);
  const onPosition = new Set(
    (
      await tx
        .select({ id: assignments.employeeId })
        .from(assignments)
        .where(and(eq(assignments.positionId, position.id), inArray(assignments.employeeId, ids)))
    ).map((r) => r.id),
  );
  const problems = chosen.flatMap((c) =>
    onPosition.has(c.id)
      ? [productMessages.nurseAlreadyOnPosition(c.name)]
      : c.refusal
        ? [c.refusal]
        : c.booked
          ? [productMessages.nurseAlreadyBooked(c.name)]
          : [],
  );
  if (problems.length > 0) throw new AppError('CONFLICT', problems);
  const { ports } = ctx.deps;
  const overtime = await ports.overtime.checkBooking(tx, { facilityId, shift, nurses: chosen, overrideReason: input.overrideReason });

  // A manager assigns; an application or an offer is the nurse's own acceptance.
  const taken = await takeOpenings(tx, position.id, source === 'MANAGER' ? 'assigned' : 'accepted', ids.length);
  if (!taken) {
    if (source !== 'MANAGER') throw new AppError('CONFLICT', productMessages.noOpeningsLeft);
    const [now] = await tx.select().from(positions).where(eq(positions.id, position.id));
    const left = now ? now.totalPositions - now.acceptedCount - now.assignedCount : 0;
    throw new AppError('CONFLICT', messages.cannotSelectMoreNurses(Math.max(left, 0)));
  }
  // The shift's times as they are now that the position is ours: a split or an edited time that
  // held the position's lock has committed, and the booking takes its new times (decision 070).
  const [times] = await tx
    .select({ startsAt: shifts.startsAt, endsAt: shifts.endsAt })
    .from(shifts)
    .where(and(eq(shifts.id, shift.id), eq(shifts.facilityId, facilityId)));
  if (!times) throw new AppError('NOT_FOUND');
  let bookings: Booked['bookings'];
  try {
    bookings = await tx
      .insert(assignments)
      .values(
        chosen.map((c) => ({
          facilityId,
          positionId: position.id,
          employeeId: c.id,
          nurseId: c.nurseId,
          source,
          startsAt: times.startsAt,
          endsAt: times.endsAt,
          createdBy: userId,
        })),
      )
      .returning({ id: assignments.id, employeeId: assignments.employeeId });
  } catch (error) {
    // Another transaction booked one of them between the check and the insert.
    const message = source === 'MANAGER' ? productMessages.someNurseAlreadyBooked : productMessages.nurseAlreadyBooked(chosen[0]!.name);
    throw bookingConflict(error, message) ?? error;
  }
  await overtime.record(tx, { userId, bookings });
  await ports.timekeeping.booked(ctx, tx, facilityId, ids);
  return { filledCount: source === 'MANAGER' ? taken.assignedCount : taken.acceptedCount, overtime: overtime.warnings, bookings };
}
