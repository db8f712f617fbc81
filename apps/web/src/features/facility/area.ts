import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { facilityShellRoutes } from './routes';

export const facilityArea: Area = {
  name: 'facility',
  shellRoutes: facilityShellRoutes,
  // Settings is a group (the structure area adds Facility setup to it), so its own page is a line in it too.
  navigation: [
    { label: 'Settings', path: paths.settings, permission: 'facility:read', order: 110 },
    { label: 'General', path: paths.settings, under: paths.settings, permission: 'facility:read', order: 0 },
  ],
};
