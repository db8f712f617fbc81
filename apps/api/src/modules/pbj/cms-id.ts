import type { CmsIdInput } from '@careroster/shared/api/pbj/cms-id';
import { productMessages } from '@careroster/shared/messages';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { saveAreaSettings } from '../facility';

/** The facility's CMS id, the file header's facilityId (the contract and the database check its shape). */
export async function updateCmsId(ctx: Ctx, input: CmsIdInput, tx?: DbOrTx): Promise<{ cms_facility_id: string; message: string }> {
  const facilityId = facilityOf(ctx).id;
  const cmsId = input.cms_facility_id.trim();
  const work = async (db: DbOrTx) => {
    await saveAreaSettings(db, facilityId, { cmsFacilityId: cmsId });
    await ctx.audit('pbj.cms_id_changed', { target: facilityId }, db);
  };
  await (tx ? work(tx) : ctx.deps.db.transaction(work));
  return { cms_facility_id: cmsId, message: productMessages.pbjCmsIdSaved };
}
