import type { Area } from '../../platform/area';
import { pbjQuarterClosedJob } from './quarter-closed-job';
import { pbjRoutes } from './routes';

/** CMS Payroll-Based Journal exports. */
export const pbjArea: Area = { name: 'pbj', routes: pbjRoutes, jobs: (deps) => [pbjQuarterClosedJob(deps)] };
