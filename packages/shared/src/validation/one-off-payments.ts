import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { formatMoney, fromCents, toCents } from '../format/money';
import { messages, productMessages } from '../messages';
import { ONE_OFF_PAYMENT_MAX_CENTS, ONE_OFF_REASON_MAX_LENGTH } from '../money/one-off-payments';
import { oneOffPaymentKinds } from '../money/values';
import { numberReader, whenValid, type NumberSource } from './common';
import { ONE_CENT } from './money';

const maxAmount = formatMoney(fromCents(ONE_OFF_PAYMENT_MAX_CENTS));
const dollars = (source: NumberSource, error: string) =>
  z.preprocess(
    numberReader(source),
    z
      .number({ error })
      .multipleOf(ONE_CENT, error)
      .refine((v) => toCents(v) <= ONE_OFF_PAYMENT_MAX_CENTS, productMessages.oneOffAmountTooLarge(maxAmount)),
  );
const reasonText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(ONE_OFF_REASON_MAX_LENGTH, productMessages.oneOffReasonTooLong(ONE_OFF_REASON_MAX_LENGTH));
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid().optional());

/**
 * A one-off payment as an admin enters it (decision 077). A shift incentive names the booking it
 * was promised for, a correction the payroll run it corrects; the other kinds name neither.
 * "Not in the future" needs the facility's today: `oneOffDateError` (form and server).
 */
const createOneOffPayment = (source: NumberSource) =>
  z
    .object({
      employee_id: z.uuid({ error: productMessages.reimbursementEmployeeRequired }),
      kind: z.enum(oneOffPaymentKinds, { error: productMessages.oneOffKindRequired }),
      amount: dollars(source, messages.enterValidAmount).refine((v) => v > 0, messages.enterValidAmount),
      reason: reasonText(productMessages.oneOffReasonRequired),
      /** The day the payment is for: the day it was earned, promised or found owing. */
      dated: z.string({ error: productMessages.oneOffDateRequired }).min(1, productMessages.oneOffDateRequired).pipe(calendarDate),
      booking_id: optionalId,
      payroll_run_id: optionalId,
    })
    .refine((v) => (v.kind === 'SHIFT_INCENTIVE') === (v.booking_id !== undefined), {
      path: ['booking_id'],
      error: productMessages.oneOffBookingRequired,
      when: whenValid('kind', 'booking_id'),
    })
    .refine((v) => (v.kind === 'CORRECTION') === (v.payroll_run_id !== undefined), {
      path: ['payroll_run_id'],
      error: productMessages.oneOffRunRequired,
      when: whenValid('kind', 'payroll_run_id'),
    });
/** The body of `POST one-off-payments`: the amount as a JSON number only. */
export const createOneOffPaymentSchema = createOneOffPayment('json');
/** The new-payment dialog's fields as typed. */
export const createOneOffPaymentFormSchema = createOneOffPayment('form');
export type CreateOneOffPaymentInput = z.input<typeof createOneOffPaymentSchema>;
export type CreateOneOffPayment = z.output<typeof createOneOffPaymentSchema>;

/** The payment's day is on or before the facility's today (both 'YYYY-MM-DD'): an error message, or null. */
export const oneOffDateError = (dated: string, today: string): string | null => (dated > today ? productMessages.oneOffDateInFuture : null);

/** A rejection says why, for the admin who entered it. */
export const rejectOneOffPaymentSchema = z.object({ reason: reasonText(productMessages.oneOffRejectReasonRequired) });
export type RejectOneOffPayment = z.output<typeof rejectOneOffPaymentSchema>;

/** The facility's approval threshold in dollars: from $0 to the payment maximum. */
const threshold = (source: NumberSource) =>
  z.object({
    one_off_approval_threshold: dollars(source, productMessages.oneOffThresholdInvalid(maxAmount)).refine(
      (v) => v >= 0,
      productMessages.oneOffThresholdInvalid(maxAmount),
    ),
  });
export const paymentSettingsSchema = threshold('json');
export const paymentSettingsFormSchema = threshold('form');
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;
