import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { shiftKeys } from './api/query-keys';
import { shiftShellRoutes } from './routes';

export const shiftsArea: Area = {
  name: 'shifts',
  shellRoutes: shiftShellRoutes,
  navigation: [
    { label: 'Dashboard', path: paths.dashboard, order: 10 },
    { label: 'Shifts', path: paths.shifts, permission: 'shifts:read', order: 30 },
    { label: 'All shifts', path: paths.shifts, under: paths.shifts, order: 1 },
    { label: 'Add shift', path: paths.addShift, permission: 'shifts:write', under: paths.shifts, order: 3 },
  ],
  liveKeys: [{ key: shiftKeys.all, staleOn: ['shifts.changed'] }],
};
