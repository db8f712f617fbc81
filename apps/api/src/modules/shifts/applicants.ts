import type { Applicant } from '@careroster/shared/api/shifts/staffing';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, jobTitles, positions, shifts } from '../../db/schema';
import { peopleDirectory } from '../employees';
import { bookNurses, checkChosen, type Booked } from './booking';
import { findShift, type ShiftRow } from './shift-rows';
import { timingStatus } from './timing';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';

function applicantQuery(db: DbOrTx, facilityId: string, shiftId: string) {
  const people = peopleDirectory(db);
  return db
    .select({
      id: applications.id,
      position_id: applications.positionId,
      employee_id: applications.employeeId,
      first_name: people.firstName,
      last_name: people.lastName,
      type: people.workerType,
      job_title: jobTitles.name,
      status: applications.status,
      appliedAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(people, eq(people.id, applications.employeeId))
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
 * Accepts one application through `bookNurses` (the nurse's own acceptance takes the opening).
 * Answers null when no opening is left, else the booking.
 */
async function accept(
  ctx: Ctx,
  tx: DbOrTx,
  application: ApplicationRow,
  position: PositionRow,
  shift: ShiftRow,
  overrideReason?: string,
): Promise<Booked | null> {
  let booked: Booked;
  try {
    booked = await bookNurses(ctx, tx, { shift, position, employeeIds: [application.employeeId], source: 'APPLICATION', overrideReason });
  } catch (error) {
    if (error instanceof AppError && error.message === productMessages.noOpeningsLeft) return null;
    throw error;
  }
  await tx.update(applications).set({ status: 'ACCEPTED', decidedAt: ctx.deps.clock.now() }).where(eq(applications.id, application.id));
  return booked;
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
  const overtime = await transaction(ctx, undefined, async (tx, after): Promise<OvertimeWarning[]> => {
    const shift = await findShift(tx, facilityId, shiftId);
    const [found] = await tx
      .select({ application: applications, position: positions })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(and(eq(applications.id, applicationId), eq(applications.facilityId, facilityId), eq(positions.shiftId, shiftId)))
      .for('update', { of: applications });
    if (!found) throw new AppError('NOT_FOUND');
    if (found.application.status !== 'PENDING') throw new AppError('CONFLICT', productMessages.applicationDecided);
    after.publish({ type: 'shifts.changed', shift_id: shiftId });
    await ctx.audit(status === 'REJECTED' ? 'shift.applicant_reject' : 'shift.applicant_accept', { target: applicationId }, tx);
    if (status === 'REJECTED') {
      await tx.update(applications).set({ status, decidedAt: ctx.deps.clock.now() }).where(eq(applications.id, applicationId));
      return [];
    }
    const booked = await accept(ctx, tx, found.application, found.position, shift, overrideReason);
    if (!booked) throw new AppError('CONFLICT', productMessages.noOpeningsLeft);
    return booked.overtime;
  });
  const [row] = await applicantQuery(db, facilityId, shiftId).where(eq(applications.id, applicationId));
  return { ...toApplicant(row!), overtime };
}

/**
 * A nurse applies to a position (the nurse app's call; the seed and the tests use it here).
 * With auto_approve on, the application is accepted at once while openings remain; without an
 * opening, or when the nurse is booked elsewhere then, it waits as PENDING for the facility.
 */
export async function applyToPosition(ctx: Ctx, input: { facilityId: string; positionId: string; employeeId: string }) {
  return transaction(ctx, undefined, async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, input.positionId), eq(positions.facilityId, input.facilityId)));
    if (!position) throw new AppError('NOT_FOUND');
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, position.shiftId));
    if (timingStatus(shift!, ctx.deps.clock.now()) !== 'UPCOMING') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const [nurse] = await checkChosen(tx, position, shift!, [input.employeeId]);
    if (nurse!.refusal) throw new AppError('CONFLICT', nurse!.refusal);
    const [application] = await tx
      .insert(applications)
      .values({ facilityId: input.facilityId, positionId: position.id, employeeId: input.employeeId })
      .returning();
    if (position.autoApprove && !nurse!.booked) {
      // A savepoint: a lost race for the last opening or the nurse's time leaves the application pending.
      await transaction(ctx, tx, (inner) => accept(ctx, inner, application!, position, shift!)).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    }
    const [row] = await tx.select().from(applications).where(eq(applications.id, application!.id));
    return row!;
  });
}
