import { z } from 'zod';
import { defineContract } from '../contract';
import { employeeDetailSchema, employeeParams } from './employee';

/** GET facilities/employees/{employeeId}: the employee-detail page. */
export const getEmployeeAnswer = employeeDetailSchema;

/**
 * GET facilities/nurses/{nurseId}: the same detail, found by the nurse id that notifications and
 * `/nurses/nurse-detail?type=pto|cred&nurse_id=` carry (spec 000 section 2).
 */
export const nurseParams = z.object({ nurseId: z.uuid() });
export const getNurseEmployeeAnswer = employeeDetailSchema;

export const getEmployeeContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId',
  params: employeeParams,
  answer: getEmployeeAnswer,
});
export const getNurseEmployeeContract = defineContract({
  method: 'GET',
  path: '/facilities/nurses/:nurseId',
  params: nurseParams,
  answer: getNurseEmployeeAnswer,
});
