import { z } from 'zod';
import { publicProductMessages } from '../../messages-public';
import { emailSchema } from '../../validation/password';
import { defineContract } from '../contract';

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** A new owner's sign-up (issue 31, decision 080): who they are and the company they set up. */
export const signUpBody = z.object({
  first_name: text(100, publicProductMessages.signUpNameInvalid('first name')),
  last_name: text(100, publicProductMessages.signUpNameInvalid('last name')),
  email: emailSchema,
  company_name: text(120, publicProductMessages.signUpCompanyInvalid),
});
export type SignUpBody = z.input<typeof signUpBody>;

/**
 * POST setup/sign-up (public, rate-limited): always the same answer, whether the address has an
 * account or not (no account enumeration); the mailbox learns which.
 */
export const signUpContract = defineContract({
  method: 'POST',
  path: '/setup/sign-up',
  body: signUpBody,
  answer: z.object({ message: z.string() }),
});
