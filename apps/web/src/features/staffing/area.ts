import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { fillWeekSlot, releaseSlot } from '../slots';
import { fill } from '../slot';
import { staffingPublicRoutes, staffingShellRoutes } from './routes';

/** Filling openings (the API's staffing area): the roster, releasing hours to nurses, filling a week. */
export const staffingArea: Area = {
  name: 'staffing',
  publicRoutes: staffingPublicRoutes,
  shellRoutes: staffingShellRoutes,
  navigation: [{ label: 'Roster', path: paths.roster, under: paths.shifts, order: 2 }],
  parts: [
    fill(fillWeekSlot, async () => (await import('./fill-week/fill-week-button')).FillWeekButton),
    fill(releaseSlot, async () => (await import('./release/components/release-panel')).ReleasePanel),
  ],
};
