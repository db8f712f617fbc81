export { shiftsArea } from './area';

export { shiftKeys } from './api/query-keys';
export { useAssignEmployees } from './api/available-employees';
export { useJobTitles } from './api/lookups';
export { usePositions } from './api/positions';
export { OvertimeReasonField, overtimeBlockOf, warnOvertime } from './components/overtime-notice';
export { ScheduleTabs } from './components/schedule-tabs';
export { formatShiftTimes, formatWeekdayDate } from './format';
export { useFacilityToday } from './hooks/use-facility-today';
