import type { Area } from '../../platform/area';
import { ptoRoutes } from './routes';

/** Paid time off: policies, balances and requests (issue 12). */
export const ptoArea: Area = { name: 'pto', routes: ptoRoutes };

export { approvedLeaveBetween, ptoRequestRows } from './request-rows';
// issue 30, benefits: a plan for ACA full-time employees only asks the measurement (decision 075).
export { acaFullTimeIds } from './eligibility';
/** Issue 30: FMLA hours substituted by PTO (29 CFR 825.207) become an approved request (decision 076). */
export { approvedLeaveFor } from './requests';
