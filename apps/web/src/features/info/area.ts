import type { Area } from '../area';
import { infoPublicRoutes } from './routes';

/** Web only: the static information pages have no server area (decision 044). */
export const infoArea: Area = { name: 'info', publicRoutes: infoPublicRoutes };
