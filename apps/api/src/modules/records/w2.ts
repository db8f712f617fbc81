import { randomUUID } from 'node:crypto';
import type { W2Document } from '@careroster/shared/api/records/w2';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { empIdOfW2Filename, isW2TaxYear } from '@careroster/shared/validation/records-tax';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeW2s } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { openFile, sealFile } from '../../platform/crypto/sealed-file';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { transaction } from '../../platform/effects';
import type { FileAnswer } from '../../platform/file-route';
import { sniffCredentialFile } from '../../platform/files/sniff';
import { cleanFilename, type Upload } from '../../platform/files/upload';
import { staffNames } from '../auth';
import { employeeDirectory, employeeOf } from '../employees';
import type { W2Form } from './w2-form';

/**
 * Year-end W-2 documents (issue 27, decision 065): PDFs checked by content, sealed in the file
 * store (an envelope: `platform/crypto/sealed-file.ts`), listed and served to `records:tax` only,
 * every download audited.
 */

type W2Source = (typeof employeeW2s.$inferInsert)['source'];

const isPdf = (data: Buffer) => sniffCredentialFile(data)?.ext === 'pdf';

function taxYearOf(ctx: Ctx, text: string | undefined): number {
  const year = Number(text);
  if (!text || !isW2TaxYear(year, todayIn(facilityOf(ctx).timezone, ctx.deps.clock.now()))) {
    throw new AppError('VALIDATION_FAILED', productMessages.w2TaxYearInvalid);
  }
  return year;
}

export async function listW2(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx): Promise<{ count: number; results: W2Document[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const author = staffNames(db);
  const rows = await db
    .select({ w2: employeeW2s, firstName: author.firstName, lastName: author.lastName })
    .from(employeeW2s)
    .leftJoin(author, eq(author.id, employeeW2s.uploadedBy))
    .where(and(eq(employeeW2s.facilityId, facilityId), eq(employeeW2s.employeeId, input.employeeId)))
    .orderBy(desc(employeeW2s.taxYear), desc(employeeW2s.uploadedAt));
  return {
    count: rows.length,
    results: rows.map(({ w2, firstName, lastName }) => ({
      id: w2.id,
      tax_year: w2.taxYear,
      filename: w2.filename,
      filesize: w2.filesize,
      source: w2.source,
      uploaded_by: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      uploaded_at: w2.uploadedAt.toISOString(),
    })),
  };
}

type Sealed = typeof employeeW2s.$inferInsert;

/** Seals and writes each file, answering the rows to insert; the caller discards them if its transaction fails. */
async function storeSealed(
  ctx: Ctx,
  items: { employeeId: string; upload: Upload }[],
  taxYear: number,
  source: W2Source,
): Promise<Sealed[]> {
  const facilityId = facilityOf(ctx).id;
  const now = ctx.deps.clock.now();
  const rows: Sealed[] = [];
  try {
    for (const { employeeId, upload } of items) {
      const id = randomUUID();
      const { bytes, sealedKey } = sealFile(ctx.deps.secrets, upload.data, sealContext.w2File(id));
      const fileKey = `w2/${facilityId}/${id}.sealed`;
      await ctx.deps.files.put(fileKey, bytes, 'application/octet-stream');
      rows.push({
        id,
        facilityId,
        employeeId,
        taxYear,
        fileKey,
        filename: cleanFilename(upload.filename),
        filesize: upload.data.length,
        contentKeySealed: sealedKey,
        source,
        uploadedBy: ctx.user?.id ?? null,
        uploadedAt: now,
      });
    }
  } catch (err) {
    await discard(ctx, rows);
    throw err;
  }
  return rows;
}

const discard = (ctx: Ctx, rows: readonly Sealed[]) => Promise.all(rows.map((r) => ctx.deps.files.delete(r.fileKey)));

async function saveRows(ctx: Ctx, rows: Sealed[], tx: DbOrTx | undefined) {
  try {
    await transaction(ctx, tx, async (t) => {
      await t.insert(employeeW2s).values(rows);
      for (const r of rows) {
        await ctx.audit(
          `records.w2_${r.source === 'IMPORT' ? 'imported' : 'uploaded'}`,
          { target: r.employeeId, detail: `tax year ${r.taxYear}` },
          t,
        );
      }
    });
  } catch (err) {
    await discard(ctx, rows);
    throw err;
  }
}

/** One PDF on the employee's page. */
export async function uploadW2(ctx: Ctx, input: { employeeId: string; form: W2Form }, tx?: DbOrTx): Promise<W2Document> {
  const taxYear = taxYearOf(ctx, input.form.taxYear);
  const upload = input.form.files[0]!;
  if (!isPdf(upload.data)) throw new AppError('VALIDATION_FAILED', productMessages.w2NotPdf);
  await employeeOf(tx ?? ctx.deps.db, facilityOf(ctx).id, input.employeeId);
  const rows = await storeSealed(ctx, [{ employeeId: input.employeeId, upload }], taxYear, 'UPLOAD');
  await saveRows(ctx, rows, tx);
  const saved = (await listW2(ctx, { employeeId: input.employeeId }, tx)).results.find((d) => d.id === rows[0]!.id);
  if (!saved) throw new AppError('INTERNAL');
  return saved;
}

/**
 * The payroll provider's year-end PDFs, one per employee, named after her ID (the facility's
 * emp_id, the search dialog's ID column). All or nothing: every file that is no PDF or names no
 * employee of the facility is listed in one 422, and nothing is saved.
 */
export async function importW2(ctx: Ctx, form: W2Form, tx?: DbOrTx) {
  const taxYear = taxYearOf(ctx, form.taxYear);
  const facilityId = facilityOf(ctx).id;
  const errors: string[] = [];
  const named = form.files.map((upload) => ({ upload, empId: empIdOfW2Filename(upload.filename), name: cleanFilename(upload.filename) }));
  const empIds = [...new Set(named.flatMap((n) => (n.empId === null ? [] : [n.empId])))];
  const db = tx ?? ctx.deps.db;
  const people = employeeDirectory(db);
  const found =
    empIds.length === 0
      ? []
      : await db
          .select({ id: people.id, empId: people.empId })
          .from(people)
          .where(and(eq(people.facilityId, facilityId), inArray(people.empId, empIds)));
  const byEmpId = new Map(found.map((p) => [p.empId, p.id]));
  const items: { employeeId: string; empId: number; upload: Upload }[] = [];
  for (const n of named) {
    const employeeId = n.empId === null ? undefined : byEmpId.get(n.empId);
    if (n.empId === null) errors.push(productMessages.w2ImportNoId(n.name));
    else if (!employeeId) errors.push(productMessages.w2ImportUnknownId(n.name));
    else if (!isPdf(n.upload.data)) errors.push(productMessages.w2ImportNotPdf(n.name));
    else items.push({ employeeId, empId: n.empId, upload: n.upload });
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', errors);
  const rows = await storeSealed(ctx, items, taxYear, 'IMPORT');
  await saveRows(ctx, rows, tx);
  return { imported: items.map((i, k) => ({ employee_id: i.employeeId, emp_id: i.empId, filename: rows[k]!.filename })) };
}

/** The PDF, opened from its seal; each view is audited before the bytes leave. */
export async function w2File(ctx: Ctx, input: { employeeId: string; w2Id: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [row] = await db
    .select()
    .from(employeeW2s)
    .where(and(eq(employeeW2s.facilityId, facilityId), eq(employeeW2s.employeeId, input.employeeId), eq(employeeW2s.id, input.w2Id)));
  const stored = row ? await ctx.deps.files.get(row.fileKey) : null;
  if (!row || !stored) throw new AppError('NOT_FOUND');
  const data = openFile(ctx.deps.secrets, stored, row.contentKeySealed, sealContext.w2File(row.id));
  await ctx.audit('records.w2_viewed', { target: input.employeeId, detail: `tax year ${row.taxYear}` }, tx);
  return { data, contentType: 'application/pdf', filename: row.filename, disposition: 'inline' };
}
