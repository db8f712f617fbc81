import { randomUUID } from 'node:crypto';
import type { Credential, CredentialData } from '@careroster/shared/api/employees/credential';
import { credentialFilePath } from '@careroster/shared/api/employees/credential-files';
import type { updateCredentialStatusBody } from '@careroster/shared/api/employees/update-credential-status';
import { CREDENTIAL_EXTENSIONS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { credentialExpirySchema } from '@careroster/shared/validation/credential-expiry';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { credentialDocuments, credentials } from '../../db/schema';
import type { FacilityContext } from '../../platform/access';
import { employeeOf } from './employees';
import type { FileStore } from './file-store';
import { sniffCredentialFile } from './file-sniff';
import { makeThumbnail } from './thumbnails';
import { cleanFilename, type Upload } from './upload';

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
    category: d.category,
    created_at: d.createdAt.toISOString(),
  };
};

async function withDocuments(db: DbOrTx, employeeId: string, rows: CredentialRow[]): Promise<Credential[]> {
  const ids = rows.map((r) => r.id);
  const docs = ids.length
    ? await db.select().from(credentialDocuments).where(inArray(credentialDocuments.credentialId, ids)).orderBy(asc(credentialDocuments.createdAt), asc(credentialDocuments.id))
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

export async function listCredentials(db: DbOrTx, facility: FacilityContext, employeeId: string) {
  const employee = await employeeOf(db, facility.id, employeeId);
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.nurseId, employee.nurseId))
    .orderBy(asc(credentials.credentialName), asc(credentials.id));
  return withDocuments(db, employeeId, rows);
}

/** A credential of the employee's nurse, or 404: credentials belong to the person, reached through this facility's employee. */
async function credentialOf(db: DbOrTx, facility: FacilityContext, employeeId: string, credentialId: string) {
  const employee = await employeeOf(db, facility.id, employeeId);
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
async function documentOfEmployee(db: DbOrTx, facility: FacilityContext, employeeId: string, documentId: string) {
  const employee = await employeeOf(db, facility.id, employeeId);
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
 * Resolves the upload target before the file is read: `credentialDataId` is a document of the
 * employee's nurse (its file is replaced) or a credential of that nurse (a document is added).
 */
export async function uploadTarget(db: DbOrTx, facility: FacilityContext, employeeId: string, credentialDataId: string) {
  const doc = await documentOfEmployee(db, facility, employeeId, credentialDataId);
  if (doc) return { credentialId: doc.credentialId, replace: doc };
  const credential = await credentialOf(db, facility, employeeId, credentialDataId);
  return { credentialId: credential.id, replace: null };
}
export type UploadTarget = Awaited<ReturnType<typeof uploadTarget>>;

/**
 * Stores a checked upload: content sniffed (a renamed executable is 'Wrong type document'),
 * thumbnail made, file written before the row so a row never points at nothing, and the
 * credential goes back to PENDING for review. Replaced files are removed after the commit.
 */
export async function storeCredentialUpload(
  db: Db,
  store: FileStore,
  employeeId: string,
  target: UploadTarget,
  upload: Upload,
  log: (err: unknown) => void,
) {
  const type = sniffCredentialFile(upload.data);
  if (!type) throw new AppError('VALIDATION_FAILED', messages.wrongTypeDocument);
  const documentId = target.replace?.id ?? randomUUID();
  const version = randomUUID();
  const base = `credentials/${target.credentialId}/${documentId}-${version}`;
  const filePath = `${base}.${type.ext}`;
  await store.write(filePath, upload.data);
  const thumbnail = await makeThumbnail(upload.data, type, log);
  const thumbnailPath = thumbnail ? `${base}-thumb.jpg` : null;
  if (thumbnail && thumbnailPath) await store.write(thumbnailPath, thumbnail);

  const values = {
    filePath,
    filename: cleanFilename(upload.filename),
    filesize: upload.data.length,
    contentType: type.contentType,
    thumbnailPath,
  };
  try {
    await db.transaction(async (tx) => {
      if (target.replace) await tx.update(credentialDocuments).set(values).where(eq(credentialDocuments.id, documentId));
      else await tx.insert(credentialDocuments).values({ id: documentId, credentialId: target.credentialId, ...values });
      await tx.update(credentials).set({ status: 'CREDENTIAL_PENDING', feedback: null }).where(eq(credentials.id, target.credentialId));
    });
  } catch (err) {
    await Promise.all([store.remove(filePath), store.remove(thumbnailPath)]);
    throw err;
  }
  if (target.replace) await Promise.all([store.remove(target.replace.filePath), store.remove(target.replace.thumbnailPath)]);
  return answerFor(db, employeeId, target.credentialId);
}

/** spec 001 sections 5 and 9: expiry from tomorrow to 100 years ahead, in the facility's calendar. */
export async function updateExpiry(db: DbOrTx, facility: FacilityContext, employeeId: string, credentialId: string, expiry: string) {
  const credential = await credentialOf(db, facility, employeeId, credentialId);
  const parsed = credentialExpirySchema(todayIn(facility.timezone)).safeParse(expiry);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message));
  // A new future date revives an expired credential for review; it is not verified until someone looks.
  const status = credential.status === 'CREDENTIAL_EXPIRED' ? 'CREDENTIAL_PENDING' : credential.status;
  await db.update(credentials).set({ expiry: parsed.data, status }).where(eq(credentials.id, credentialId));
  return answerFor(db, employeeId, credentialId);
}

export async function updateStatus(
  db: DbOrTx,
  facility: FacilityContext,
  employeeId: string,
  credentialId: string,
  body: z.output<typeof updateCredentialStatusBody>,
) {
  const credential = await credentialOf(db, facility, employeeId, credentialId);
  const today = todayIn(facility.timezone);
  if (body.status === 'CREDENTIAL_VERIFIED' && credential.expiry !== null && credential.expiry < today) {
    throw new AppError('VALIDATION_FAILED', productMessages.credentialExpiredCannotVerify);
  }
  await db
    .update(credentials)
    .set({ status: body.status, feedback: body.feedback ? body.feedback : null })
    .where(eq(credentials.id, credentialId));
  return answerFor(db, employeeId, credentialId);
}

/** The stored file behind a credential_data address, only through an employee of this facility. */
export async function credentialFile(db: DbOrTx, facility: FacilityContext, employeeId: string, documentId: string) {
  const doc = await documentOfEmployee(db, facility, employeeId, documentId);
  if (!doc) throw new AppError('NOT_FOUND');
  return doc;
}
