import type { Area } from '../../platform/area';
import { legalRoutes } from './routes';

/** Legal documents, KYC and I-9. */
export const legalArea: Area = { name: 'legal', routes: legalRoutes };

export { entityDetailsOf, entityLegalNameOf, saveEntityLegalName } from './kyc';
export { legalDocumentsComplete } from './documents';
