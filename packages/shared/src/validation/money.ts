import { z } from 'zod';
import { BANK_VERIFICATION_MAX_AMOUNT } from '../constants';
import { fromCents } from '../format/money';
import { messages } from '../messages';
import { numberReader, type NumberSource } from './common';

/**
 * Dollar amounts are whole cents. As `multipleOf` (float-safe in zod) rather than a refinement,
 * the rule also reaches the OpenAPI document, where a generated client can see it.
 */
export const ONE_CENT = fromCents(1);

/** spec 000 section 5: vault funding amount greater than 0, else 'Enter valid amount'. */
const vaultAmount = (source: NumberSource) =>
  z.preprocess(
    numberReader(source),
    z
      .number({ error: messages.enterValidAmount })
      .gt(0, messages.enterValidAmount)
      // Dollars carry at most 2 decimals (DESIGN.md); a third would be lost in cents.
      .multipleOf(ONE_CENT, { error: messages.enterValidAmount }),
  );
/** The amount of a JSON body: a number only. */
export const vaultAmountSchema = vaultAmount('json');
/** The amount as the form's text. */
export const vaultAmountFormSchema = vaultAmount('form');

export const vaultFundSchema = z.object({ amount: vaultAmountSchema });
export type VaultFundInput = z.input<typeof vaultFundSchema>;
export type VaultFund = z.output<typeof vaultFundSchema>;

/** spec 000 section 5: funding needs both a funding account and a vault account. */
export const vaultFundingAccountsError = (
  fundingAccountId: string | null | undefined,
  vaultAccountId: string | null | undefined,
): string | null => (fundingAccountId && vaultAccountId ? null : messages.vaultNeedsAccounts);

/**
 * spec 000 section 5: each verification amount required, at most 0.1. A micro-deposit is never
 * 0, so 0 counts as not entered.
 */
const verificationAmount = (required: string, source: NumberSource) =>
  z.preprocess(numberReader(source), z.number({ error: required }).gt(0, required).max(BANK_VERIFICATION_MAX_AMOUNT, messages.amountMax));

const bankVerification = (source: NumberSource) =>
  z.object({
    amount1: verificationAmount(messages.amount1Required, source),
    amount2: verificationAmount(messages.amount2Required, source),
  });
/** The body of `POST verify-deposits`: numbers only. */
export const bankVerificationSchema = bankVerification('json');
/** The verification dialog's two text fields. */
export const bankVerificationFormSchema = bankVerification('form');
export type BankVerificationInput = z.input<typeof bankVerificationSchema>;
export type BankVerification = z.output<typeof bankVerificationSchema>;
