import type { Area } from '../../platform/area';
import { overtimeAlertJob } from './alerts-job';
import { overtimeRoutes } from './routes';

/** Overtime: hours per workweek and workday, projections at booking, alerts (issue 12). */
export const overtimeArea: Area = { name: 'overtime', routes: overtimeRoutes, jobs: (deps) => [overtimeAlertJob(deps)] };

export { segmentsBetween, splitByEmployee } from './hours';
export { overtimeMinutesByDay, overtimeStatusesOf } from './overtime';
export { checkOvertime, recordOvertimeOverrides } from './projection';
