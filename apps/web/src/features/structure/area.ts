import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { masterScheduleKey } from './api/master-schedule';
import { structureKey } from './api/structure';
import { structureShellRoutes } from './routes';

/**
 * The facility's structure and master schedule (issue 28). Two pages: "Facility setup" under
 * Settings (units, departments, colours, supervisors, census: an administrator's, set up once)
 * and "Master schedule" under Shifts (timings, standard staffing, templates, generating openings:
 * the scheduler's, week after week).
 */
export const structureArea: Area = {
  name: 'structure',
  shellRoutes: structureShellRoutes,
  navigation: [
    { label: 'Facility setup', path: paths.facilitySetup, under: paths.settings, permission: 'facility:read', order: 1 },
    { label: 'Master schedule', path: paths.masterSchedule, under: paths.shifts, order: 4 },
  ],
  liveKeys: [
    { key: structureKey, staleOn: ['structure.changed'] },
    { key: masterScheduleKey, staleOn: ['shifts.changed'] },
  ],
};
