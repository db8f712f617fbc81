import { randomUUID } from 'node:crypto';
import { legalDocumentFilePath, type LegalDocument } from '@careroster/shared/api/legal/kyc';
import { legalDocTypes, type FacilityDocumentKind } from '@careroster/shared/compliance/values';
import { AppError } from '@careroster/shared/errors';
import { messages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilityDocuments } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { sniffLegalDocument } from '../../platform/files/sniff';
import { cleanFilename, type Upload } from '../../platform/files/upload';

export type DocumentRow = typeof facilityDocuments.$inferSelect;

/** EIN and SS4 documents are the spec's admin-only part of the record, like TIN and SSN. */
export const isAdminDocument = (kind: FacilityDocumentKind) => kind === 'ein_doc' || kind === 'ss4_doc';

export const mayRead = (ctx: Ctx, kind: FacilityDocumentKind) => !isAdminDocument(kind) || ctx.can('legal:numbers');

export const documentAnswer = (row: DocumentRow): LegalDocument => ({
  data: legalDocumentFilePath(row.kind, row.uploadedAt.getTime().toString(36)),
  filename: row.filename,
  filesize: row.filesize,
  status: row.status,
  rejection_reason: row.rejectionReason,
  uploaded_at: row.uploadedAt.toISOString(),
});

export async function documentsOf(db: DbOrTx, facilityId: string, kinds: readonly FacilityDocumentKind[]) {
  const rows = await db
    .select()
    .from(facilityDocuments)
    .where(and(eq(facilityDocuments.facilityId, facilityId), inArray(facilityDocuments.kind, [...kinds])));
  return new Map(rows.map((r) => [r.kind, r]));
}

/**
 * Whether the facility's legal documents are in, as the KYC form asks for them (spec 001's
 * legal/KYC: the AOI, and the EIN letter or the SS-4) and none was rejected: the setup
 * checklist's item (decision 080).
 */
export async function legalDocumentsComplete(db: DbOrTx, facilityId: string): Promise<boolean> {
  const rows = await documentsOf(db, facilityId, legalDocTypes);
  if ([...rows.values()].some((r) => r.status === 'REJECTED')) return false;
  return rows.has('aoi') && (rows.has('ein_doc') || rows.has('ss4_doc'));
}

/** An upload checked by content and written to the store, waiting for its row. */
export type StoredUpload = { kind: FacilityDocumentKind; fileKey: string; filename: string; filesize: number; contentType: string };

/**
 * Checks each upload's content (an extension is only a claim) before anything is written, then
 * writes them all. The caller saves the rows in its transaction and calls `discard` if that fails.
 */
export async function storeUploads(ctx: Ctx, uploads: ReadonlyArray<Upload & { kind: FacilityDocumentKind }>): Promise<StoredUpload[]> {
  const typed = uploads.map((u) => {
    const type = sniffLegalDocument(u.data);
    if (!type) throw new AppError('VALIDATION_FAILED', messages.wrongTypeDocument);
    return { upload: u, type };
  });
  const facilityId = facilityOf(ctx).id;
  const stored: StoredUpload[] = [];
  try {
    for (const { upload, type } of typed) {
      const fileKey = `legal/${facilityId}/${upload.kind}-${randomUUID()}.${type.ext}`;
      await ctx.deps.files.put(fileKey, upload.data, type.contentType);
      stored.push({
        kind: upload.kind,
        fileKey,
        filename: cleanFilename(upload.filename),
        filesize: upload.data.length,
        contentType: type.contentType,
      });
    }
  } catch (err) {
    await discard(ctx, stored);
    throw err;
  }
  return stored;
}

export const discard = (ctx: Ctx, stored: readonly StoredUpload[]) => Promise.all(stored.map((s) => ctx.deps.files.delete(s.fileKey)));

/**
 * Saves stored uploads as the facility's current documents: a new upload replaces the row of its
 * kind and goes back to SUBMITTED for review (a resubmission is just that). Audited per document.
 * Returns the file keys the replaced rows held, to delete once the transaction committed.
 */
export async function saveDocuments(ctx: Ctx, tx: DbOrTx, stored: readonly StoredUpload[]): Promise<string[]> {
  const facilityId = facilityOf(ctx).id;
  const previous = await documentsOf(
    tx,
    facilityId,
    stored.map((s) => s.kind),
  );
  const now = ctx.deps.clock.now();
  for (const s of stored) {
    const values = {
      fileKey: s.fileKey,
      filename: s.filename,
      filesize: s.filesize,
      contentType: s.contentType,
      status: 'SUBMITTED' as const,
      rejectionReason: null,
      uploadedBy: ctx.user?.id ?? null,
      uploadedAt: now,
      reviewedAt: null,
    };
    await tx
      .insert(facilityDocuments)
      .values({ facilityId, kind: s.kind, ...values })
      .onConflictDoUpdate({ target: [facilityDocuments.facilityId, facilityDocuments.kind], set: values });
    await ctx.audit('legal.document_uploaded', { target: facilityId, detail: s.kind }, tx);
  }
  return [...previous.values()].map((r) => r.fileKey);
}

/** The bytes of a stored document; EIN and SS4 only to callers with `legal:numbers`. */
export async function documentFile(ctx: Ctx, kind: FacilityDocumentKind, tx?: DbOrTx): Promise<FileAnswer> {
  if (!mayRead(ctx, kind)) throw new AppError('FORBIDDEN');
  const row = (await documentsOf(tx ?? ctx.deps.db, facilityOf(ctx).id, [kind])).get(kind);
  const data = row ? await ctx.deps.files.get(row.fileKey) : null;
  if (!row || !data) throw new AppError('NOT_FOUND');
  // Images and PDFs open in the browser; Word files are downloaded.
  const inline = row.contentType.startsWith('image/') || row.contentType === 'application/pdf';
  return { data, contentType: row.contentType, filename: row.filename, disposition: inline ? 'inline' : 'attachment' };
}
