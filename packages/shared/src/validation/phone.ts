import { z } from 'zod';
import { messages } from '../messages';

/**
 * spec 000 section 5: an optional +country prefix, then 3-3-4 digits; the area code starts
 * 1-9 (the spec's rule, looser than NANP's 2-9). Matches the +1(XXX) XXX-XXXX mask, the
 * (###) ###-#### display and bare digits.
 */
export const PHONE_PATTERN = /^(\+\d{1,3}\s?)?(\([1-9]\d{2}\)|[1-9]\d{2})[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** spec 001 section 5: contact phone required, 10 digits, 'Please enter correct phone number'. */
export const phoneSchema = z.string({ error: messages.phoneInvalid }).trim().regex(PHONE_PATTERN, messages.phoneInvalid);

/** The positions editor's contact phone may be left empty. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: messages.phoneInvalid });
