import { z } from 'zod';
import { productMessages } from '../messages';

/** NIST SP 800-63B: length only, no composition rules; the common-password check runs on the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, productMessages.passwordTooShort)
  .max(PASSWORD_MAX, productMessages.passwordTooLong);

export const emailSchema = z.string().trim().toLowerCase().max(254).email(productMessages.invalidEmail);
