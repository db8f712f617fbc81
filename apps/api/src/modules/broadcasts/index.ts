import type { Area } from '../../platform/area';
import { broadcastsRoutes } from './routes';

/** Messages to the facility's nurses (decision 016). */
export const broadcastsArea: Area = { name: 'broadcasts', routes: broadcastsRoutes };
