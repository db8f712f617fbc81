import type { Area } from '../../platform/area';
import { authRoutes } from './routes';

/** Sign-in, sessions, passwords and the set-password links. */
export const authArea: Area = { name: 'auth', routes: authRoutes };

export { addMembership, facilityMemberships, removeMembership } from './memberships';
export { issueSetPasswordLink } from './service';
export { staffAccountFor, staffAccounts } from './staff-accounts';
export { staffNames } from './staff-names';
