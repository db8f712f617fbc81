import { z } from 'zod';
import { productMessages } from '../../messages';
import { CMS_FACILITY_ID } from '../../pbj/codes';
import { defineContract } from '../contract';

export const cmsIdBody = z.object({
  cms_facility_id: z.string({ error: productMessages.pbjCmsIdInvalid }).trim().regex(CMS_FACILITY_ID, productMessages.pbjCmsIdInvalid),
});
export type CmsIdInput = z.input<typeof cmsIdBody>;

/** PATCH facilities/pbj/cms-id (money:move): the facility's CMS id, the file header's facilityId. */
export const updateCmsIdContract = defineContract({
  method: 'PATCH',
  path: '/facilities/pbj/cms-id',
  body: cmsIdBody,
  answer: z.object({ cms_facility_id: z.string(), message: z.string() }),
});
