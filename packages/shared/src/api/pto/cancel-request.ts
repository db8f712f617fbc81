import { z } from 'zod';
import { defineContract } from '../contract';
import { ptoRequestSchema } from './pto';

/** POST facilities/pto/requests/:requestId/cancel (time:write): a pending request is withdrawn. */
export const cancelPtoRequestContract = defineContract({
  method: 'POST',
  path: '/facilities/pto/requests/:requestId/cancel',
  params: z.object({ requestId: z.uuid() }),
  answer: ptoRequestSchema,
});
