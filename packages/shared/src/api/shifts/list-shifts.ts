import { defineContract } from '../contract';
import { listShiftsAnswer, listShiftsQuery } from './shift';

/** GET facilities/shifts: The week schedule: shifts starting in a range of at most 62 days. */
export const listShiftsContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts',
  query: listShiftsQuery,
  answer: listShiftsAnswer,
});
