import { z } from 'zod';
import { productMessages } from '../messages';
import { calendarDate } from '../validation/calendar-date';
import { usStateField } from './regions';

/**
 * The facility's employer tax setup (issue 31, decision 078): what the payroll provider needs to
 * file for it. CareRoster files nothing; it keeps these and carries them to the provider's files.
 */

/** An Employer Identification Number as the IRS prints it, NN-NNNNNNN (Form SS-4); nine digits are read as that. */
export const einField = z
  .string({ error: productMessages.taxEinInvalid })
  .trim()
  .transform((v) => (/^\d{9}$/.test(v) ? `${v.slice(0, 2)}-${v.slice(2)}` : v))
  .pipe(z.string().regex(/^\d{2}-\d{7}$/, productMessages.taxEinInvalid));

export const taxAccountKinds = ['STATE_WITHHOLDING', 'STATE_UNEMPLOYMENT', 'LOCAL'] as const;
export type TaxAccountKind = (typeof taxAccountKinds)[number];

/** A state's or a locality's account number: the formats differ by agency, so letters, digits, spaces and dashes. */
export const taxAccountNumber = z
  .string({ error: productMessages.taxAccountInvalid })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,29}$/, productMessages.taxAccountInvalid);

/** SUI rates are a percent of taxable wages with up to three decimals (2.7% is a common new-employer rate), at most 20%. */
export const SUI_RATE_MAX_PERCENT = 20;
export const suiRatePercent = z
  .number({ error: productMessages.taxSuiRateInvalid(SUI_RATE_MAX_PERCENT) })
  .min(0, productMessages.taxSuiRateInvalid(SUI_RATE_MAX_PERCENT))
  .max(SUI_RATE_MAX_PERCENT, productMessages.taxSuiRateInvalid(SUI_RATE_MAX_PERCENT))
  .multipleOf(0.001, productMessages.taxSuiRateInvalid(SUI_RATE_MAX_PERCENT));

export const taxAccountBody = z
  .object({
    kind: z.enum(taxAccountKinds, { error: productMessages.taxAccountKindInvalid }),
    state: usStateField(productMessages.profileStateInvalid),
    /** LOCAL only: the city, county or school district that levies the tax. */
    locality: z.string().trim().min(1).max(80).nullable().optional(),
    account_number: taxAccountNumber,
    effective_from: calendarDate,
    effective_to: calendarDate.nullable().optional(),
  })
  .refine((v) => (v.kind === 'LOCAL') === Boolean(v.locality), { path: ['locality'], error: productMessages.taxLocalityRequired })
  .refine((v) => !v.effective_to || v.effective_to >= v.effective_from, {
    path: ['effective_to'],
    error: productMessages.taxEffectiveDates,
  });
export type TaxAccountBody = z.input<typeof taxAccountBody>;

/** A locality's own name, without the "City of" or "Township of" a tax office puts before it or the "City" after it. */
const bareLocality = (name: string) =>
  name
    .trim()
    .replace(/^(?:city|town|township|borough|village)\s+of\s+/i, '')
    .replace(/\s+(?:city|town|township|borough|village)$/i, '');

/**
 * A locality's name as compared with the facility's city (decision 082): its own name, lower
 * case, letters and digits only, so "City of Philadelphia" is Philadelphia and "New York City" is New York.
 */
export const localityKey = (name: string) =>
  bareLocality(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Whether a local tax's locality is the facility's city: the work-location taxes the payroll files carry. */
export const localityIsCity = (locality: string, city: string) =>
  localityKey(locality) !== '' && localityKey(locality) === localityKey(city);

/** The code of a local tax in the payroll files, its state and locality like `PA-PHILADELPHIA`, for the provider to map to its own. */
export const localTaxCode = (state: string, locality: string) =>
  `${state}-${bareLocality(locality)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
