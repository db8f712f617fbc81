import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { rosteringKey } from './api/keys';
import { rosteringShellRoutes } from './routes';

/** The roster builder (issue 29, decision 074): contracts, rotations, teams, requests and generated rosters. */
export const rosteringArea: Area = {
  name: 'rostering',
  shellRoutes: rosteringShellRoutes,
  navigation: [{ label: 'Roster builder', path: paths.rosterBuilder, under: paths.shifts, permission: 'shifts:read', order: 5 }],
  liveKeys: [{ key: rosteringKey, staleOn: ['roster.changed'] }],
};
