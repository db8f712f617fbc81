import { fromCents } from '@careroster/shared/format/money';
import type { AvailableEmployee, assignEmployeesBody, availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { assignments, employees, jobTitles, nurses, positions } from '../../db/schema';
import { bookingConflict, sqlState } from './booking-errors';
import { takeOpenings } from './capacity';
import { bookedDuring, eligibilityFacts, eligibleFor, refusalOf } from './eligibility';
import { findShift, type ShiftRow } from './shift-rows';
import { timingStatus } from './timing';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { countEmployees, nameMatches } from '../employees/employees';
import { checkOvertime, recordOvertimeOverrides } from '../overtime/projection';
import { dispatchTimeClockLinks, issueFirstTimeClockLinks } from '../timekeeping/time-clock-links';

async function findPosition(db: DbOrTx, facilityId: string, shiftId: string, positionId: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.shiftId, shiftId), eq(positions.facilityId, facilityId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const fullName = sql`(${nurses.firstName} || ' ' || ${nurses.lastName})`;

/** GET facilities/shifts/{id}/employees-available: the nurse picker, 10 a page by default. */
export async function availableEmployees(ctx: Ctx, { id: shiftId, ...query }: z.output<typeof availableEmployeesQuery> & { id: string }) {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const [shift, position] = await Promise.all([findShift(db, facilityId, shiftId), findPosition(db, facilityId, shiftId, query.position_id)]);
  const search = query.search?.trim();
  const where = and(eligibleFor(position, shift), not(bookedDuring(shift)), search ? nameMatches(search) : undefined);
  const page = await pageWithTotal(
    query,
    () =>
      db
        .select({
          id: employees.id,
          first_name: nurses.firstName,
          last_name: nurses.lastName,
          profile_photo: nurses.profilePhoto,
          type: employees.workerType,
          job_title: jobTitles.name,
          hourlyRateCents: employees.hourlyRateCents,
        })
        .from(employees)
        .innerJoin(nurses, eq(nurses.id, employees.nurseId))
        .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
        .where(where)
        // The order of nurses_name_idx: a page is a walk of that index, not a sort of the roster.
        .orderBy(asc(sql`lower(${nurses.lastName})`), asc(sql`lower(${nurses.firstName})`), asc(employees.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => countEmployees(db, where, search),
  );
  const results: AvailableEmployee[] = page.results.map(({ hourlyRateCents, ...r }) => ({ ...r, hourly_rate: fromCents(hourlyRateCents) }));
  return { count: page.count, results };
}

type Chosen = { id: string; nurseId: string; name: string; booked: boolean; refusal: string | null };

/**
 * The chosen employees of this facility with why each may not be booked: `refusal` names the
 * eligibility rule that refused, `booked` an overlapping booking. An unknown id is a 404.
 */
export async function checkChosen(tx: DbOrTx, position: typeof positions.$inferSelect, shift: ShiftRow, ids: string[]): Promise<Chosen[]> {
  const rows = await tx
    .select({
      id: employees.id,
      nurseId: employees.nurseId,
      name: fullName.mapWith(String),
      workerType: employees.workerType,
      booked: sql<boolean>`${bookedDuring(shift)}`,
      ...eligibilityFacts(position, shift),
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(and(eq(employees.facilityId, position.facilityId), inArray(employees.id, ids)));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows.map(({ id, nurseId, name, workerType, booked, ...facts }) => ({
    id,
    nurseId,
    name,
    booked,
    refusal: refusalOf(name, workerType, facts),
  }));
}

/**
 * PATCH facilities/shifts/{id}/employees. Refuses more nurses than open openings with the
 * picker's own text; the openings are then taken by one conditional UPDATE, and the bookings
 * inserted under the no-overlap constraint, so concurrent calls cannot overfill or double-book.
 */
export async function assignNurses(ctx: Ctx, { id: shiftId, ...body }: z.output<typeof assignEmployeesBody> & { id: string }) {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const userId = userOf(ctx).id;
  const ids = [...new Set(body.nurses.map((n) => n.id))];
  let timeClockLinks = 0;
  try {
    const assigned = await db.transaction(async (tx) => {
      const shift = await findShift(tx, facilityId, shiftId);
      if (timingStatus(shift) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
      const position = await findPosition(tx, facilityId, shiftId, body.position);
      const open = position.totalPositions - position.acceptedCount - position.assignedCount;
      if (ids.length > open) throw new AppError('CONFLICT', messages.cannotSelectMoreNurses(Math.max(open, 0)));

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
        onPosition.has(c.id) ? [productMessages.nurseAlreadyOnPosition(c.name)]
        : c.refusal ? [c.refusal]
        : c.booked ? [productMessages.nurseAlreadyBooked(c.name)]
        : [],
      );
      if (problems.length > 0) throw new AppError('CONFLICT', problems);
      // Overtime (issue 12): a warning in the answer, or a 409 where the facility blocks it without a reason.
      const overtime = await checkOvertime(tx, { facilityId, shift, nurses: chosen, overrideReason: body.override_reason });

      const taken = await takeOpenings(tx, position.id, 'assigned', ids.length);
      if (!taken) {
        const [now] = await tx.select().from(positions).where(eq(positions.id, position.id));
        const left = now ? now.totalPositions - now.acceptedCount - now.assignedCount : 0;
        throw new AppError('CONFLICT', messages.cannotSelectMoreNurses(Math.max(left, 0)));
      }
      const booked = await tx.insert(assignments).values(
        chosen.map((c) => ({
          facilityId,
          positionId: position.id,
          employeeId: c.id,
          nurseId: c.nurseId,
          source: 'MANAGER' as const,
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          createdBy: userId,
        })),
      ).returning({ id: assignments.id, employeeId: assignments.employeeId });
      await recordOvertimeOverrides(tx, overtime, { facilityId, userId, bookings: booked });
      timeClockLinks = await issueFirstTimeClockLinks(ctx, tx, ids);
      return { message: productMessages.nursesAssigned(ids.length), assigned_count: taken.assignedCount, overtime: overtime.warnings };
    });
    ctx.publish({ type: 'shifts.changed', shift_id: shiftId });
    await dispatchTimeClockLinks(ctx, timeClockLinks);
    return assigned;
  } catch (error) {
    // Another request booked one of them between our check and our insert.
    const conflict = bookingConflict(error, productMessages.someNurseAlreadyBooked);
    if (conflict) throw conflict;
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', productMessages.conflict);
    throw error;
  }
}
