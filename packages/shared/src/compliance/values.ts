/**
 * The facility's compliance records (issue 13): legal documents, the I-9 form and the funding
 * bank account. The database enums are built from these lists, so a value exists once.
 */

/** The documents of the legal (KYC) record, spec 001 section 3, and the I-9 of the profile. */
export const facilityDocumentKinds = ['ein_doc', 'ss4_doc', 'aoi', 'i9_form'] as const;
export type FacilityDocumentKind = (typeof facilityDocumentKinds)[number];

/** The legal documents a DELETE may name (`?doc_type=`), spec 001 section 7. */
export const legalDocTypes = ['ss4_doc', 'ein_doc', 'aoi'] as const;
export type LegalDocType = (typeof legalDocTypes)[number];

/**
 * A document's review: SUBMITTED until the marketplace's compliance team looks at it, then
 * ACCEPTED or REJECTED (with a reason, which opens the resubmission dialog).
 */
export const facilityDocumentStatuses = ['SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type FacilityDocumentStatus = (typeof facilityDocumentStatuses)[number];

export const bankAccountTypes = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/**
 * A funding account's life: the provider sends two micro-deposits (PENDING_DEPOSITS), they
 * arrive (AWAITING_VERIFICATION), the admin confirms both amounts (VERIFIED). Three wrong tries
 * end in FAILED; ten days without the right amounts end in EXPIRED; REMOVED when replaced.
 */
export const bankAccountStatuses = ['PENDING_DEPOSITS', 'AWAITING_VERIFICATION', 'VERIFIED', 'FAILED', 'EXPIRED', 'REMOVED'] as const;
export type BankAccountStatus = (typeof bankAccountStatuses)[number];

/** Statuses of an account that is still the facility's (at most one at a time). */
export const liveBankAccountStatuses = [
  'PENDING_DEPOSITS',
  'AWAITING_VERIFICATION',
  'VERIFIED',
] as const satisfies readonly BankAccountStatus[];

/** spec 000: three tries at the two amounts. */
export const BANK_VERIFICATION_ATTEMPTS = 3;
/** Days the deposits may be confirmed in, counted from when the account was added. */
export const BANK_VERIFICATION_EXPIRY_DAYS = 10;
