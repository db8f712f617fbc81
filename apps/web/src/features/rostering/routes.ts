import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The roster builder's page inside the signed-in shell, its own chunk. */
export const rosteringShellRoutes: RouteObject[] = [
  {
    path: paths.rosterBuilder,
    handle: { permission: 'shifts:read' },
    lazy: async () => ({ Component: (await import('./pages/roster-builder-page')).RosterBuilderPage }),
  },
];
