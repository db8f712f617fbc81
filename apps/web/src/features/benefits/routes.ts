import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** `/benefits`, its own chunk (the address the PTO area used for eligibility keeps working). */
export const benefitsShellRoutes: RouteObject[] = [
  { path: paths.benefits, lazy: async () => ({ Component: (await import('./pages/benefits-page')).BenefitsPage }) },
];
