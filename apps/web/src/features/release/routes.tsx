import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The nurse's offer link (issue 15), public, its own chunk. */
export const offerPublicRoutes: RouteObject[] = [
  { path: paths.offer, lazy: async () => ({ Component: (await import('./pages/offer-page')).OfferPage }) },
];
