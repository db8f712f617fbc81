import { z } from 'zod';
import { formatMoney, fromCents } from '../format/money';
import { productMessages } from '../messages';
import { calendarDate } from './calendar-date';
import { numberReader, whenValid, type NumberSource } from './common';
import { ONE_CENT } from './money';

/** The highest rates a pay change accepts (decision 064): far above any nurse's, low enough to catch a slipped digit. */
export const HOURLY_RATE_MAX_CENTS = 100_000;
export const MONTHLY_RATE_MAX_CENTS = 10_000_000;
/** Pay type, payment category and the Paychex ids are the bulk-invite file's free text; this bounds them. */
export const PAY_TEXT_MAX_LENGTH = 40;
/** Offered by the form; the server keeps any text a bulk-invite file brought (PBJ reads SALARY as exempt). */
export const payTypeOptions = ['HOURLY', 'SALARY'] as const;
export const paymentCategoryOptions = ['W2', '1099'] as const;

/**
 * The hourly rate of a monthly salary: 12 months over a 2,080-hour year (52 weeks of 40 hours),
 * rounded to the cent. Bulk invite and a pay change without an hourly rate use it.
 */
export const hourlyFromMonthlyCents = (monthlyCents: number): number => Math.round((monthlyCents * 12) / 2080);

const rate = (maxCents: number, message: (max: string) => string) => {
  const error = message(formatMoney(fromCents(maxCents)));
  return z.number({ error }).gt(0, error).max(fromCents(maxCents), error).multipleOf(ONE_CENT, error);
};

/** Free text of at most PAY_TEXT_MAX_LENGTH characters; empty is none. */
const payText = (label: string) =>
  z
    .string()
    .trim()
    .max(PAY_TEXT_MAX_LENGTH, productMessages.payTextTooLong(label, PAY_TEXT_MAX_LENGTH))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A pay change (issue 27, docs/decisions/064-pay-details.md): the details in force from
 * `effective_from` (a facility-local date) on, a whole set each time. An hourly or a monthly rate
 * (or both); dollars with at most two decimals. Whether the date falls in approved payroll is the
 * server's check (it needs the runs).
 */
const payDetails = (source: NumberSource) =>
  z
    .object({
      effective_from: z
        .string({ error: productMessages.payEffectiveFromRequired })
        .min(1, productMessages.payEffectiveFromRequired)
        .pipe(calendarDate),
      hourly_rate: z.preprocess(numberReader(source), rate(HOURLY_RATE_MAX_CENTS, productMessages.payHourlyRateInvalid).optional()),
      monthly_rate: z.preprocess(numberReader(source), rate(MONTHLY_RATE_MAX_CENTS, productMessages.payMonthlyRateInvalid).optional()),
      pay_type: payText(productMessages.payTypeLabel),
      payment_category: payText(productMessages.paymentCategoryLabel),
      paychex_emp_id: payText(productMessages.payPaychexEmpIdLabel),
      paychex_org_id: payText(productMessages.payPaychexOrgIdLabel),
      paychex_org_id_15: payText(productMessages.payPaychexOrgId15Label),
    })
    .refine((v) => v.hourly_rate !== undefined || v.monthly_rate !== undefined, {
      path: ['hourly_rate'],
      error: productMessages.payRateRequired,
      when: whenValid('hourly_rate', 'monthly_rate'),
    });

/** The body of the pay change: numbers as JSON numbers. */
export const payDetailsSchema = payDetails('json');
/** The Change pay dialog's fields as typed. */
export const payDetailsFormSchema = payDetails('form');
export type PayDetailsInput = z.input<typeof payDetailsSchema>;
export type PayDetails = z.output<typeof payDetailsSchema>;
