export { timekeepingArea } from './area';

export { timekeepingKey } from './timesheet/api/query-keys';
export { TimeClockLinkPanel } from './time-clock/components/time-clock-link-panel';
export { TimeClockPasscodePanel } from './time-clock/components/time-clock-passcode-panel';
