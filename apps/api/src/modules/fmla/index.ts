import type { Area } from '../../platform/area';
import { fmlaReminderJob } from './reminder-job';
import { fmlaRoutes } from './routes';

/**
 * FMLA (issue 30, decision 076): eligibility (29 CFR 825.110), cases, leave in hours against the
 * 12-workweek entitlement (825.200, 825.205), certifications (825.305) and PTO substitution
 * (825.207). Staffing and rostering ask it who is on leave.
 */
export const fmlaArea: Area = { name: 'fmla', routes: fmlaRoutes, jobs: (deps) => [fmlaReminderJob(deps)] };

export { fmlaLeaveBetween, onFmlaLeave } from './leave-days';
