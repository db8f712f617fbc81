import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The structure area's pages inside the signed-in shell, each its own chunk. */
export const structureShellRoutes: RouteObject[] = [
  {
    path: paths.facilitySetup,
    handle: { permission: 'facility:read' },
    lazy: async () => ({ Component: (await import('./pages/structure-page')).StructurePage }),
  },
  {
    path: paths.masterSchedule,
    handle: { permission: 'shifts:read' },
    lazy: async () => ({ Component: (await import('./pages/master-schedule-page')).MasterSchedulePage }),
  },
];
