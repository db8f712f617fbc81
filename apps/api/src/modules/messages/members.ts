import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, conversationMembers, conversations, employees, nurses, positions, shifts } from '../../db/schema';
import type { Viewer } from './viewer';

/** The conversation as the viewer may see it: of her facility, and for a nurse one she is a member of. Else 404. */
export async function conversationOf(db: DbOrTx, viewer: Viewer, conversationId: string, lock = false) {
  const q = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.facilityId, viewer.facilityId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND');
  if (viewer.kind === 'NURSE') {
    const [member] = await db
      .select({ id: conversationMembers.employeeId })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, row.id), eq(conversationMembers.employeeId, viewer.employeeId)));
    if (!member) throw new AppError('NOT_FOUND');
  }
  return row;
}

/** Everyone booked on the facility's shift; another facility's shift is a 404. */
export async function shiftCrew(db: DbOrTx, facilityId: string, shiftId: string) {
  const [shift] = await db
    .select({ id: shifts.id, title: shifts.title, startDate: shifts.startDate })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.facilityId, facilityId)));
  if (!shift) throw new AppError('NOT_FOUND');
  const booked = await db
    .selectDistinct({ employeeId: assignments.employeeId })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .where(and(eq(positions.shiftId, shift.id), eq(assignments.facilityId, facilityId)));
  return { shift, employeeIds: booked.map((b) => b.employeeId) };
}

/**
 * Every id must be an employee of this facility: one that is not (another facility's, or none) is
 * a 422, and so is one who no longer works here (INACTIVE): she is not texted on the facility's behalf.
 */
export async function checkEmployees(db: DbOrTx, facilityId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return;
  const found = await db
    .select({ id: employees.id, status: employees.status })
    .from(employees)
    .where(and(eq(employees.facilityId, facilityId), inArray(employees.id, [...employeeIds])));
  if (found.length !== new Set(employeeIds).size) throw new AppError('VALIDATION_FAILED', productMessages.conversationNotEmployee);
  if (found.some((e) => e.status === 'INACTIVE')) throw new AppError('VALIDATION_FAILED', productMessages.conversationInactiveEmployee);
}

/** The conversation's nurses, by name, with their read receipts. */
export async function membersOf(db: DbOrTx, conversationId: string) {
  return db
    .select({
      employeeId: conversationMembers.employeeId,
      nurseId: employees.nurseId,
      firstName: nurses.firstName,
      lastName: nurses.lastName,
      workerType: employees.workerType,
      status: employees.status,
      mobile: nurses.mobile,
      countryCode: nurses.countryCode,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .innerJoin(employees, eq(employees.id, conversationMembers.employeeId))
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(nurses.lastName), asc(nurses.firstName), asc(employees.id));
}
