import type { Area } from '../../platform/area';
import { systemRoutes } from './routes';

/** Health, and the adjustable clock of a test server. */
export const systemArea: Area = { name: 'system', routes: systemRoutes };
