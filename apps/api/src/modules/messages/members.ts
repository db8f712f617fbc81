import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationMembers, conversations } from '../../db/schema';
import { employeeDirectory, peopleDirectory } from '../employees';
import { bookingRows, findShift } from '../shifts';
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
  const { id, title, startDate } = await findShift(db, facilityId, shiftId);
  const bookings = bookingRows(db);
  const booked = await db
    .selectDistinct({ employeeId: bookings.employeeId })
    .from(bookings)
    .where(and(eq(bookings.shiftId, id), eq(bookings.facilityId, facilityId)));
  return { shift: { id, title, startDate }, employeeIds: booked.map((b) => b.employeeId) };
}

/**
 * Every id must be an employee of this facility: one that is not (another facility's, or none) is
 * a 422, and so is one who no longer works here (INACTIVE): she is not texted on the facility's behalf.
 */
export async function checkEmployees(db: DbOrTx, facilityId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return;
  const staff = employeeDirectory(db);
  const found = await db
    .select({ id: staff.id, status: staff.status })
    .from(staff)
    .where(and(eq(staff.facilityId, facilityId), inArray(staff.id, [...employeeIds])));
  if (found.length !== new Set(employeeIds).size) throw new AppError('VALIDATION_FAILED', productMessages.conversationNotEmployee);
  if (found.some((e) => e.status === 'INACTIVE')) throw new AppError('VALIDATION_FAILED', productMessages.conversationInactiveEmployee);
}

/** The conversation's nurses, by name, with their read receipts. */
export async function membersOf(db: DbOrTx, conversationId: string) {
  const people = peopleDirectory(db);
  return db
    .select({
      employeeId: conversationMembers.employeeId,
      nurseId: people.nurseId,
      firstName: people.firstName,
      lastName: people.lastName,
      workerType: people.workerType,
      status: people.status,
      mobile: people.mobile,
      countryCode: people.countryCode,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .innerJoin(people, eq(people.id, conversationMembers.employeeId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}
