import type { NoteRecord, SaveNoteBody } from '@careroster/shared/api/employees/notes';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeNotes, users } from '../../db/schema';
import { employeeOf } from './employees';

type NoteRow = typeof employeeNotes.$inferSelect;

const toRecord = (n: NoteRow, author: string | null): NoteRecord => ({
  id: n.id,
  employee_id: n.employeeId,
  title: n.title,
  description: n.description,
  created_by: author,
  created_at: n.createdAt.toISOString(),
});

const authorName = (u: { firstName: string | null; lastName: string | null }) =>
  u.firstName === null ? null : `${u.firstName} ${u.lastName ?? ''}`.trim();

const noteSelect = (db: DbOrTx) =>
  db
    .select({ note: employeeNotes, firstName: users.firstName, lastName: users.lastName })
    .from(employeeNotes)
    .leftJoin(users, eq(users.id, employeeNotes.createdBy));

export async function listNotes(db: DbOrTx, facilityId: string, employeeId: string, page: number, pageSize: number) {
  await employeeOf(db, facilityId, employeeId);
  const where = and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId));
  const [rows, [total]] = await Promise.all([
    noteSelect(db).where(where).orderBy(desc(employeeNotes.createdAt), desc(employeeNotes.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(employeeNotes).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => toRecord(r.note, authorName(r))) };
}

export async function getNote(db: DbOrTx, facilityId: string, employeeId: string, noteId: string) {
  const [row] = await noteSelect(db)
    .where(and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toRecord(row.note, authorName(row));
}

export async function createNote(db: DbOrTx, facilityId: string, employeeId: string, userId: string, body: SaveNoteBody) {
  await employeeOf(db, facilityId, employeeId);
  const [row] = await db
    .insert(employeeNotes)
    .values({ facilityId, employeeId, title: body.title, description: body.description, createdBy: userId })
    .returning({ id: employeeNotes.id });
  return getNote(db, facilityId, employeeId, row!.id);
}

export async function updateNote(db: DbOrTx, facilityId: string, employeeId: string, noteId: string, body: SaveNoteBody) {
  const updated = await db
    .update(employeeNotes)
    .set({ title: body.title, description: body.description })
    .where(and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId)))
    .returning({ id: employeeNotes.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  return getNote(db, facilityId, employeeId, noteId);
}

export async function deleteNote(db: DbOrTx, facilityId: string, employeeId: string, noteId: string) {
  const deleted = await db
    .delete(employeeNotes)
    .where(and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId)))
    .returning({ id: employeeNotes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  return { message: productMessages.noteDeleted };
}
