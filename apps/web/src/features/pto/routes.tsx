import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** PTO requests and policies, and benefits eligibility: each page its own chunk. */
export const ptoShellRoutes: RouteObject[] = [
  { path: paths.pto, lazy: async () => ({ Component: (await import('./pages/pto-page')).PtoPage }) },
  { path: paths.benefits, lazy: async () => ({ Component: (await import('./pages/benefits-page')).BenefitsPage }) },
];
