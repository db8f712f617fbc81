import { fromCents } from '@careroster/shared/format/money';
import type { AvailableEmployee, assignEmployeesBody, availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { employees, jobTitles, nurses, positions } from '../../db/schema';
import { bookNurses } from './booking';
import { sqlState } from './booking-errors';
import { bookedDuring, eligibleFor } from './eligibility';
import { findShift } from './shift-rows';
import { facilityOf, type Ctx } from '../../platform/context';
import { countEmployees, nameMatches } from '../employees/employees';
import { dispatchTimeClockLinks } from '../timekeeping/time-clock-links';

/** A position of a shift of this facility; 404 otherwise. */
export async function findPosition(db: DbOrTx, facilityId: string, shiftId: string, positionId: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.shiftId, shiftId), eq(positions.facilityId, facilityId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

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

/**
 * PATCH facilities/shifts/{id}/employees: the nurse picker's (and the roster's) booking, with every
 * rule of `bookNurses`; concurrent calls cannot overfill or double-book.
 */
export async function assignNurses(ctx: Ctx, { id: shiftId, ...body }: z.output<typeof assignEmployeesBody> & { id: string }) {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  try {
    const booked = await db.transaction(async (tx) => {
      const shift = await findShift(tx, facilityId, shiftId);
      const position = await findPosition(tx, facilityId, shiftId, body.position);
      return bookNurses(ctx, tx, {
        shift,
        position,
        employeeIds: body.nurses.map((n) => n.id),
        source: 'MANAGER',
        overrideReason: body.override_reason,
      });
    });
    ctx.publish({ type: 'shifts.changed', shift_id: shiftId });
    await dispatchTimeClockLinks(ctx, booked.timeClockLinks);
    return { message: productMessages.nursesAssigned(booked.bookings.length), assigned_count: booked.filledCount, overtime: booked.overtime };
  } catch (error) {
    // A unique key other than the overlap (the same nurse twice on the position, raced).
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', productMessages.conflict);
    throw error;
  }
}
