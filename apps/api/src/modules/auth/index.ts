import type { Area } from '../../platform/area';
import { authRoutes } from './routes';

/** Sign-in and its second factors (decision 079), sessions, passwords and the set-password links. */
export const authArea: Area = { name: 'auth', routes: authRoutes };

export { addMembership, facilityMemberships, removeMembership } from './memberships';
export { mfaRequired } from './mfa';
export { coseP256Key } from './webauthn';
export { issueSetPasswordLink, startSession } from './service';
export { staffAccountFor, staffAccounts } from './staff-accounts';
export { staffNames } from './staff-names';
