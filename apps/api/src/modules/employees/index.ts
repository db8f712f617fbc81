import type { Area } from '../../platform/area';
import { credentialExpiryJob } from './credential-expiry-job';
import { employeesRoutes } from './routes';
import { employeeCountIn } from './structure-use';

/** The facility's nurses: profiles, credentials, notes, devices, walk-in and bulk invites. */
export const employeesArea: Area = {
  name: 'employees',
  routes: employeesRoutes,
  jobs: (deps) => [credentialExpiryJob(deps)],
  liveEvents: ['employees.changed', 'devices.changed'],
  // issue 28, structure: a unit or department employees are in is not deleted (decision 068).
  ports: { structureStaff: { employeeCount: employeeCountIn } },
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
