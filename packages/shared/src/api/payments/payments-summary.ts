import { z } from 'zod';
import { bankAccountStatuses } from '../../compliance/values';
import { defineContract } from '../contract';

/**
 * The payments page's head (issue 14): balances in dollars, the per-funding fee, and the two
 * accounts a funding needs (spec 000 section 5): the facility's funding bank account (the current
 * one, masked, with its status: only a VERIFIED one funds) and its vault.
 */
export const paymentsSummarySchema = z.object({
  vault: z.number(),
  in_transit: z.number(),
  fees_paid: z.number(),
  funding_fee: z.number(),
  funding_account: z
    .object({ id: z.uuid(), holder_name: z.string(), account_number: z.string(), status: z.enum(bankAccountStatuses) })
    .nullable(),
  vault_account: z.object({ id: z.uuid(), label: z.string() }),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/** GET facilities/payments/summary (money:read). */
export const paymentsSummaryContract = defineContract({
  method: 'GET',
  path: '/facilities/payments/summary',
  answer: paymentsSummarySchema,
});
