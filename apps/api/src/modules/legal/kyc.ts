import type { KycAnswer, LegalNumberField } from '@careroster/shared/api/legal/kyc';
import { legalDocTypes, type LegalDocType } from '@careroster/shared/compliance/values';
import { AppError } from '@careroster/shared/errors';
import { redactSsn } from '@careroster/shared/format/ssn';
import { messages, productMessages } from '@careroster/shared/messages';
import { legalDocumentErrors, ssnSchema, tinSchema } from '@careroster/shared/validation/legal';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilityDocuments, facilityLegal } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { facilityOf, type Ctx } from '../../platform/context';
import { discard, documentAnswer, documentsOf, isAdminDocument, mayRead, saveDocuments, storeUploads } from './documents';
import type { KycForm } from './kyc-form';

const masked = (last4: string | null) => (last4 ? { data: redactSsn(last4) } : null);

/** spec 001 section 7: the record; the admin flag's parts only to callers with `legal:numbers`. */
export async function getKyc(ctx: Ctx, tx?: DbOrTx): Promise<KycAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [legal] = await db.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId));
  const docs = await documentsOf(db, facilityId, legalDocTypes);
  const doc = (kind: LegalDocType) => {
    const row = docs.get(kind);
    return row && mayRead(ctx, kind) ? documentAnswer(row) : null;
  };
  const admin = ctx.can('legal:numbers');
  return {
    ein_doc: doc('ein_doc'),
    ss4_doc: doc('ss4_doc'),
    aoi: doc('aoi'),
    tin: admin ? masked(legal?.tinLast4 ?? null) : null,
    ssn: admin ? masked(legal?.ssnLast4 ?? null) : null,
    entity_legal_name: legal?.entityLegalName ?? null,
  };
}

/** The numbers as sent, checked by the shared rules; every refusal's message at once. */
function checkedNumbers(form: KycForm): { tin?: string; ssn?: string } {
  const errors: string[] = [];
  const out: { tin?: string; ssn?: string } = {};
  if (form.tin !== undefined) {
    const tin = tinSchema.safeParse(form.tin);
    if (tin.success) out.tin = tin.data;
    else errors.push(messages.tinInvalid);
  }
  if (form.ssn !== undefined) {
    const ssn = ssnSchema.safeParse(form.ssn);
    if (ssn.success) out.ssn = ssn.data;
    else errors.push(messages.ssnInvalid);
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', errors);
  return out;
}

/**
 * spec 001 sections 5 and 6, on the record as the PATCH would leave it: everyone needs the AOI;
 * an admin also the TIN, the SSN and the EIN or SS4 document. The server cannot see the
 * dialog's EIN/SS4 choice, so a missing one is named by the default choice (SS4).
 */
function completenessErrors(ctx: Ctx, has: { tin: boolean; ssn: boolean; ein: boolean; ss4: boolean; aoi: boolean }): string[] {
  const isAdmin = ctx.can('legal:numbers');
  const errors: string[] = [];
  if (isAdmin && !has.tin) errors.push(messages.tinInvalid);
  if (isAdmin && !has.ssn) errors.push(messages.ssnInvalid);
  const choice = has.ein ? 'EIN' : 'SS4';
  return [...errors, ...legalDocumentErrors({ isAdmin, choice, hasEinDoc: has.ein, hasSs4Doc: has.ss4, hasAoiDoc: has.aoi })];
}

/**
 * `PATCH` the record: numbers sealed (only their last four kept in the clear), documents
 * replaced and back to SUBMITTED. One transaction with the audit rows; a refusal saves nothing
 * and removes the files already written.
 */
export async function updateKyc(ctx: Ctx, form: KycForm, tx?: DbOrTx): Promise<KycAnswer> {
  const facilityId = facilityOf(ctx).id;
  const numbers = checkedNumbers(form);
  const stored = await storeUploads(ctx, form.files);
  let replaced: string[] = [];
  try {
    await (tx ?? ctx.deps.db).transaction(async (t) => {
      const [legal] = await t.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId)).for('update');
      const docs = await documentsOf(t, facilityId, legalDocTypes);
      const sent = new Set(stored.map((s) => s.kind));
      const has = (kind: LegalDocType) => sent.has(kind) || docs.has(kind);
      const errors = completenessErrors(ctx, {
        tin: numbers.tin !== undefined || !!legal?.tinSealed,
        ssn: numbers.ssn !== undefined || !!legal?.ssnSealed,
        ein: has('ein_doc'),
        ss4: has('ss4_doc'),
        aoi: has('aoi'),
      });
      if (errors.length) throw new AppError('VALIDATION_FAILED', errors);
      if (numbers.tin !== undefined || numbers.ssn !== undefined) await saveNumbers(ctx, t, numbers);
      replaced = await saveDocuments(ctx, t, stored);
    });
  } catch (err) {
    await discard(ctx, stored);
    throw err;
  }
  await Promise.all(replaced.map((key) => ctx.deps.files.delete(key)));
  return getKyc(ctx, tx);
}

async function saveNumbers(ctx: Ctx, tx: DbOrTx, numbers: { tin?: string; ssn?: string }) {
  const facilityId = facilityOf(ctx).id;
  const { secrets } = ctx.deps;
  const set = {
    ...(numbers.tin === undefined
      ? {}
      : { tinSealed: secrets.seal(numbers.tin, sealContext.tin(facilityId)), tinLast4: numbers.tin.slice(-4) }),
    ...(numbers.ssn === undefined
      ? {}
      : { ssnSealed: secrets.seal(numbers.ssn, sealContext.ssn(facilityId)), ssnLast4: numbers.ssn.slice(-4) }),
    updatedAt: ctx.deps.clock.now(),
    updatedBy: ctx.user?.id ?? null,
  };
  await tx
    .insert(facilityLegal)
    .values({ facilityId, ...set })
    .onConflictDoUpdate({ target: facilityLegal.facilityId, set });
  // Which numbers changed, never their values.
  const changed = (['tin', 'ssn'] as const).filter((f) => numbers[f] !== undefined).join(',');
  await ctx.audit('legal.numbers_changed', { target: facilityId, detail: changed }, tx);
}

/**
 * The entity legal name as the facility's settings form (`update-facility`) sets it, beside the
 * payroll setting, in the caller's transaction; the caller writes the audit row.
 */
export async function saveEntityLegalName(
  tx: DbOrTx,
  facilityId: string,
  set: Pick<typeof facilityLegal.$inferInsert, 'entityLegalName' | 'businessType' | 'updatedAt' | 'updatedBy'>,
): Promise<void> {
  await tx
    .insert(facilityLegal)
    .values({ facilityId, ...set })
    .onConflictDoUpdate({ target: facilityLegal.facilityId, set });
}

/** The entity's legal name and business type (the company setup's entity details, decision 080), null until given. */
export async function entityDetailsOf(db: DbOrTx, facilityId: string): Promise<{ legalName: string | null; businessType: string | null }> {
  const [legal] = await db
    .select({ legalName: facilityLegal.entityLegalName, businessType: facilityLegal.businessType })
    .from(facilityLegal)
    .where(eq(facilityLegal.facilityId, facilityId));
  return legal ?? { legalName: null, businessType: null };
}

/** The facility's entity legal name, null until someone gives it. */
export async function entityLegalNameOf(db: DbOrTx, facilityId: string): Promise<string | null> {
  const [legal] = await db
    .select({ name: facilityLegal.entityLegalName })
    .from(facilityLegal)
    .where(eq(facilityLegal.facilityId, facilityId));
  return legal?.name ?? null;
}

/** `DELETE ?doc_type=`: EIN and SS4 only with `legal:numbers`. The file goes after the commit. */
export async function deleteKycDocument(ctx: Ctx, kind: LegalDocType, tx?: DbOrTx): Promise<KycAnswer> {
  if (isAdminDocument(kind) && !ctx.can('legal:numbers')) throw new AppError('FORBIDDEN', productMessages.notAllowed);
  const facilityId = facilityOf(ctx).id;
  const removed = await (tx ?? ctx.deps.db).transaction(async (t) => {
    const [row] = await t
      .delete(facilityDocuments)
      .where(and(eq(facilityDocuments.facilityId, facilityId), eq(facilityDocuments.kind, kind)))
      .returning({ fileKey: facilityDocuments.fileKey });
    if (!row) throw new AppError('NOT_FOUND');
    await ctx.audit('legal.document_deleted', { target: facilityId, detail: kind }, t);
    return row.fileKey;
  });
  await ctx.deps.files.delete(removed);
  return getKyc(ctx, tx);
}

/** The full number on the dialog's explicit reveal; the audit row names the field, never the value. */
export async function revealLegalNumber(ctx: Ctx, field: LegalNumberField, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const [legal] = await t.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId));
    const sealed = field === 'tin' ? legal?.tinSealed : legal?.ssnSealed;
    if (!sealed) throw new AppError('NOT_FOUND');
    const data = ctx.deps.secrets.open(sealed, sealContext[field](facilityId));
    await ctx.audit('legal.number_revealed', { target: facilityId, detail: field }, t);
    return { field, data };
  });
}
