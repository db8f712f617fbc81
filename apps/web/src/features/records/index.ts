export { recordsArea } from './area';

// Issue 27, add and edit (decision 063): shown on the employees area's pages.
export { AddEmployeeButton } from './components/add-employee-dialog';
export { EmployeeRecordActions } from './components/employee-record-actions';
// Pay details (decision 064): the employees area's detail page renders the tab.
export { PayTab } from './components/pay-tab';
// W-4, W-2 and dependents (decision 065).
export { DependentsTab } from './components/dependents-tab';
export { TaxFormsTab } from './components/tax-forms-tab';
// Work history and the active shift (decision 066).
export { ActiveShiftPanel } from './components/active-shift-panel';
export { WorkHistoryTab } from './components/work-history-tab';
