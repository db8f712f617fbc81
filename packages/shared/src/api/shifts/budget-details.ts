import { defineContract } from '../contract';
import { budgetDateParams, budgetDetailsQuery, budgetDetailsSchema } from './budget';

/** GET facilities/budget/:date/details, spec 001 section 7: the budget of one day. */
export const budgetDetailsContract = defineContract({
  method: 'GET',
  path: '/facilities/budget/:date/details',
  params: budgetDateParams,
  query: budgetDetailsQuery,
  answer: budgetDetailsSchema,
});
