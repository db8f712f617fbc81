import { z } from 'zod';
import { isSimpleEmail } from '../../validation/email';
import { messages } from '../../messages';

/** The bulk-invite row's cell limit (modules/employees/bulk-validate.ts), for the same fields typed by hand. */
export const EMPLOYEE_TEXT_MAX = 100;

export const requiredText = z.string().trim().min(1).max(EMPLOYEE_TEXT_MAX);
/** Empty is no value: stored as null. */
export const optionalText = z
  .string()
  .trim()
  .max(EMPLOYEE_TEXT_MAX)
  .nullable()
  .transform((v) => (v ? v : null));
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullable()
  .refine((v) => !v || isSimpleEmail(v), { error: messages.enterValidEmail })
  .transform((v) => (v ? v.toLowerCase() : null));
