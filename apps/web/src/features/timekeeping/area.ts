import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { corporatePublicRoutes, corporateShellRoutes } from './corporate/routes';
import { timeClocksShellRoutes } from './kiosk/routes';
import { missedPunchesKey } from './missed-punches/api/query-keys';
import { missedPunchPublicRoutes, missedPunchShellRoutes } from './missed-punches/routes';
import { nurseMessagesPublicRoutes } from './nurse-messages/routes';
import { timeClockPublicRoutes } from './time-clock/routes';
import { timekeepingKey } from './timesheet/api/query-keys';
import { timesheetShellRoutes } from './timesheet/routes';

// A punch, an approval or a missed punch's resolution changes the timesheet and the queue.
const fromPunches = ['timecards.changed', 'missed-punches.changed'] as const;

export const timekeepingArea: Area = {
  name: 'timekeeping',
  publicRoutes: [...timeClockPublicRoutes, ...nurseMessagesPublicRoutes, ...missedPunchPublicRoutes, ...corporatePublicRoutes],
  shellRoutes: [...timesheetShellRoutes, ...missedPunchShellRoutes, ...corporateShellRoutes, ...timeClocksShellRoutes],
  navigation: [
    { label: 'Timekeeping', path: paths.timesheet, permission: 'time:read', order: 90 },
    { label: 'Timesheet', path: paths.timesheet, under: paths.timesheet, order: 1 },
    { label: 'Missed punches', path: paths.missedPunches, under: paths.timesheet, order: 2 },
    { label: 'Corporate timesheets', path: paths.corporateTimesheets, under: paths.timesheet, order: 3 },
    { label: 'Time clocks', path: paths.timeClocks, under: paths.timesheet, order: 4 },
  ],
  liveKeys: [
    { key: timekeepingKey, staleOn: fromPunches },
    { key: missedPunchesKey, staleOn: fromPunches },
  ],
};
