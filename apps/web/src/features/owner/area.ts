import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { ownerShellRoutes } from './routes';

/** The owner's corporate view across facilities (the API's owner area). */
export const ownerArea: Area = {
  name: 'owner',
  shellRoutes: ownerShellRoutes,
  navigation: [{ label: 'Corporate view', path: paths.corporate, permission: 'owner:hppd', order: 20 }],
};
