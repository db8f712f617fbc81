import type { I9FormAnswer } from '@careroster/shared/api/legal/i9-form';
import type { LegalDocument } from '@careroster/shared/api/legal/kyc';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import type { Upload } from '../../platform/files/upload';
import { discard, documentAnswer, documentsOf, saveDocuments, storeUploads } from './documents';

export async function getI9Form(ctx: Ctx, tx?: DbOrTx): Promise<I9FormAnswer> {
  const row = (await documentsOf(tx ?? ctx.deps.db, facilityOf(ctx).id, ['i9_form'])).get('i9_form');
  return row ? documentAnswer(row) : null;
}

/** `PATCH update-profile` with `i9_form`: the same checks, store and audit as a legal document. */
export async function uploadI9Form(ctx: Ctx, upload: Upload, tx?: DbOrTx): Promise<LegalDocument> {
  const stored = await storeUploads(ctx, [{ ...upload, kind: 'i9_form' }]);
  const replaced = await (tx ?? ctx.deps.db)
    .transaction((t) => saveDocuments(ctx, t, stored))
    .catch(async (err: unknown) => {
      await discard(ctx, stored);
      throw err;
    });
  await Promise.all(replaced.map((key) => ctx.deps.files.delete(key)));
  return (await getI9Form(ctx, tx))!;
}
