import { z } from 'zod';
import { bankAccountStatuses, bankAccountTypes } from '../../compliance/values';

/**
 * The facility's funding account as every answer shows it (issue 13): the number masked
 * (`****1234`), never the micro-deposit amounts. A FAILED or EXPIRED account is still shown, with
 * no attempts left, until a new one replaces it.
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  status: z.enum(bankAccountStatuses),
  holder_name: z.string(),
  routing_number: z.string(),
  account_number: z.string(),
  account_type: z.enum(bankAccountTypes),
  attempts_left: z.number().int(),
  deposits_arrived: z.boolean(),
  deposits_arrived_at: z.string().nullable(),
  expires_at: z.string(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountAnswer = z.object({ account: bankAccountSchema.nullable() });
export type BankAccountAnswer = z.infer<typeof bankAccountAnswer>;
