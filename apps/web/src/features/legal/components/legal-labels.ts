import type { FacilityDocumentKind } from '@careroster/shared/compliance/values';

/** How each document is named on the settings page and in the dialogs. */
export const legalDocumentLabels: Record<FacilityDocumentKind, string> = {
  ein_doc: 'EIN Document',
  ss4_doc: 'SS4 Document',
  aoi: 'Articles of Incorporation (AOI)',
  i9_form: 'I-9 form',
};
