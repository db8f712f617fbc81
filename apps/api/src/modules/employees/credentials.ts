import { randomUUID } from 'node:crypto';
import type { Credential, CredentialData } from '@careroster/shared/api/employees/credential';
import { credentialFilePath } from '@careroster/shared/api/employees/credential-files';
import type { updateCredentialStatusBody } from '@careroster/shared/api/employees/update-credential-status';
import { CREDENTIAL_EXTENSIONS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { credentialExpirySchema } from '@careroster/shared/validation/credential-expiry';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { credentialDocuments, credentials, nurses } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { FileAnswer } from '../../platform/file-route';
import { raiseNotifications } from '../notifications';
import { employeeOf } from './employees';
import { sniffCredentialFile, sniffedExtension } from '../../platform/files/sniff';
import { makeThumbnail } from './thumbnails';
import { cleanFilename, type Upload } from '../../platform/files/upload';

type DocumentRow = typeof credentialDocuments.$inferSelect;
type CredentialRow = typeof credentials.$inferSelect;

const toData = (employeeId: string, d: DocumentRow): CredentialData => {
  const url = credentialFilePath(employeeId, d.id);
  return {
    id: d.id,
    file: url,
    data_type: d.dataType,
    upload_type: [...CREDENTIAL_EXTENSIONS],
    upload_data: url,
    upload_data_2: url,
    thumbnails: d.thumbnailPath ? credentialFilePath(employeeId, d.id, 'thumbnail') : null,
    filename: d.filename,
    filename_2: d.filename,
    filesize: d.filesize,
    content_type: d.contentType,
    file_type: sniffedExtension(d.contentType),
    category: d.category,
    created_at: d.createdAt.toISOString(),
  };
};

async function withDocuments(db: DbOrTx, employeeId: string, rows: CredentialRow[]): Promise<Credential[]> {
  const ids = rows.map((r) => r.id);
  const docs = ids.length
    ? await db
        .select()
        .from(credentialDocuments)
        .where(inArray(credentialDocuments.credentialId, ids))
        .orderBy(asc(credentialDocuments.createdAt), asc(credentialDocuments.id))
    : [];
  return rows.map((c) => ({
    id: c.id,
    credential_name: c.credentialName,
    expiry: c.expiry,
    expiry_required: c.expiryRequired,
    status: c.status,
    feedback: c.feedback,
    credential_data: docs.filter((d) => d.credentialId === c.id).map((d) => toData(employeeId, d)),
  }));
}

export async function listCredentials(ctx: Ctx, { employeeId }: { employeeId: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const employee = await employeeOf(db, facilityOf(ctx).id, employeeId);
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.nurseId, employee.nurseId))
    .orderBy(asc(credentials.credentialName), asc(credentials.id));
  return withDocuments(db, employeeId, rows);
}

/** A credential of the employee's nurse, or 404: credentials belong to the person, reached through this facility's employee. */
async function credentialOf(db: DbOrTx, facilityId: string, employeeId: string, credentialId: string) {
  const employee = await employeeOf(db, facilityId, employeeId);
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.nurseId, employee.nurseId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function answerFor(db: DbOrTx, employeeId: string, credentialId: string) {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, credentialId));
  const [credential] = await withDocuments(db, employeeId, [row!]);
  return { message: messages.credentialUpdated, credential: credential! };
}

/** A stored document of this facility's employee's nurse; credentials belong to the person, access to the facility. */
async function documentOfEmployee(db: DbOrTx, facilityId: string, employeeId: string, documentId: string) {
  const employee = await employeeOf(db, facilityId, employeeId);
  const [doc] = await db
    .select({
      id: credentialDocuments.id,
      credentialId: credentialDocuments.credentialId,
      filePath: credentialDocuments.filePath,
      thumbnailPath: credentialDocuments.thumbnailPath,
      filename: credentialDocuments.filename,
      contentType: credentialDocuments.contentType,
    })
    .from(credentialDocuments)
    .innerJoin(credentials, eq(credentials.id, credentialDocuments.credentialId))
    .where(and(eq(credentialDocuments.id, documentId), eq(credentials.nurseId, employee.nurseId)))
    .limit(1);
  return doc ?? null;
}

/**
 * `credentialDataId` is a document of the employee's nurse (its file is replaced) or a credential
 * of that nurse (a document is added).
 */
async function uploadTarget(db: DbOrTx, facilityId: string, employeeId: string, credentialDataId: string) {
  const doc = await documentOfEmployee(db, facilityId, employeeId, credentialDataId);
  if (doc) return { credentialId: doc.credentialId, replace: doc };
  const credential = await credentialOf(db, facilityId, employeeId, credentialDataId);
  return { credentialId: credential.id, replace: null };
}

export type UploadCredentialInput = {
  employeeId: string;
  credentialDataId: string;
  /** Reads the request's file; called only once the target is known, so another facility's ids learn nothing from the file. */
  readFile: () => Promise<Upload>;
};

/**
 * Stores an upload: content sniffed (a renamed executable is 'Wrong type document'), thumbnail
 * made, file written before the row so a row never points at nothing, and the credential goes
 * back to PENDING for review. Replaced files are removed after the commit.
 */
export async function uploadCredential(ctx: Ctx, input: UploadCredentialInput, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const { employeeId } = input;
  const target = await uploadTarget(db, facilityOf(ctx).id, employeeId, input.credentialDataId);
  const upload = await input.readFile();
  const type = sniffCredentialFile(upload.data);
  if (!type) throw new AppError('VALIDATION_FAILED', messages.wrongTypeDocument);
  const store = ctx.deps.files;
  const documentId = target.replace?.id ?? randomUUID();
  const version = randomUUID();
  const base = `credentials/${target.credentialId}/${documentId}-${version}`;
  const filePath = `${base}.${type.ext}`;
  await store.put(filePath, upload.data, type.contentType);
  const thumbnail = await makeThumbnail(upload.data, type, (err) => ctx.log.warn({ err }, 'thumbnail not made'));
  const thumbnailPath = thumbnail ? `${base}-thumb.jpg` : null;
  if (thumbnail && thumbnailPath) await store.put(thumbnailPath, thumbnail, 'image/jpeg');

  const values = {
    filePath,
    filename: cleanFilename(upload.filename),
    filesize: upload.data.length,
    contentType: type.contentType,
    thumbnailPath,
  };
  try {
    await transaction(ctx, tx, async (t, after) => {
      after.publish({ type: 'employees.changed', employee_id: employeeId });
      if (target.replace) await t.update(credentialDocuments).set(values).where(eq(credentialDocuments.id, documentId));
      else await t.insert(credentialDocuments).values({ id: documentId, credentialId: target.credentialId, ...values });
      await t.update(credentials).set({ status: 'CREDENTIAL_PENDING', feedback: null }).where(eq(credentials.id, target.credentialId));
      await ctx.audit('credential.upload', { target: target.credentialId }, t);
      await raiseReviewNotice(ctx, t, target.credentialId);
    });
  } catch (err) {
    await Promise.all([store.delete(filePath), store.delete(thumbnailPath)]);
    throw err;
  }
  if (target.replace) await Promise.all([store.delete(target.replace.filePath), store.delete(target.replace.thumbnailPath)]);
  return answerFor(db, employeeId, target.credentialId);
}

/** A document waits for review: the facility's other members hear of it (CREDENTIAL opens the nurse). */
async function raiseReviewNotice(ctx: Ctx, tx: DbOrTx, credentialId: string) {
  const [row] = await tx
    .select({ name: credentials.credentialName, nurseId: nurses.id, firstName: nurses.firstName, lastName: nurses.lastName })
    .from(credentials)
    .innerJoin(nurses, eq(nurses.id, credentials.nurseId))
    .where(eq(credentials.id, credentialId));
  if (!row) return [];
  const notice = {
    facilityId: facilityOf(ctx).id,
    type: 'CREDENTIAL' as const,
    typeId: credentialId,
    nurseId: row.nurseId,
    title: productMessages.credentialUploadedTitle,
    body: productMessages.credentialUploadedBody(`${row.firstName} ${row.lastName}`, row.name),
  };
  return raiseNotifications(tx, [notice], { exceptUserId: ctx.user?.id ?? null });
}

type CredentialRef = { employeeId: string; credentialId: string };

/** spec 001 sections 5 and 9: expiry from tomorrow to 100 years ahead, in the facility's calendar. */
export async function updateExpiry(ctx: Ctx, input: CredentialRef & { expiry: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const { employeeId, credentialId } = input;
  const credential = await credentialOf(db, facility.id, employeeId, credentialId);
  const parsed = credentialExpirySchema(todayIn(facility.timezone, ctx.deps.clock.now())).safeParse(input.expiry);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues.map((i) => i.message),
    );
  // A new future date revives an expired credential for review; it is not verified until someone looks.
  const status = credential.status === 'CREDENTIAL_EXPIRED' ? 'CREDENTIAL_PENDING' : credential.status;
  await transaction(ctx, tx, async (t, after) => {
    await t.update(credentials).set({ expiry: parsed.data, status }).where(eq(credentials.id, credentialId));
    after.publish({ type: 'employees.changed', employee_id: employeeId });
  });
  return answerFor(db, employeeId, credentialId);
}

export async function updateStatus(ctx: Ctx, input: CredentialRef & z.output<typeof updateCredentialStatusBody>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const { employeeId, credentialId } = input;
  const credential = await credentialOf(db, facility.id, employeeId, credentialId);
  const today = todayIn(facility.timezone, ctx.deps.clock.now());
  if (input.status === 'CREDENTIAL_VERIFIED' && credential.expiry !== null && credential.expiry < today) {
    throw new AppError('VALIDATION_FAILED', productMessages.credentialExpiredCannotVerify(formatDate(credential.expiry)));
  }
  await transaction(ctx, tx, async (t, after) => {
    await t
      .update(credentials)
      .set({ status: input.status, feedback: input.feedback ? input.feedback : null })
      .where(eq(credentials.id, credentialId));
    await ctx.audit('credential.status', { target: credentialId, detail: input.status }, t);
    after.publish({ type: 'employees.changed', employee_id: employeeId });
  });
  return answerFor(db, employeeId, credentialId);
}

/** The stored file behind a credential_data address, only through an employee of this facility. */
export async function credentialFile(
  ctx: Ctx,
  input: { employeeId: string; documentId: string; variant: 'original' | 'thumbnail' },
  tx?: DbOrTx,
): Promise<FileAnswer> {
  const doc = await documentOfEmployee(tx ?? ctx.deps.db, facilityOf(ctx).id, input.employeeId, input.documentId);
  if (!doc) throw new AppError('NOT_FOUND');
  const thumbnail = input.variant === 'thumbnail';
  const file = thumbnail ? doc.thumbnailPath : doc.filePath;
  const data = file ? await ctx.deps.files.get(file) : null;
  if (!data) throw new AppError('NOT_FOUND');
  // A .doc cannot be shown by a browser: it is downloaded.
  return {
    data,
    contentType: thumbnail ? 'image/jpeg' : doc.contentType,
    filename: thumbnail ? 'thumbnail.jpg' : doc.filename,
    disposition: thumbnail || doc.contentType !== 'application/msword' ? 'inline' : 'attachment',
  };
}
