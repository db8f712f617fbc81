import { z } from 'zod';
import { messages } from '../messages';

/** spec 001 section 5: TIN as ddd-dd-dddd (the spec's shape; an EIN's dd-ddddddd is not it). */
export const TIN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

/**
 * spec 001 section 5: SSN ddd-dd-dddd; area not 000, 666 or 9xx, group not 00, serial not
 * 0000 (the numbers the SSA never issues).
 */
export const SSN_PATTERN = /^(?!000|666|9\d{2})\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;

export const isValidTin = (value: string): boolean => TIN_PATTERN.test(value.trim());
export const isValidSsn = (value: string): boolean => SSN_PATTERN.test(value.trim());

export const tinSchema = z.string({ error: messages.tinInvalid }).trim().regex(TIN_PATTERN, messages.tinInvalid);

export const ssnSchema = z.string({ error: messages.ssnInvalid }).trim().regex(SSN_PATTERN, messages.ssnInvalid);

export const entityLegalNameSchema = z.string({ error: messages.entityLegalNameRequired }).trim().min(1, messages.entityLegalNameRequired);

/** spec 001 section 6: TIN and SSN are sent only by admins. */
export const legalNumbersSchema = z.object({ tin: tinSchema, ssn: ssnSchema });
export type LegalNumbers = z.output<typeof legalNumbersSchema>;

export type LegalDocChoice = 'EIN' | 'SS4';

/** spec 001 section 4: EIN when an EIN document exists, otherwise SS4. */
export const defaultLegalDocChoice = (hasEinDoc: boolean): LegalDocChoice => (hasEinDoc ? 'EIN' : 'SS4');

/**
 * spec 001 sections 5 and 6: admins need the EIN or SS4 document of their choice; everyone
 * needs the AOI document. Returns the messages to show, in form order.
 */
export const legalDocumentErrors = (docs: {
  isAdmin: boolean;
  choice: LegalDocChoice;
  hasEinDoc: boolean;
  hasSs4Doc: boolean;
  hasAoiDoc: boolean;
}): string[] => {
  const errors: string[] = [];
  if (docs.isAdmin && docs.choice === 'EIN' && !docs.hasEinDoc) errors.push(messages.einDocRequired);
  if (docs.isAdmin && docs.choice === 'SS4' && !docs.hasSs4Doc) errors.push(messages.ss4DocRequired);
  if (!docs.hasAoiDoc) errors.push(messages.aoiDocRequired);
  return errors;
};
