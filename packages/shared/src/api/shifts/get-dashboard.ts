import { defineContract } from '../contract';
import { dashboardQuery, dashboardSchema } from './budget';

/** GET facilities/dashboard: The dashboard cards for a range of days. */
export const dashboardContract = defineContract({
  method: 'GET',
  path: '/facilities/dashboard',
  query: dashboardQuery,
  answer: dashboardSchema,
});
