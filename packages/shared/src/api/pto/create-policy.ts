import { defineContract } from '../contract';
import { policyBody, ptoPolicySchema } from './pto';

/**
 * POST facilities/pto/policies (time:write, idempotent). The facility's first policy is its
 * default; `is_default` moves the default to the new one. Names are unique per facility (409).
 */
export const createPtoPolicyContract = defineContract({
  method: 'POST',
  path: '/facilities/pto/policies',
  body: policyBody,
  answer: ptoPolicySchema,
});
