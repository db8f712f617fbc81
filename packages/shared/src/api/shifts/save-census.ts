import { defineContract } from '../contract';
import { budgetDateParams, censusSchema, saveCensusBody } from './budget';

/** PUT facilities/census/:date: Sets the census of one day. */
export const saveCensusContract = defineContract({
  method: 'PUT',
  path: '/facilities/census/:date',
  params: budgetDateParams,
  body: saveCensusBody,
  answer: censusSchema,
});
