export { employeesArea } from './area';

export { listEmployeesQueryOptions } from './api/list-employees';
export { CredentialExpiryField } from './components/credential-expiry-field';
export { EmployeeSearchDialog } from './components/employee-search-dialog';
