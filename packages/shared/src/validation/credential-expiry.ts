import { z } from 'zod';
import { API_DATE_FORMAT, CREDENTIAL_EXPIRY_MAX_YEARS_AHEAD, CREDENTIAL_EXPIRY_MIN_DAYS_AHEAD } from '../constants';
import { parseApiDate } from '../format/date-time';
import { messages } from '../messages';

/**
 * spec 001 sections 5 and 9: a credential expiry lies from tomorrow to 100 years ahead.
 * `today` is the facility's calendar day (format/date-time `todayIn`), not the server's.
 */
export const credentialExpiryBounds = (today: string): { min: string; max: string } => {
  const day = parseApiDate(today);
  if (!day) throw new RangeError(`Invalid date: ${today}`);
  return {
    min: day.add(CREDENTIAL_EXPIRY_MIN_DAYS_AHEAD, 'day').format(API_DATE_FORMAT),
    max: day.add(CREDENTIAL_EXPIRY_MAX_YEARS_AHEAD, 'year').format(API_DATE_FORMAT),
  };
};

// YYYY-MM-DD strings compare like the dates they name.
export const isValidCredentialExpiry = (expiry: string, today: string): boolean => {
  const { min, max } = credentialExpiryBounds(today);
  return parseApiDate(expiry) !== null && expiry >= min && expiry <= max;
};

/**
 * The expiry payload (spec 001 section 7: expiry as YYYY-MM-DD). Too early gets the spec's
 * date-picker text; the spec has none for "too late", so that one is zod's default.
 */
export const credentialExpirySchema = (today: string) => {
  const { min, max } = credentialExpiryBounds(today);
  return z
    .string({ error: messages.futureDate })
    .refine((v) => parseApiDate(v) !== null, { error: messages.futureDate, abort: true })
    .refine((v) => v >= min, { error: messages.futureDate, abort: true })
    .refine((v) => v <= max);
};

export const credentialExpiryBody = (today: string) => z.object({ expiry: credentialExpirySchema(today) });
