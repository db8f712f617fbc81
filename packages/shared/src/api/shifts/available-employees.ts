import { defineContract } from '../contract';
import { availableEmployeesAnswer, availableEmployeesQuery } from './staffing';
import { shiftParams } from './shift';

/** GET facilities/shifts/:id/employees-available, spec 001 section 7: nurses who may fill an opening of a position. */
export const availableEmployeesContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id/employees-available',
  params: shiftParams,
  query: availableEmployeesQuery,
  answer: availableEmployeesAnswer,
});
