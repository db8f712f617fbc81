import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The FMLA page, its own chunk. */
export const fmlaShellRoutes: RouteObject[] = [
  {
    path: paths.fmla,
    handle: { permission: 'time:read' },
    lazy: async () => ({ Component: (await import('./pages/fmla-page')).FmlaPage }),
  },
];
