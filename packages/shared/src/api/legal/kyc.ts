import { z } from 'zod';
import { facilityDocumentKinds, facilityDocumentStatuses, legalDocTypes } from '../../compliance/values';
import { defineContract, defineFileContract, pathOf } from '../contract';

/**
 * The facility's legal (KYC) record, spec 001 sections 3 and 7: GET, PATCH (multipart `aoi`,
 * `ein_doc`, `ss4_doc`, `tin`, `ssn`) and DELETE `?doc_type=` on one address. The entity legal
 * name is saved through `PATCH update-facility`; it is answered here for the dialog.
 */

/** A stored document: `data` is the address of the file route that serves its bytes. */
export const legalDocument = z.object({
  data: z.string(),
  filename: z.string(),
  filesize: z.number().int(),
  /** The marketplace's review (decision 025); REJECTED opens the resubmission dialog. */
  status: z.enum(facilityDocumentStatuses),
  rejection_reason: z.string().nullable(),
  uploaded_at: z.iso.datetime({ offset: true }),
});
export type LegalDocument = z.infer<typeof legalDocument>;

/** TIN and SSN are only ever answered masked (`***-**-1234`); the full number needs a reveal. */
export const maskedNumber = z.object({ data: z.string() });

/**
 * EIN and SS4 documents, TIN and SSN are null for callers without `legal:numbers` (the spec's
 * admin flag), whatever is stored.
 */
export const kycAnswer = z.object({
  ein_doc: legalDocument.nullable(),
  ss4_doc: legalDocument.nullable(),
  aoi: legalDocument.nullable(),
  tin: maskedNumber.nullable(),
  ssn: maskedNumber.nullable(),
  entity_legal_name: z.string().nullable(),
});
export type KycAnswer = z.infer<typeof kycAnswer>;

export const KYC_PATH = '/facilities/kyc';

export const getKycContract = defineContract({ method: 'GET', path: KYC_PATH, answer: kycAnswer });

/** The file fields of the PATCH, one file each; `tin` and `ssn` are its text fields. */
export const kycFileFields = legalDocTypes;
export const kycTextFields = ['tin', 'ssn'] as const;
/** What only a caller with `legal:numbers` may send (403 otherwise). */
export const kycAdminFields = ['tin', 'ssn', 'ein_doc', 'ss4_doc'] as const;

export const updateKycContract = defineContract({ method: 'PATCH', path: KYC_PATH, multipart: true, answer: kycAnswer });

export const deleteKycDocumentQuery = z.object({ doc_type: z.enum(legalDocTypes) });
export const deleteKycDocumentContract = defineContract({
  method: 'DELETE',
  path: KYC_PATH,
  query: deleteKycDocumentQuery,
  answer: kycAnswer,
});

export const legalNumberFields = ['tin', 'ssn'] as const;
export type LegalNumberField = (typeof legalNumberFields)[number];
export const revealLegalNumberBody = z.object({ field: z.enum(legalNumberFields) });
export const revealLegalNumberAnswer = z.object({ field: z.enum(legalNumberFields), data: z.string() });

/** The full TIN or SSN, on the dialog's explicit reveal; audited, ADMIN and OWNER only. */
export const revealLegalNumberContract = defineContract({
  method: 'POST',
  path: '/facilities/kyc/reveal',
  body: revealLegalNumberBody,
  answer: revealLegalNumberAnswer,
});

/** The bytes of a stored legal document or I-9 form, to a member who may see that kind. */
export const legalDocumentFileContract = defineFileContract({
  method: 'GET',
  path: '/facilities/kyc/files/:kind',
  params: z.object({ kind: z.enum(facilityDocumentKinds) }),
  file: true,
});

/** The version in the address keeps a browser from showing a replaced file from its cache. */
export const legalDocumentFilePath = (kind: (typeof facilityDocumentKinds)[number], version: string) =>
  `${pathOf(legalDocumentFileContract, { kind })}?v=${encodeURIComponent(version)}`;
