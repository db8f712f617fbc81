import { z } from 'zod';
import { fundVaultSchema } from '../../validation/payments';
import { defineContract } from '../contract';

export const fundVaultAnswer = z.object({
  /** The FUNDING transaction: pending until the bank settles it. */
  id: z.uuid(),
  amount: z.number(),
  fee: z.number(),
  status: z.literal('PENDING'),
  /** When the provider expects the money in the vault. */
  settles_at: z.iso.datetime({ offset: true }),
});
export type FundVaultAnswer = z.infer<typeof fundVaultAnswer>;

/**
 * `POST vault { amount }` (spec 000 section 7, money:move, Idempotency-Key required): moves the
 * amount plus the 3-cent fee from the VERIFIED funding account towards the vault. A facility
 * without one is refused with 'You can not fund the vault without fund account and vault account'.
 */
export const fundVaultContract = defineContract({
  method: 'POST',
  path: '/facilities/vault',
  body: fundVaultSchema,
  answer: fundVaultAnswer,
});
