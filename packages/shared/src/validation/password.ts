import { z } from 'zod';
import { productMessages } from '../messages';
import { EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './credentials';

export { PASSWORD_MAX, PASSWORD_MIN } from './credentials';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, productMessages.passwordTooShort)
  .max(PASSWORD_MAX, productMessages.passwordTooLong);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .email({ pattern: EMAIL_PATTERN, error: productMessages.invalidEmail });
