import { z } from 'zod';
import { bankAccountTypes } from '../compliance/values';
import { productMessages } from '../messages';

/**
 * The ABA routing number's check digit: weights 3, 7, 1 repeated over the nine digits, and the
 * sum is a multiple of 10 (ABA "Key to Routing Numbers"). It catches every single wrong digit
 * and most swaps, so a typo is refused before the provider is asked.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

export const BANK_HOLDER_NAME_MAX = 100;

/** Issue 13: the facility's funding account as the admin types it (spaces and dashes in numbers are dropped). */
export const addBankAccountSchema = z.object({
  holder_name: z
    .string({ error: productMessages.bankHolderRequired })
    .trim()
    .min(1, productMessages.bankHolderRequired)
    .max(BANK_HOLDER_NAME_MAX, productMessages.bankHolderTooLong(BANK_HOLDER_NAME_MAX)),
  routing_number: z.preprocess(
    digitsOnly,
    z
      .string({ error: productMessages.bankRoutingRequired })
      .min(1, productMessages.bankRoutingRequired)
      .refine(isAbaRoutingNumber, productMessages.bankRoutingInvalid),
  ),
  account_number: z.preprocess(
    digitsOnly,
    z
      .string({ error: productMessages.bankAccountNumberRequired })
      .min(1, productMessages.bankAccountNumberRequired)
      .regex(/^\d{4,17}$/, productMessages.bankAccountNumberInvalid),
  ),
  account_type: z.enum(bankAccountTypes, { error: productMessages.bankAccountTypeRequired }),
});
export type AddBankAccountInput = z.input<typeof addBankAccountSchema>;
export type AddBankAccount = z.output<typeof addBankAccountSchema>;

/** The masked account number every answer carries: the full one never leaves the server. */
export const maskedAccountNumber = (last4: string) => `****${last4}`;
