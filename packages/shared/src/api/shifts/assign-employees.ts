import { defineContract } from '../contract';
import { assignEmployeesAnswer, assignEmployeesBody } from './staffing';
import { shiftParams } from './shift';

/** PATCH facilities/shifts/:id/employees, spec 001 section 7: assigns nurses to a position's openings. */
export const assignEmployeesContract = defineContract({
  method: 'PATCH',
  path: '/facilities/shifts/:id/employees',
  params: shiftParams,
  body: assignEmployeesBody,
  answer: assignEmployeesAnswer,
});
