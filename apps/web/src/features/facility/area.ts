import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { facilityShellRoutes } from './routes';

export const facilityArea: Area = {
  name: 'facility',
  shellRoutes: facilityShellRoutes,
  navigation: [{ label: 'Settings', path: paths.settings, permission: 'facility:read', order: 110 }],
};
