export { shiftsArea } from './area';

export { shiftKeys } from './api/query-keys';
export { useAssignEmployees } from './api/available-employees';
export { useJobTitles } from './api/lookups';
export { usePositions } from './api/positions';
export { OvertimeReasonField, overtimeBlockOf, warnOvertime } from './components/overtime-notice';
export { ScheduleTabs } from './components/schedule-tabs';
export { formatShiftTimes, formatWeekdayDate } from './format';
export { useFacilityToday } from './hooks/use-facility-today';
// issue 28, openings: the one dialog for changing a booked opening, for the roster to open (decision 070).
export { OpeningChangeDialog, type OpeningChangeDialogProps, type OpeningOperation } from './components/opening-change-dialog';
export { useShiftBookings } from './api/opening-changes';
