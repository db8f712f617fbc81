import type { Area } from '../../platform/area';
import { credentialExpiryJob } from './credential-expiry-job';
import { employeesRoutes } from './routes';

/** The facility's nurses: profiles, credentials, notes, devices, walk-in and bulk invites. */
export const employeesArea: Area = {
  name: 'employees',
  routes: employeesRoutes,
  jobs: (deps) => [credentialExpiryJob(deps)],
  liveEvents: ['employees.changed', 'devices.changed'],
};

export {
  agenciesWorkingWith,
  agencyNames,
  agencyWorkingWith,
  employedByFacilityAgency,
  facilityAgencyList,
  listAgencies,
} from './agencies';
export { deviceDirectory } from './devices';
export { employeeDirectory, peopleDirectory, peopleSearch, type EmployeeColumns } from './directory';
export { countEmployees, credentialFlags, employeeOf, nameMatches, nameSearch, selectableCondition } from './employees';
export { employeePayOf, setEmployeePay, type EmployeePay } from './pay';
export { toThumbnail } from './thumbnails';
// Issue 27, add and edit (decision 063): the rows behind the records area's add, edit and status calls.
export { createEmployee, lockEmployee, setEmployeeStatus, updateEmployee } from './employee-writes';
export { sendMobileCode, validateMobileCode } from './mobile-verification';
