import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { applications, assignments, employees, jobTitles, nurses, positions, shifts } from '../../db/schema';
import { bookingConflict } from './booking-errors';
import { takeOpenings } from './capacity';
import { findShift, type ShiftRow } from './shift-rows';
import { checkChosen } from './staffing';
import { timingStatus } from './timing';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { checkOvertime, recordOvertimeOverrides } from '../overtime/projection';
import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import { dispatchTimeClockLinks, issueFirstTimeClockLinks } from '../timekeeping/time-clock-links';

const applicantColumns = {
  id: applications.id,
  position_id: applications.positionId,
  employee_id: applications.employeeId,
  first_name: nurses.firstName,
  last_name: nurses.lastName,
  type: employees.workerType,
  job_title: jobTitles.name,
  status: applications.status,
  appliedAt: applications.createdAt,
};

function applicantQuery(db: DbOrTx, facilityId: string, shiftId: string) {
  return db
    .select(applicantColumns)
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(employees, eq(employees.id, applications.employeeId))
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, positions.jobTitleId))
    .where(and(eq(applications.facilityId, facilityId), eq(positions.shiftId, shiftId)))
    .$dynamic();
}

const toApplicant = ({ appliedAt, ...row }: Awaited<ReturnType<typeof applicantQuery>>[number]): Applicant => ({
  ...row,
  applied_at: appliedAt.toISOString(),
});

/** GET facilities/shifts/{id}/applicants: every application of the shift, oldest first. */
export async function listApplicants(ctx: Ctx, { id: shiftId }: { id: string }): Promise<Applicant[]> {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  await findShift(db, facilityId, shiftId);
  const rows = await applicantQuery(db, facilityId, shiftId).orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map(toApplicant);
}

type PositionRow = typeof positions.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/**
 * Accepts one application: the same conditional UPDATE as an assignment takes the opening, and
 * the booking goes in under the no-overlap constraint. Answers null when no opening is left, else
 * the overtime the booking causes (refused where the facility blocks it and no reason is given).
 */
async function accept(
  tx: DbOrTx,
  application: ApplicationRow,
  position: PositionRow,
  shift: ShiftRow,
  by: { userId: string | null; overrideReason?: string | undefined } = { userId: null },
): Promise<OvertimeWarning[] | null> {
  const [nurse] = await checkChosen(tx, position, shift, [application.employeeId]);
  if (nurse!.refusal) throw new AppError('CONFLICT', nurse!.refusal);
  if (nurse!.booked) throw new AppError('CONFLICT', productMessages.nurseAlreadyBooked(nurse!.name));
  const overtime = await checkOvertime(tx, { facilityId: position.facilityId, shift, nurses: [nurse!], overrideReason: by.overrideReason });
  if (!(await takeOpenings(tx, position.id, 'accepted', 1))) return null;
  let booked: { id: string; employeeId: string }[];
  try {
    booked = await tx.insert(assignments).values({
      facilityId: position.facilityId,
      positionId: position.id,
      employeeId: application.employeeId,
      nurseId: nurse!.nurseId,
      source: 'APPLICATION',
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
    }).returning({ id: assignments.id, employeeId: assignments.employeeId });
  } catch (error) {
    throw bookingConflict(error, productMessages.nurseAlreadyBooked(nurse!.name)) ?? error;
  }
  await recordOvertimeOverrides(tx, overtime, { facilityId: position.facilityId, userId: by.userId, bookings: booked });
  await tx
    .update(applications)
    .set({ status: 'ACCEPTED', decidedAt: new Date() })
    .where(eq(applications.id, application.id));
  return overtime.warnings;
}

/** PATCH facilities/shifts/{id}/applicants/{applicationId}: accept or reject a pending application. */
export async function decideApplication(
  ctx: Ctx,
  {
    id: shiftId,
    applicationId,
    status,
    override_reason: overrideReason,
  }: { id: string; applicationId: string; status: 'ACCEPTED' | 'REJECTED'; override_reason?: string | undefined },
): Promise<Applicant & { overtime: OvertimeWarning[] }> {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  let timeClockLinks = 0;
  const overtime = await db.transaction(async (tx): Promise<OvertimeWarning[]> => {
    const shift = await findShift(tx, facilityId, shiftId);
    const [found] = await tx
      .select({ application: applications, position: positions })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(and(eq(applications.id, applicationId), eq(applications.facilityId, facilityId), eq(positions.shiftId, shiftId)))
      .for('update', { of: applications });
    if (!found) throw new AppError('NOT_FOUND');
    if (found.application.status !== 'PENDING') throw new AppError('CONFLICT', productMessages.applicationDecided);
    if (status === 'REJECTED') {
      await tx.update(applications).set({ status, decidedAt: new Date() }).where(eq(applications.id, applicationId));
      return [];
    }
    if (timingStatus(shift) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const warnings = await accept(tx, found.application, found.position, shift, { userId: userOf(ctx).id, overrideReason });
    if (!warnings) throw new AppError('CONFLICT', productMessages.noOpeningsLeft);
    timeClockLinks = await issueFirstTimeClockLinks(ctx, tx, [found.application.employeeId]);
    return warnings;
  });
  ctx.publish({ type: 'shifts.changed', shift_id: shiftId });
  await dispatchTimeClockLinks(ctx, timeClockLinks);
  const [row] = await applicantQuery(db, facilityId, shiftId).where(eq(applications.id, applicationId));
  return { ...toApplicant(row!), overtime };
}

/**
 * A nurse applies to a position (the nurse app's call; the seed and the tests use it here).
 * With auto_approve on, the application is accepted at once while openings remain; without an
 * opening, or when the nurse is booked elsewhere then, it waits as PENDING for the facility.
 */
export async function applyToPosition(db: Db, input: { facilityId: string; positionId: string; employeeId: string }) {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, input.positionId), eq(positions.facilityId, input.facilityId)));
    if (!position) throw new AppError('NOT_FOUND');
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, position.shiftId));
    if (timingStatus(shift!) !== 'UPCOMING') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const [nurse] = await checkChosen(tx, position, shift!, [input.employeeId]);
    if (nurse!.refusal) throw new AppError('CONFLICT', nurse!.refusal);
    const [application] = await tx
      .insert(applications)
      .values({ facilityId: input.facilityId, positionId: position.id, employeeId: input.employeeId })
      .returning();
    if (position.autoApprove && !nurse!.booked) {
      // A savepoint: a lost race for the last opening or the nurse's time leaves the application pending.
      await tx
        .transaction((inner) => accept(inner, application!, position, shift!))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
    }
    const [stored] = await tx.select().from(applications).where(eq(applications.id, application!.id));
    return stored!;
  });
}
