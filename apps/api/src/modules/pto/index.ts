import type { Area } from '../../platform/area';
import { ptoRoutes } from './routes';

/** Paid time off: policies, balances and requests (issue 12). */
export const ptoArea: Area = { name: 'pto', routes: ptoRoutes };

export { approvedLeaveBetween, ptoRequestRows } from './request-rows';
