import type { Area } from '../../platform/area';
import { oidcRoutes } from './oidc-routes';
import { authRoutes } from './routes';

/**
 * Sign-in (passwords with their second factors, decision 079, and the corporations' OpenID Connect
 * providers, decision 081), sessions and the set-password links.
 */
export const authArea: Area = {
  name: 'auth',
  routes: async (app, options) => {
    await authRoutes(app, options);
    await oidcRoutes(app, options);
  },
};

export { addMembership, facilityMemberships, removeMembership } from './memberships';
export { keyHoldersHoldFactors, mfaRequired } from './mfa';
export { coseP256Key } from './webauthn';
export { issueSetPasswordLink } from './service';
export { staffAccountFor, staffAccounts } from './staff-accounts';
export { staffNames } from './staff-names';
