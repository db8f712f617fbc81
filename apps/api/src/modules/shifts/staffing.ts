import { fromCents } from '@careroster/shared/format/money';
import type { AvailableEmployee, assignEmployeesBody, availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, count, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { jobTitles, positions } from '../../db/schema';
import { bookNurses } from './booking';
import { sqlState } from '../../platform/sql-state';
import { bookedDuring, eligibleFor } from './eligibility';
import { findShift } from './shift-rows';
import { facilityOf, type Ctx } from '../../platform/context';
import { employeeDirectory, nameMatches, peopleDirectory } from '../employees';
import { transaction } from '../../platform/effects';

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
  const [shift, position] = await Promise.all([
    findShift(db, facilityId, shiftId),
    findPosition(db, facilityId, shiftId, query.position_id),
  ]);
  const search = query.search?.trim();
  const people = peopleDirectory(db);
  const where = and(
    eligibleFor(position, shift, people),
    not(bookedDuring(shift, people)),
    search ? nameMatches(search, people) : undefined,
  );
  const page = await pageWithTotal(
    query,
    () =>
      db
        .select({
          id: people.id,
          first_name: people.firstName,
          last_name: people.lastName,
          profile_photo: people.profilePhoto,
          type: people.workerType,
          job_title: jobTitles.name,
          hourlyRateCents: people.hourlyRateCents,
        })
        .from(people)
        .innerJoin(jobTitles, eq(jobTitles.id, people.jobTitleId))
        .where(where)
        // The order of nurses_name_idx: a page is a walk of that index, not a sort of the roster.
        .orderBy(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`), asc(people.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    async () => {
      // The nurse is joined only for a search: a filter alone counts one index (decision 012). The
      // two directories share their alias, so `where` holds on either.
      const [row] = await db
        .select({ n: count() })
        .from(search ? people : employeeDirectory(db))
        .where(where);
      return row?.n ?? 0;
    },
  );
  const results: AvailableEmployee[] = page.results.map(({ hourlyRateCents, ...r }) => ({ ...r, hourly_rate: fromCents(hourlyRateCents) }));
  return { count: page.count, results };
}

/**
 * PATCH facilities/shifts/{id}/employees: the nurse picker's (and the roster's) booking, with every
 * rule of `bookNurses`; concurrent calls cannot overfill or double-book.
 */
export async function assignNurses(ctx: Ctx, { id: shiftId, ...body }: z.output<typeof assignEmployeesBody> & { id: string }) {
  const facilityId = facilityOf(ctx).id;
  try {
    const booked = await transaction(ctx, undefined, async (tx, after) => {
      after.publish({ type: 'shifts.changed', shift_id: shiftId });
      const shift = await findShift(tx, facilityId, shiftId);
      const position = await findPosition(tx, facilityId, shiftId, body.position);
      const result = await bookNurses(ctx, tx, {
        shift,
        position,
        employeeIds: body.nurses.map((n) => n.id),
        source: 'MANAGER',
        overrideReason: body.override_reason,
      });
      // The count and whether overtime was overridden; the reason's text stays on the bookings.
      const detail = `${result.bookings.length} nurses${body.override_reason ? ', overtime overridden' : ''}`;
      await ctx.audit('shift.assign', { target: position.id, detail }, tx);
      return result;
    });
    return {
      message: productMessages.nursesAssigned(booked.bookings.length),
      assigned_count: booked.filledCount,
      overtime: booked.overtime,
    };
  } catch (error) {
    // A unique key other than the overlap (the same nurse twice on the position, raced).
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', productMessages.conflict);
    throw error;
  }
}
