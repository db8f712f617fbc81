import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The structure area's page inside the signed-in shell, its own chunk. */
export const structureShellRoutes: RouteObject[] = [
  {
    path: paths.facilitySetup,
    handle: { permission: 'facility:read' },
    lazy: async () => ({ Component: (await import('./pages/structure-page')).StructurePage }),
  },
];
