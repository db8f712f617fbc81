import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { masterScheduleKey } from './api/master-schedule';

/** The facility's structure and master schedule (issue 28): its sections show in Settings. */
export const structureArea: Area = {
  name: 'structure',
  // issue 28, master schedule: its page until the structure page takes its tabs in
  shellRoutes: [
    {
      path: paths.masterSchedule,
      handle: { permission: 'shifts:read' },
      lazy: async () => ({ Component: (await import('./pages/master-schedule-page')).MasterSchedulePage }),
    },
  ],
  navigation: [{ label: 'Master schedule', path: paths.masterSchedule, under: paths.shifts, order: 4 }],
  liveKeys: [{ key: masterScheduleKey, staleOn: ['shifts.changed'] }],
};
