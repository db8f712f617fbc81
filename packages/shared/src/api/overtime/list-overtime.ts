import { defineContract } from '../contract';
import { overtimeListAnswer, overtimeWeekQuery } from './overtime';

/** GET facilities/overtime?week_start=: employees in or near overtime in a week, from timecards and bookings. */
export const listOvertimeContract = defineContract({
  method: 'GET',
  path: '/facilities/overtime',
  query: overtimeWeekQuery,
  answer: overtimeListAnswer,
});
