import type { Area } from '../../platform/area';
import { oidcRoutes } from './oidc-routes';
import { authRoutes } from './routes';

/** Sign-in (passwords and the corporations' OpenID Connect providers), sessions and the set-password links. */
export const authArea: Area = {
  name: 'auth',
  routes: async (app, options) => {
    await authRoutes(app, options);
    await oidcRoutes(app, options);
  },
};

export { addMembership, facilityMemberships, removeMembership } from './memberships';
export { issueSetPasswordLink } from './service';
export { staffAccountFor, staffAccounts } from './staff-accounts';
export { staffNames } from './staff-names';
