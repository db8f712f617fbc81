import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { broadcastShellRoutes } from './routes';

export const broadcastsArea: Area = {
  name: 'broadcasts',
  shellRoutes: broadcastShellRoutes,
  navigation: [{ label: 'Broadcasts', path: paths.broadcasts, under: paths.messages, order: 2 }],
};
