import { z } from 'zod';
import { einField, suiRatePercent, taxAccountBody, taxAccountKinds } from '../../company/taxes';
import { usStateField } from '../../company/regions';
import { productMessages } from '../../messages';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';

/**
 * The facility's employer tax setup (issue 31, decision 078), admins and owners only
 * (facility:update; the reveal needs legal:numbers). Account numbers are sealed at rest and
 * answered masked, `****1234`.
 */
export const taxAccountSchema = z.object({
  id: z.uuid(),
  kind: z.enum(taxAccountKinds),
  state: z.string(),
  locality: z.string().nullable(),
  account_number: z.string(),
  effective_from: calendarDate,
  effective_to: calendarDate.nullable(),
});
export type TaxAccount = z.infer<typeof taxAccountSchema>;

export const suiRateSchema = z.object({ state: z.string(), year: z.number().int(), rate: z.number() });

export const taxSetupSchema = z.object({
  ein: z.string().nullable(),
  accounts: z.array(taxAccountSchema),
  sui_rates: z.array(suiRateSchema),
});
export type TaxSetup = z.infer<typeof taxSetupSchema>;

const base = '/facilities/company/taxes' as const;
const accountParams = z.object({ accountId: z.uuid() });

export const getTaxSetupContract = defineContract({ method: 'GET', path: base, answer: taxSetupSchema });
export const setEinContract = defineContract({
  method: 'PUT',
  path: `${base}/ein`,
  body: z.object({ ein: einField }),
  answer: taxSetupSchema,
});
export const createTaxAccountContract = defineContract({
  method: 'POST',
  path: `${base}/accounts`,
  body: taxAccountBody,
  answer: taxAccountSchema,
});
export const deleteTaxAccountContract = defineContract({
  method: 'DELETE',
  path: `${base}/accounts/:accountId`,
  params: accountParams,
  answer: z.object({ message: z.string() }),
});
/** The full number on an explicit reveal; audited, never logged. */
export const revealTaxAccountContract = defineContract({
  method: 'POST',
  path: `${base}/accounts/:accountId/reveal`,
  params: accountParams,
  answer: z.object({ account_number: z.string() }),
});
const year = z
  .number({ error: productMessages.taxYearInvalid })
  .int(productMessages.taxYearInvalid)
  .min(2000, productMessages.taxYearInvalid)
  .max(2100, productMessages.taxYearInvalid);
/** Sets the facility's SUI rate of a state and calendar year (the agencies assign one a year). */
export const setSuiRateContract = defineContract({
  method: 'PUT',
  path: `${base}/sui-rates`,
  body: z.object({ state: usStateField(productMessages.profileStateInvalid), year, rate: suiRatePercent }),
  answer: taxSetupSchema,
});
