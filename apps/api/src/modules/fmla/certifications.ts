import { randomUUID } from 'node:crypto';
import type { decideFmlaCertificationContract } from '@careroster/shared/api/fmla/certifications';
import type { FmlaCaseDetail } from '@careroster/shared/api/fmla/fmla';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { FMLA_CERTIFICATION_DAYS, FMLA_CURE_DAYS } from '@careroster/shared/fmla/case';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { fmlaCertifications } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { sniffLegalDocument } from '../../platform/files/sniff';
import { cleanFilename, type Upload } from '../../platform/files/upload';
import { caseDetail, caseOf } from './cases';

const todayOf = (ctx: Ctx) => todayIn(facilityOf(ctx).timezone, ctx.deps.clock.now());

async function certificationOf(db: DbOrTx, facilityId: string, certificationId: string) {
  const [row] = await db
    .select()
    .from(fmlaCertifications)
    .where(and(eq(fmlaCertifications.facilityId, facilityId), eq(fmlaCertifications.id, certificationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Asks her for a certification (29 CFR 825.305(a)). She has at least 15 calendar days to return
 * it (825.305(b)): the due date is 15 days from today unless staff give a later one.
 */
export async function requestCertification(
  ctx: Ctx,
  input: { caseId: string; due_date?: string | undefined },
  tx?: DbOrTx,
): Promise<FmlaCaseDetail> {
  const facilityId = facilityOf(ctx).id;
  const today = todayOf(ctx);
  const earliest = addDays(today, FMLA_CERTIFICATION_DAYS);
  const due = input.due_date ?? earliest;
  if (due < earliest) throw new AppError('VALIDATION_FAILED', productMessages.fmlaDueTooSoon(FMLA_CERTIFICATION_DAYS));
  const db = tx ?? ctx.deps.db;
  await db.transaction(async (t) => {
    const current = await caseOf(t, facilityId, input.caseId);
    if (current.status !== 'OPEN') throw new AppError('CONFLICT', productMessages.fmlaCaseClosed);
    const [row] = await t
      .insert(fmlaCertifications)
      .values({ facilityId, caseId: current.id, requestedOn: today, dueDate: due, createdBy: userOf(ctx).id })
      .returning({ id: fmlaCertifications.id });
    await ctx.audit('fmla.certification.request', { target: row!.id, detail: `due ${due}` }, t);
  });
  return caseDetail(ctx, input.caseId, tx);
}

/**
 * Stores the returned certification (a legal document's formats, checked by content) and marks it
 * RECEIVED. Accepted while it is asked for or insufficient (a cured one replaces the first file,
 * removed once the new row is committed).
 */
export async function uploadCertification(
  ctx: Ctx,
  input: { certificationId: string; readFile: () => Promise<Upload> },
  tx?: DbOrTx,
): Promise<FmlaCaseDetail> {
  const facilityId = facilityOf(ctx).id;
  const db = tx ?? ctx.deps.db;
  const target = await certificationOf(db, facilityId, input.certificationId);
  if (target.status !== 'REQUESTED' && target.status !== 'INSUFFICIENT')
    throw new AppError('CONFLICT', productMessages.fmlaCertificationState);
  // The file is read only once the target is known: another facility's id learns nothing from it.
  const upload = await input.readFile();
  const type = sniffLegalDocument(upload.data);
  if (!type) throw new AppError('VALIDATION_FAILED', messages.wrongTypeDocument);
  const filePath = `fmla/${facilityId}/${target.id}-${randomUUID()}.${type.ext}`;
  await ctx.deps.files.put(filePath, upload.data, type.contentType);
  let replaced: string | null = null;
  try {
    await db.transaction(async (t) => {
      const current = await certificationOf(t, facilityId, target.id);
      if (current.status !== 'REQUESTED' && current.status !== 'INSUFFICIENT')
        throw new AppError('CONFLICT', productMessages.fmlaCertificationState);
      replaced = current.filePath;
      await t
        .update(fmlaCertifications)
        .set({
          status: 'RECEIVED',
          receivedOn: todayOf(ctx),
          filePath,
          filename: cleanFilename(upload.filename),
          contentType: type.contentType,
          filesize: upload.data.length,
          updatedAt: ctx.deps.clock.now(),
        })
        .where(eq(fmlaCertifications.id, current.id));
      await ctx.audit('fmla.certification.upload', { target: current.id }, t);
    });
  } catch (err) {
    await ctx.deps.files.delete(filePath);
    throw err;
  }
  if (replaced) await ctx.deps.files.delete(replaced);
  return caseDetail(ctx, target.caseId, tx);
}

/**
 * Decides a received certification: APPROVED, or INSUFFICIENT with what is missing in writing,
 * which gives her seven calendar days to cure it (825.305(c)) and starts the reminders again.
 */
export async function decideCertification(
  ctx: Ctx,
  input: z.output<(typeof decideFmlaCertificationContract)['body']> & { certificationId: string },
  tx?: DbOrTx,
): Promise<FmlaCaseDetail> {
  const facilityId = facilityOf(ctx).id;
  const note = input.note && input.note.length > 0 ? input.note : null;
  if (input.status === 'INSUFFICIENT' && note === null)
    throw new AppError('VALIDATION_FAILED', productMessages.fmlaCertificationNoteRequired);
  const db = tx ?? ctx.deps.db;
  const caseId = await db.transaction(async (t) => {
    const current = await certificationOf(t, facilityId, input.certificationId);
    if (current.status !== 'RECEIVED') throw new AppError('CONFLICT', productMessages.fmlaCertificationState);
    await t
      .update(fmlaCertifications)
      .set({
        status: input.status,
        note,
        ...(input.status === 'INSUFFICIENT' ? { dueDate: addDays(todayOf(ctx), FMLA_CURE_DAYS) } : {}),
        updatedAt: ctx.deps.clock.now(),
      })
      .where(eq(fmlaCertifications.id, current.id));
    await ctx.audit(
      input.status === 'APPROVED' ? 'fmla.certification.approve' : 'fmla.certification.insufficient',
      { target: current.id },
      t,
    );
    return current.caseId;
  });
  return caseDetail(ctx, caseId, tx);
}

/** The returned certification's bytes, only to this facility's members. */
export async function certificationFile(ctx: Ctx, input: { certificationId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const [row] = await (tx ?? ctx.deps.db)
    .select()
    .from(fmlaCertifications)
    .where(and(eq(fmlaCertifications.facilityId, facilityOf(ctx).id), eq(fmlaCertifications.id, input.certificationId)));
  const data = row?.filePath ? await ctx.deps.files.get(row.filePath) : null;
  if (!row || !data) throw new AppError('NOT_FOUND');
  const inline = row.contentType === 'application/pdf' || row.contentType?.startsWith('image/');
  return {
    data,
    contentType: row.contentType ?? 'application/octet-stream',
    filename: row.filename ?? 'certification',
    disposition: inline ? 'inline' : 'attachment',
  };
}
