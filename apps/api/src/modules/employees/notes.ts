import type { NoteRecord } from '@careroster/shared/api/employees/notes';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { Note } from '@careroster/shared/validation/note';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeNotes } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { staffNames } from '../auth';
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

const noteSelect = (db: DbOrTx) => {
  const author = staffNames(db);
  return db
    .select({ note: employeeNotes, firstName: author.firstName, lastName: author.lastName })
    .from(employeeNotes)
    .leftJoin(author, eq(author.id, employeeNotes.createdBy));
};

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
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await employeeOf(t, facilityId, input.employeeId);
    const [row] = await t
      .insert(employeeNotes)
      .values({ facilityId, employeeId: input.employeeId, title: input.title, description: input.description, createdBy: userOf(ctx).id })
      .returning({ id: employeeNotes.id });
    after.publish({ type: 'employees.changed', employee_id: input.employeeId });
    return noteOf(t, facilityId, { employeeId: input.employeeId, noteId: row!.id });
  });
}

const sameNote = (facilityId: string, { employeeId, noteId }: NoteRef) =>
  and(eq(employeeNotes.facilityId, facilityId), eq(employeeNotes.employeeId, employeeId), eq(employeeNotes.id, noteId));

export async function updateNote(ctx: Ctx, input: NoteRef & Note, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const updated = await t
      .update(employeeNotes)
      .set({ title: input.title, description: input.description })
      .where(sameNote(facilityId, input))
      .returning({ id: employeeNotes.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND');
    after.publish({ type: 'employees.changed', employee_id: input.employeeId });
    return noteOf(t, facilityId, input);
  });
}

export async function deleteNote(ctx: Ctx, input: NoteRef, tx?: DbOrTx) {
  await transaction(ctx, tx, async (t, after) => {
    const deleted = await t
      .delete(employeeNotes)
      .where(sameNote(facilityOf(ctx).id, input))
      .returning({ id: employeeNotes.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    after.publish({ type: 'employees.changed', employee_id: input.employeeId });
  });
  return { message: productMessages.noteDeleted };
}
