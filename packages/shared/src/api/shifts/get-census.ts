import { defineContract } from '../contract';
import { budgetDateParams, censusSchema } from './budget';

/** GET facilities/census/:date: The census of one day. */
export const getCensusContract = defineContract({
  method: 'GET',
  path: '/facilities/census/:date',
  params: budgetDateParams,
  answer: censusSchema,
});
