export { recordsArea } from './area';

// Issue 27, add and edit (decision 063): shown on the employees area's pages.
export { AddEmployeeButton } from './components/add-employee-dialog';
export { EmployeeRecordActions } from './components/employee-record-actions';
