import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, assignments, positions, shifts } from '../../db/schema';

/**
 * Her bookings here that start after `from`, earliest first. The caller picks `from` (deactivation
 * passes the moment after which she can no longer have clocked in; decision 063).
 */
export async function upcomingBookingsOf(db: DbOrTx, facilityId: string, employeeId: string, from: Date) {
  return db
    .select({
      id: assignments.id,
      positionId: assignments.positionId,
      source: assignments.source,
      shiftId: shifts.id,
      title: shifts.title,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(and(eq(assignments.facilityId, facilityId), eq(assignments.employeeId, employeeId), gt(assignments.startsAt, from)))
    .orderBy(asc(assignments.startsAt), asc(assignments.id));
}

const pendingApplications = (facilityId: string, employeeId: string, from: Date) =>
  and(
    eq(applications.facilityId, facilityId),
    eq(applications.employeeId, employeeId),
    eq(applications.status, 'PENDING'),
    sql`${applications.positionId} in (select p.id from ${positions} p join ${shifts} s on s.id = p.shift_id
      where s.facility_id = ${facilityId} and s.starts_at > ${from.toISOString()}::timestamptz)`,
  );

/** Her applications still waiting for an answer on shifts that start after `from`. */
export async function pendingApplicationCount(db: DbOrTx, facilityId: string, employeeId: string, from: Date): Promise<number> {
  return (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(pendingApplications(facilityId, employeeId, from))
  ).length;
}

/**
 * Deactivation (decision 063), in the caller's transaction: her bookings that start after `from`
 * are removed and each gives its opening back (the count its source took: assigned by a manager,
 * accepted otherwise), so the position is OPEN again; her pending applications on later shifts and the
 * accepted ones behind the cancelled bookings end. Answers the bookings and the pending applications withdrawn.
 */
export async function cancelUpcomingBookings(tx: DbOrTx, facilityId: string, employeeId: string, from: Date) {
  const bookings = await upcomingBookingsOf(tx, facilityId, employeeId, from);
  for (const b of bookings) {
    // One opening back, under the row lock the update takes: concurrent bookings see the freed opening or wait.
    await tx
      .update(positions)
      .set({
        ...(b.source === 'MANAGER'
          ? { assignedCount: sql`${positions.assignedCount} - 1` }
          : { acceptedCount: sql`${positions.acceptedCount} - 1` }),
        status: sql`case when ${positions.status} = 'CANCELLED' then ${positions.status} else 'OPEN'::position_status end`,
      })
      .where(eq(positions.id, b.positionId));
    await tx.delete(assignments).where(eq(assignments.id, b.id));
  }
  const withdrawn = await tx
    .update(applications)
    .set({ status: 'ENDED' })
    .where(pendingApplications(facilityId, employeeId, from))
    .returning({ id: applications.id });
  // The accepted application behind a cancelled booking ends with it (the applicants tab shows it ended).
  const positionIds = bookings.map((b) => b.positionId);
  if (positionIds.length > 0) {
    await tx
      .update(applications)
      .set({ status: 'ENDED' })
      .where(and(eq(applications.employeeId, employeeId), inArray(applications.positionId, positionIds)));
  }
  return { bookings, applications: withdrawn.length };
}
