import { defineContract } from '../contract';
import { policyBody, ptoPolicySchema } from './pto';
import { z } from 'zod';

/**
 * PATCH facilities/pto/policies/:policyId (time:write). Balances are computed on read, so new
 * terms apply to every year shown, past ones included. `is_default: false` on the default is
 * refused: another policy is made the default instead.
 */
export const updatePtoPolicyContract = defineContract({
  method: 'PATCH',
  path: '/facilities/pto/policies/:policyId',
  params: z.object({ policyId: z.uuid() }),
  body: policyBody.partial(),
  answer: ptoPolicySchema,
});
