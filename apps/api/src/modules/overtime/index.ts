import type { Area } from '../../platform/area';
import { overtimeAlertJob } from './alerts-job';
import { overtimeMinutesByDay, overtimeStatusesOf } from './overtime';
import { checkBooking } from './projection';
import { overtimeRoutes } from './routes';

/** Overtime: hours per workweek and workday, projections at booking, alerts (issue 12). */
export const overtimeArea: Area = {
  name: 'overtime',
  routes: overtimeRoutes,
  jobs: (deps) => [overtimeAlertJob(deps)],
  ports: { overtime: { checkBooking, minutesByDay: overtimeMinutesByDay, statusesOf: overtimeStatusesOf } },
};

export { splitByEmployee } from './hours';
