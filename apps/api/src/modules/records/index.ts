import type { Area } from '../../platform/area';
import { payInForceJob } from './pay-job';
import { recordsRoutes } from './routes';

/** The employee's file (issue 27): pay details and their history, tax forms, dependents, work history. */
export const recordsArea: Area = { name: 'records', routes: recordsRoutes, jobs: (deps) => [payInForceJob(deps)] };

export { payPeople } from './pay-rates';
// Tax forms and dependents (decision 065): payroll's W-4 export, benefits enrolment's dependents.
export { dependentsOf, type Dependent } from './dependents';
export { w4sInForce } from './w4';
