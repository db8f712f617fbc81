import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The roster inside the signed-in shell, its own chunk. */
export const staffingShellRoutes: RouteObject[] = [
  { path: paths.roster, lazy: async () => ({ Component: (await import('./roster/pages/roster-page')).RosterPage }) },
];

/** The nurse's offer link (issue 15), public, its own chunk. */
export const staffingPublicRoutes: RouteObject[] = [
  { path: paths.offer, lazy: async () => ({ Component: (await import('./release/pages/offer-page')).OfferPage }) },
];
