import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { overtimeKey } from './api/query-keys';
import { overtimeShellRoutes } from './routes';

export const overtimeArea: Area = {
  name: 'overtime',
  shellRoutes: overtimeShellRoutes,
  navigation: [{ label: 'Overtime', path: paths.overtime, under: paths.timesheet, order: 4 }],
  // Overtime projects from bookings and counts worked hours.
  liveKeys: [{ key: overtimeKey, staleOn: ['shifts.changed', 'timecards.changed', 'missed-punches.changed'] }],
};
