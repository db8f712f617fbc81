import type { Area } from '../../platform/area';
import { facilityUserRoutes } from './routes';

/** The facility's users (managers, administrators) and their roles. */
export const facilityUsersArea: Area = { name: 'facility-users', routes: facilityUserRoutes };

export { inviteStaff } from './service';
