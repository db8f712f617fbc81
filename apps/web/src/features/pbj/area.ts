import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { pbjKey } from './api/query-keys';
import { pbjShellRoutes } from './routes';

export const pbjArea: Area = {
  name: 'pbj',
  shellRoutes: pbjShellRoutes,
  navigation: [{ label: 'PBJ', path: paths.pbj, permission: 'money:read', order: 80 }],
  // PBJ reports worked hours.
  liveKeys: [{ key: pbjKey, staleOn: ['timecards.changed', 'missed-punches.changed'] }],
};
