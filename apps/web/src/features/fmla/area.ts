import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { fmlaShellRoutes } from './routes';

/** FMLA cases (issue 30, decision 076), beside PTO under the timesheet's menu, with PTO's permission. */
export const fmlaArea: Area = {
  name: 'fmla',
  shellRoutes: fmlaShellRoutes,
  navigation: [{ label: 'FMLA', path: paths.fmla, under: paths.timesheet, order: 5.5 }],
};
