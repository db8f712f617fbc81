import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { structureKey } from './api/structure';
import { structureShellRoutes } from './routes';

/** The facility's structure and master schedule (issue 28): its setup page shows under Settings. */
export const structureArea: Area = {
  name: 'structure',
  shellRoutes: structureShellRoutes,
  // issue 28, structure: "Facility setup" under Settings.
  navigation: [{ label: 'Facility setup', path: paths.facilitySetup, under: paths.settings, permission: 'facility:read', order: 1 }],
  liveKeys: [{ key: structureKey, staleOn: ['structure.changed'] }],
};
