import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { ptoKey } from './api/query-keys';
import { ptoShellRoutes } from './routes';

// PTO accrual is computed from worked hours.
const fromHours = ['timecards.changed', 'missed-punches.changed'] as const;

export const ptoArea: Area = {
  name: 'pto',
  shellRoutes: ptoShellRoutes,
  navigation: [{ label: 'PTO', path: paths.pto, under: paths.timesheet, order: 5 }],
  liveKeys: [{ key: ptoKey, staleOn: fromHours }],
};
