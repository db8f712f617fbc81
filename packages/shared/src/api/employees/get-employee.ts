import { z } from 'zod';
import { employeeDetailSchema } from './employee';

/** GET facilities/employees/{employeeId}: the employee-detail page. */
export const getEmployeeAnswer = employeeDetailSchema;

/**
 * GET facilities/nurses/{nurseId}: the same detail, found by the nurse id that notifications and
 * `/nurses/nurse-detail?type=pto|cred&nurse_id=` carry (spec 000 section 2).
 */
export const nurseParams = z.object({ nurseId: z.uuid() });
export const getNurseEmployeeAnswer = employeeDetailSchema;
