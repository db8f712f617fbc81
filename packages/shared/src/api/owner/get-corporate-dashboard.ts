import { defineContract } from '../contract';
import { corporateDashboardQuery, corporateDashboardSchema } from './corporate';

/** GET owner/corporate-dashboard: an owner's figures per facility and day, with the corporation's totals. */
export const corporateDashboardContract = defineContract({
  method: 'GET',
  path: '/owner/corporate-dashboard',
  query: corporateDashboardQuery,
  answer: corporateDashboardSchema,
});
