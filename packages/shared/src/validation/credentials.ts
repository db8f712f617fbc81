/**
 * The rules of an email and a password as plain functions, without zod, for the public pages'
 * forms (decision 060); the zod schemas of ./password are built from the same constants, so the
 * server and every form apply one rule.
 */
import { publicProductMessages } from '../messages-public';

/** NIST SP 800-63B: length only, no composition rules; the common-password check runs on the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** RFC 5321 section 4.5.3.1.3: a path is at most 256 octets, the address inside it 254. */
export const EMAIL_MAX = 254;
/** zod's own email pattern (`z.regexes.email`), named here so the forms test what the server tests. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An email as the server's schema reads it: trimmed and lowercased. */
export const normalEmail = (value: string) => value.trim().toLowerCase();

/** What is wrong with an email as typed, if anything. */
export function emailProblem(value: string): string | undefined {
  const email = normalEmail(value);
  // Too long is not a valid address either; zod's schema words it as its own "Too big" issue.
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? undefined : publicProductMessages.invalidEmail;
}

/** What is wrong with a new password, if anything. */
export function passwordProblem(value: string): string | undefined {
  if (value.length < PASSWORD_MIN) return publicProductMessages.passwordTooShort;
  if (value.length > PASSWORD_MAX) return publicProductMessages.passwordTooLong;
  return undefined;
}
