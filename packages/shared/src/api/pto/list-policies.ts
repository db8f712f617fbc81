import { z } from 'zod';
import { defineContract } from '../contract';
import { ptoPolicySchema } from './pto';

/** GET facilities/pto/policies (time:read): the facility's policies, the default first. */
export const listPtoPoliciesContract = defineContract({
  method: 'GET',
  path: '/facilities/pto/policies',
  answer: z.object({ results: z.array(ptoPolicySchema) }),
});
