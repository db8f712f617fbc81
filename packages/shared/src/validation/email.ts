import { z } from 'zod';
import { messages } from '../messages';

/** spec 001 section 5: a "simple address pattern", one @ and a dot in the domain. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isSimpleEmail = (value: string): boolean => SIMPLE_EMAIL_PATTERN.test(value.trim());

/** spec 001 section 5, positions editor: contact email valid or empty. */
export const contactEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || SIMPLE_EMAIL_PATTERN.test(v), { error: messages.enterValidEmail });

/** spec 001 section 5, shift form: contact email required and valid. */
export const requiredEmailSchema = z
  .string({ error: messages.enterValidEmailAddress })
  .trim()
  .max(254, messages.enterValidEmailAddress)
  .regex(SIMPLE_EMAIL_PATTERN, messages.enterValidEmailAddress);
