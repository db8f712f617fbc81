import { z } from 'zod';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '../../timekeeping/values';
import { defineContract } from '../contract';
import { ptoRequestSchema } from './pto';

export const decidePtoRequestBody = z.object({
  decision: z.enum(['APPROVE', 'DENY']),
  note: z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional(),
});
export type DecidePtoRequestBody = z.input<typeof decidePtoRequestBody>;

/**
 * POST facilities/pto/requests/:requestId/decision (time:write): approve (a USAGE ledger row;
 * refused, 409, beyond the available balance of the request's year) or deny a pending request.
 */
export const decidePtoRequestContract = defineContract({
  method: 'POST',
  path: '/facilities/pto/requests/:requestId/decision',
  params: z.object({ requestId: z.uuid() }),
  body: decidePtoRequestBody,
  answer: ptoRequestSchema,
});
