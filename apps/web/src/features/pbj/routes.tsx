import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** PBJ reporting (issue 14), its own chunk. */
export const pbjShellRoutes: RouteObject[] = [
  { path: paths.pbj, lazy: async () => ({ Component: (await import('./pages/pbj-page')).PbjPage }) },
];
