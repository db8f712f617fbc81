import { PHONE_COUNTRY_PREFIX, PHONE_DIGITS } from '../constants';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The 10 national digits of a US number typed or stored in any of the spec's shapes
 * ('+1(555) 123-4567', '(555) 123-4567', '5551234567', '+15551234567').
 */
export const nationalDigits = (value: string): string => {
  const trimmed = value.trim();
  const rest = trimmed.startsWith(PHONE_COUNTRY_PREFIX) ? trimmed.slice(PHONE_COUNTRY_PREFIX.length) : trimmed;
  const d = digits(rest);
  return d.length === PHONE_DIGITS + 1 && d.startsWith('1') ? d.slice(1) : d;
};

/** spec 000 section 5: display format (###) ###-####; other lengths are shown as given. */
export const formatPhoneDisplay = (value: string): string => {
  const d = nationalDigits(value);
  return d.length === PHONE_DIGITS ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : value;
};

/**
 * spec 000 and 001 section 5: the input mask +1(XXX) XXX-XXXX, applied as the user types.
 * The area code's first digit is 1-9, so a leading 0 is dropped like any non-digit.
 */
export const maskPhoneInput = (raw: string): string => {
  const d = nationalDigits(raw).replace(/^0+/, '').slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `${PHONE_COUNTRY_PREFIX}(${d}`;
  if (d.length <= 6) return `${PHONE_COUNTRY_PREFIX}(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `${PHONE_COUNTRY_PREFIX}(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** '+15551234567' for storage and SMS, or null when the number is not 10 national digits. */
export const toE164 = (value: string): string | null => {
  const d = nationalDigits(value);
  return d.length === PHONE_DIGITS ? `${PHONE_COUNTRY_PREFIX}${d}` : null;
};
