import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { benefitsKey } from './api/keys';
import { benefitsShellRoutes } from './routes';

/** Benefits (issue 30, decision 075): eligibility (computed from worked hours), plans and enrolments. */
export const benefitsArea: Area = {
  name: 'benefits',
  shellRoutes: benefitsShellRoutes,
  navigation: [{ label: 'Benefits', path: paths.benefits, under: paths.timesheet, order: 6 }],
  liveKeys: [{ key: benefitsKey, staleOn: ['timecards.changed', 'missed-punches.changed', 'benefits.changed'] }],
};
