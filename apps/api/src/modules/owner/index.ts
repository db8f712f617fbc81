import type { Area } from '../../platform/area';
import { ownerRoutes } from './routes';

/** The corporate owner's view across facilities. */
export const ownerArea: Area = { name: 'owner', routes: ownerRoutes };
