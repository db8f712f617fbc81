import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** PTO requests and policies (benefits eligibility moved to the benefits area, issue 30). */
export const ptoShellRoutes: RouteObject[] = [
  { path: paths.pto, lazy: async () => ({ Component: (await import('./pages/pto-page')).PtoPage }) },
];
