import { defineContract } from '../contract';
import { listAgenciesAnswer } from './staffing';

/** GET all-staffings: spec 001 section 7: the agencies, with this facility's favourites. */
export const listAgenciesContract = defineContract({
  method: 'GET',
  path: '/all-staffings',
  answer: listAgenciesAnswer,
});
