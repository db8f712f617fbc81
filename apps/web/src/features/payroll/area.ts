import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { payrollKey } from './api/query-keys';
import { payrollShellRoutes } from './routes';

export const payrollArea: Area = {
  name: 'payroll',
  shellRoutes: payrollShellRoutes,
  navigation: [{ label: 'Payroll', path: paths.payrollList, under: paths.payments, order: 2 }],
  // Drafts are built from approved hours.
  liveKeys: [{ key: payrollKey, staleOn: ['payroll.changed', 'timecards.changed', 'missed-punches.changed'] }],
};
