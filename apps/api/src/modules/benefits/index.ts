import type { Area } from '../../platform/area';
import { benefitsRoutes } from './routes';

/**
 * Benefits (issue 30, decision 075): plan years and plans, enrolment in open enrolment and after
 * life events (by staff or from the nurse's time-clock link page), and each pay period's
 * deductions and contributions. It reads people, dependents (records) and the ACA measurement
 * (pto) through their doors; payroll asks it for a period's deductions.
 */
export const benefitsArea: Area = { name: 'benefits', routes: benefitsRoutes, liveEvents: ['benefits.changed'] };

export { benefitDeductions, toBenefitLine } from './transactions';
