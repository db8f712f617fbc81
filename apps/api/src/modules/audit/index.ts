import type { Area } from '../../platform/area';
import { auditRoutes } from './routes';

/** The facility's audit log, read on the settings page. */
export const auditArea: Area = { name: 'audit', routes: auditRoutes };
