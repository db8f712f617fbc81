import { defineContract } from '../contract';
import { hppdWeeklyQuery, hppdWeeklySchema } from './corporate';

/** GET owner/hppd-weekly: an owner's weekly HPPD tracker, per facility and for the corporation. */
export const hppdWeeklyContract = defineContract({
  method: 'GET',
  path: '/owner/hppd-weekly',
  query: hppdWeeklyQuery,
  answer: hppdWeeklySchema,
});
