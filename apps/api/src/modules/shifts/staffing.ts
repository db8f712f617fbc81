import type { AvailableEmployee, assignEmployeesBody, availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assignments, employees, jobTitles, nurses, positions } from '../../db/schema';
import { bookingConflict, sqlState } from './booking-errors';
import { takeOpenings } from './capacity';
import { bookedDuring, eligibleFor } from './eligibility';
import { findShift, type ShiftRow } from './shift-rows';
import { timingStatus } from './timing';

async function findPosition(db: DbOrTx, facilityId: string, shiftId: string, positionId: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.shiftId, shiftId), eq(positions.facilityId, facilityId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const fullName = sql`(${nurses.firstName} || ' ' || ${nurses.lastName})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** GET facilities/shifts/{id}/employees-available: the nurse picker, 10 a page by default. */
export async function availableEmployees(db: Db, facilityId: string, shiftId: string, query: z.output<typeof availableEmployeesQuery>) {
  const shift = await findShift(db, facilityId, shiftId);
  const position = await findPosition(db, facilityId, shiftId, query.position_id);
  const conditions = [eligibleFor(position, shift), not(bookedDuring(shift))];
  const search = query.search?.trim();
  if (search) conditions.push(sql`${fullName} ilike ${`%${escapeLike(search)}%`}`);
  const rows = await db
    .select({
      id: employees.id,
      first_name: nurses.firstName,
      last_name: nurses.lastName,
      profile_photo: nurses.profilePhoto,
      type: employees.workerType,
      job_title: jobTitles.name,
      hourlyRateCents: employees.hourlyRateCents,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
    .where(and(...conditions))
    .orderBy(asc(nurses.lastName), asc(nurses.firstName), asc(employees.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const results: AvailableEmployee[] = rows.map(({ hourlyRateCents, total: _total, ...r }) => ({ ...r, hourly_rate: hourlyRateCents / 100 }));
  // A page past the end has no row to carry the window count.
  const count =
    rows[0]?.total ??
    (query.page > 1
      ? ((await db.select({ n: sql<number>`count(*)::int` }).from(employees).innerJoin(nurses, eq(nurses.id, employees.nurseId)).where(and(...conditions)))[0]?.n ?? 0)
      : 0);
  return { count, results };
}

type Chosen = { id: string; nurseId: string; name: string; eligible: boolean; booked: boolean };

/** The chosen employees of this facility with why each may not be booked; an unknown id is a 404. */
export async function checkChosen(tx: DbOrTx, position: typeof positions.$inferSelect, shift: ShiftRow, ids: string[]): Promise<Chosen[]> {
  const rows = await tx
    .select({
      id: employees.id,
      nurseId: employees.nurseId,
      name: fullName.mapWith(String),
      eligible: sql<boolean>`coalesce(${eligibleFor(position, shift)}, false)`,
      booked: sql<boolean>`${bookedDuring(shift)}`,
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(and(eq(employees.facilityId, position.facilityId), inArray(employees.id, ids)));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows;
}

/**
 * PATCH facilities/shifts/{id}/employees. Refuses more nurses than open openings with the
 * picker's own text; the openings are then taken by one conditional UPDATE, and the bookings
 * inserted under the no-overlap constraint, so concurrent calls cannot overfill or double-book.
 */
export async function assignNurses(db: Db, facilityId: string, userId: string, shiftId: string, body: z.output<typeof assignEmployeesBody>) {
  const ids = [...new Set(body.nurses.map((n) => n.id))];
  try {
    return await db.transaction(async (tx) => {
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
        : c.booked ? [productMessages.nurseAlreadyBooked(c.name)]
        : !c.eligible ? [productMessages.nurseNotAvailable(c.name)]
        : [],
      );
      if (problems.length > 0) throw new AppError('CONFLICT', problems);

      const taken = await takeOpenings(tx, position.id, 'assigned', ids.length);
      if (!taken) {
        const [now] = await tx.select().from(positions).where(eq(positions.id, position.id));
        const left = now ? now.totalPositions - now.acceptedCount - now.assignedCount : 0;
        throw new AppError('CONFLICT', messages.cannotSelectMoreNurses(Math.max(left, 0)));
      }
      await tx.insert(assignments).values(
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
      );
      return { message: productMessages.nursesAssigned(ids.length), assigned_count: taken.assignedCount };
    });
  } catch (error) {
    // Another request booked one of them between our check and our insert.
    const conflict = bookingConflict(error, productMessages.someNurseAlreadyBooked);
    if (conflict) throw conflict;
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', productMessages.conflict);
    throw error;
  }
}
