import { defineContract } from '../contract';
import { overtimeDetailsAnswer, overtimeDetailsParams, overtimeWeekQuery } from './overtime';

/** GET facilities/overtime/:employeeId?week_start=: one employee's week, day by day (the OVERTIME notification's target). */
export const getOvertimeDetailsContract = defineContract({
  method: 'GET',
  path: '/facilities/overtime/:employeeId',
  params: overtimeDetailsParams,
  query: overtimeWeekQuery,
  answer: overtimeDetailsAnswer,
});
