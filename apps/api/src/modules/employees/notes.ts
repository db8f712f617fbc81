import type { NoteRecord } from '@careroster/shared/api/employees/notes';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { Note } from '@careroster/shared/validation/note';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeNotes, users } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
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

type NoteRef = { employeeId: string; noteId: string };

async function noteOf(db: DbOrTx, facilityId: string, { employeeId, noteId }: NoteRef) {
  const [row] = await noteSelect(db)
    .where(and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toRecord(row.note, authorName(row));
}

export async function listNotes(ctx: Ctx, input: { employeeId: string; page: number; page_size: number }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const where = and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, input.employeeId));
  const [rows, [total]] = await Promise.all([
    noteSelect(db)
      .where(where)
      .orderBy(desc(employeeNotes.createdAt), desc(employeeNotes.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(employeeNotes).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => toRecord(r.note, authorName(r))) };
}

export const getNote = (ctx: Ctx, input: NoteRef, tx?: DbOrTx) => noteOf(tx ?? ctx.deps.db, facilityOf(ctx).id, input);

export async function createNote(ctx: Ctx, input: { employeeId: string } & Note, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const [row] = await db
    .insert(employeeNotes)
    .values({ facilityId, employeeId: input.employeeId, title: input.title, description: input.description, createdBy: userOf(ctx).id })
    .returning({ id: employeeNotes.id });
  if (!tx) ctx.publish({ type: 'employees.changed', employee_id: input.employeeId });
  return noteOf(db, facilityId, { employeeId: input.employeeId, noteId: row!.id });
}

const sameNote = (facilityId: string, { employeeId, noteId }: NoteRef) =>
  and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId));

export async function updateNote(ctx: Ctx, input: NoteRef & Note, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const updated = await db
    .update(employeeNotes)
    .set({ title: input.title, description: input.description })
    .where(sameNote(facilityId, input))
    .returning({ id: employeeNotes.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  if (!tx) ctx.publish({ type: 'employees.changed', employee_id: input.employeeId });
  return noteOf(db, facilityId, input);
}

export async function deleteNote(ctx: Ctx, input: NoteRef, tx?: DbOrTx) {
  const deleted = await (tx ?? ctx.deps.db)
    .delete(employeeNotes)
    .where(sameNote(facilityOf(ctx).id, input))
    .returning({ id: employeeNotes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  if (!tx) ctx.publish({ type: 'employees.changed', employee_id: input.employeeId });
  return { message: productMessages.noteDeleted };
}
