import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants';
import { messages, productMessages } from '../messages';
import { dependentRelations, valuesOf, w4FilingStatuses } from '../lookups';
import { calendarDate } from './calendar-date';
import type { FileRule } from './file';
import { SSN_PATTERN } from './legal';
import { ONE_CENT } from './money';

/**
 * An employee's tax forms and dependents (issue 27, decision 065). The W-4 is the IRS's Form W-4
 * of 2020 and later ("Employee's Withholding Certificate"; instructions on the form itself and in
 * IRS Publication 15-T): Step 1(c) filing status, Step 2(c) multiple jobs, Step 3 the dependents
 * and other credits amount, Step 4(a) other income, 4(b) deductions, 4(c) extra withholding per
 * pay period, and the exempt claim written below Step 4(c).
 */

/** Amounts stay below $10,000,000 so their cents fit the database's integer column. */
export const W4_AMOUNT_MAX = 10_000_000;

const w4Amount = z
  .number({ error: productMessages.w4AmountInvalid })
  .nonnegative(productMessages.w4AmountInvalid)
  .multipleOf(ONE_CENT, { error: productMessages.w4AmountInvalid })
  .lt(W4_AMOUNT_MAX, productMessages.w4AmountTooLarge);

/**
 * The W-4 as entered. An exempt employee "completes Steps 1(a), 1(b), and 5" and no other step
 * (Form W-4 instructions, "Exemption from withholding"), so an exempt form carries no Step 2-4
 * entries; Step 1(c) is kept for the payroll file, which has the column either way.
 */
export const w4FormSchema = z
  .object({
    filing_status: z.enum(valuesOf(w4FilingStatuses), { error: productMessages.w4FilingStatusInvalid }),
    multiple_jobs: z.boolean(),
    dependents_amount: w4Amount,
    other_income: w4Amount,
    deductions: w4Amount,
    extra_withholding: w4Amount,
    exempt: z.boolean(),
    signed_date: calendarDate,
  })
  .refine(
    (f) =>
      !f.exempt ||
      (!f.multiple_jobs && f.dependents_amount === 0 && f.other_income === 0 && f.deductions === 0 && f.extra_withholding === 0),
    { error: productMessages.w4ExemptWithAmounts, path: ['exempt'] },
  );
export type W4Form = z.output<typeof w4FormSchema>;

/** The date a form was signed or a dependent was born: not after the facility's today. */
export const notAfterToday = (date: string, today: string): boolean => date <= today;

/** A W-2's tax year: from 2000 to the current year (a W-2 may be given early when employment ends). */
export const W2_FIRST_TAX_YEAR = 2000;
export const isW2TaxYear = (year: number, today: string): boolean =>
  Number.isInteger(year) && year >= W2_FIRST_TAX_YEAR && year <= Number(today.slice(0, 4));

/** How a W-2 arrived: uploaded on the employee's page, or imported with the provider's files. */
export const w2Sources = ['UPLOAD', 'IMPORT'] as const;

/** W-2 documents are PDFs (what payroll providers produce); the content is checked on the server. */
export const w2FileRule: FileRule = {
  maxBytes: UPLOAD_MAX_BYTES,
  extensions: ['pdf'],
  sizeMessage: messages.fileBelow10Mb,
  typeMessage: productMessages.w2NotPdf,
};

/** At most this many files in one W-2 import. */
export const W2_IMPORT_MAX_FILES = 50;

const EMP_ID_MAX = 2_147_483_647;

/** The employee ID (emp_id) an imported file is named after: `1042.pdf`, `1042-w2-2025.pdf`, `1042_smith.pdf`. */
export const empIdOfW2Filename = (filename: string): number | null => {
  const match = /^(\d{1,10})(?:[-_ .][^/\\]*)?\.pdf$/i.exec(filename.trim());
  const id = match ? Number(match[1]) : null;
  // emp_id is a PostgreSQL integer: a longer number is no employee's ID.
  return id !== null && id <= EMP_ID_MAX ? id : null;
};

export const DEPENDENT_NAME_MAX = 100;
const dependentName = z
  .string({ error: productMessages.dependentNameRequired })
  .trim()
  .min(1, productMessages.dependentNameRequired)
  .max(DEPENDENT_NAME_MAX);

/** A dependent's SSN as typed through the XXX-XX-XXXX mask (spec 000 section 5). */
export const dependentSsnSchema = z.string({ error: messages.ssnInvalid }).trim().regex(SSN_PATTERN, messages.ssnInvalid);

/**
 * A dependent: name, the spec's relation (spec 000 section 3), date of birth and an optional SSN
 * (a newborn may have none yet). On an update an absent `ssn` keeps the stored one, null removes it.
 */
export const dependentSchema = z.object({
  first_name: dependentName,
  last_name: dependentName,
  relation: z.enum(valuesOf(dependentRelations), { error: productMessages.dependentRelationInvalid }),
  date_of_birth: calendarDate,
  ssn: dependentSsnSchema.nullable().optional(),
});
export type DependentInput = z.output<typeof dependentSchema>;
