import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { centsOfMills, formatMileRate, formatMoney, fromCents, fromMills, toCents, toMills } from '../format/money';
import { messages, productMessages } from '../messages';
import {
  irsMileageRateMills,
  MILE_RATE_MAX_MILLS,
  MILE_RATE_MIN_MILLS,
  REIMBURSEMENT_DESCRIPTION_MAX_LENGTH,
  REIMBURSEMENT_MAX_CENTS,
  REIMBURSEMENT_MAX_MILES,
  VAULT_FUNDING_MAX_CENTS,
} from '../money/payments';
import { categoryCodeField, MILEAGE_CATEGORY } from '../company/categories';
import { numberReader, whenValid, type NumberSource } from './common';
import { ONE_CENT, vaultAmountFormSchema, vaultAmountSchema } from './money';

/** spec 000 section 5 (greater than 0, 'Enter valid amount'), and at most one funding's limit. */
const withinFundingLimit = (amount: typeof vaultAmountSchema) =>
  amount.refine((dollars) => toCents(dollars) <= VAULT_FUNDING_MAX_CENTS, {
    error: productMessages.vaultFundingTooLarge(formatMoney(fromCents(VAULT_FUNDING_MAX_CENTS))),
  });
/** The body of `POST vault`: the amount as a JSON number only. */
export const fundVaultSchema = z.object({ amount: withinFundingLimit(vaultAmountSchema) });
/** The fund-vault dialog's amount as typed. */
export const fundVaultFormSchema = z.object({ amount: withinFundingLimit(vaultAmountFormSchema) });
export type FundVaultInput = z.input<typeof fundVaultSchema>;
export type FundVault = z.output<typeof fundVaultSchema>;

const milesInvalid = productMessages.reimbursementMilesInvalid(REIMBURSEMENT_MAX_MILES);
const mileRateInvalid = productMessages.reimbursementMileRateInvalid(
  formatMileRate(fromMills(MILE_RATE_MIN_MILLS)),
  formatMileRate(fromMills(MILE_RATE_MAX_MILLS)),
);
const optionalNumber = (inner: z.ZodNumber, source: NumberSource) => z.preprocess(numberReader(source), inner.optional());

/**
 * A nurse's expense as the facility enters it (issue 14). MILEAGE is whole miles times a rate per
 * mile (the IRS rate of the expense's year unless the facility enters its own, to three decimals
 * as the IRS publishes it); every other category is an amount.
 * "Not in the future" needs the facility's today: `reimbursementDateError` (form and server).
 */
const createReimbursement = (source: NumberSource) =>
  z
    .object({
      employee_id: z.uuid({ error: productMessages.reimbursementEmployeeRequired }),
      /** The code of one of the facility's active expense categories (decision 078): the server checks the list. */
      category: categoryCodeField(productMessages.reimbursementCategoryRequired),
      description: z
        .string({ error: productMessages.reimbursementDescriptionRequired })
        .trim()
        .min(1, productMessages.reimbursementDescriptionRequired)
        .max(REIMBURSEMENT_DESCRIPTION_MAX_LENGTH, productMessages.reimbursementDescriptionTooLong(REIMBURSEMENT_DESCRIPTION_MAX_LENGTH)),
      incurred_on: z
        .string({ error: productMessages.reimbursementDateRequired })
        .min(1, productMessages.reimbursementDateRequired)
        .pipe(calendarDate),
      /** Dollars, for every category but MILEAGE. */
      amount: optionalNumber(
        z.number({ error: messages.enterValidAmount }).gt(0, messages.enterValidAmount).multipleOf(ONE_CENT, messages.enterValidAmount),
        source,
      ),
      /** MILEAGE: whole miles and dollars per mile. */
      miles: optionalNumber(
        z.number({ error: milesInvalid }).int(milesInvalid).min(1, milesInvalid).max(REIMBURSEMENT_MAX_MILES, milesInvalid),
        source,
      ),
      mile_rate: optionalNumber(
        z
          .number({ error: mileRateInvalid })
          .min(fromMills(MILE_RATE_MIN_MILLS), mileRateInvalid)
          .max(fromMills(MILE_RATE_MAX_MILLS), mileRateInvalid)
          .multipleOf(fromMills(1), mileRateInvalid),
        source,
      ),
    })
    // Each check runs once its own fields passed, so the form shows every problem at once.
    .refine((v) => v.category !== MILEAGE_CATEGORY || v.miles !== undefined, {
      path: ['miles'],
      error: milesInvalid,
      when: whenValid('category', 'miles'),
    })
    .refine((v) => v.category === MILEAGE_CATEGORY || v.amount !== undefined, {
      path: ['amount'],
      error: messages.enterValidAmount,
      when: whenValid('category', 'amount'),
    })
    .refine((v) => reimbursementCents(v) <= REIMBURSEMENT_MAX_CENTS, {
      path: ['amount'],
      error: productMessages.reimbursementAmountTooLarge(formatMoney(fromCents(REIMBURSEMENT_MAX_CENTS))),
      when: whenValid('category', 'amount', 'miles', 'mile_rate', 'incurred_on'),
    });
/** The body of `POST reimbursements`: amounts, miles and rates as JSON numbers only. */
export const createReimbursementSchema = createReimbursement('json');
/** The new-reimbursement dialog's fields as typed. */
export const createReimbursementFormSchema = createReimbursement('form');
export type CreateReimbursementInput = z.input<typeof createReimbursementSchema>;
export type CreateReimbursement = z.output<typeof createReimbursementSchema>;

/** What decides a reimbursement's sum. */
type ReimbursementSum = {
  category: string;
  incurred_on: string;
  amount?: number | undefined;
  miles?: number | undefined;
  mile_rate?: number | undefined;
};

/** The rate a mileage claim is paid at, in thousandths of a dollar per mile: the facility's own, or the IRS rate of its year. */
export const mileRateMills = (input: Pick<ReimbursementSum, 'mile_rate' | 'incurred_on'>): number =>
  input.mile_rate === undefined ? irsMileageRateMills(input.incurred_on) : toMills(input.mile_rate);

/** What a reimbursement pays, in cents: miles x rate per mile for MILEAGE (rounded half up once), the amount otherwise. */
export function reimbursementCents(input: ReimbursementSum): number {
  if (input.category === MILEAGE_CATEGORY) return centsOfMills((input.miles ?? 0) * mileRateMills(input));
  return toCents(input.amount ?? 0);
}

/** The expense happened on or before the facility's today (both 'YYYY-MM-DD'): an error message, or null. */
export const reimbursementDateError = (incurredOn: string, today: string): string | null =>
  incurredOn > today ? productMessages.reimbursementDateInFuture : null;
