import type { Area } from '../../platform/area';
import { offerPushJob } from './nurse-push';
import { releaseEscalationJob } from './release-job';
import { staffingRoutes } from './routes';

/** Who works which opening: roster, suggestions, offers and release plans, "Fill week" (issues 14, 15). */
export const staffingArea: Area = {
  name: 'staffing',
  routes: staffingRoutes,
  jobs: (deps) => [releaseEscalationJob(deps), offerPushJob(deps)],
};

export { RELEASE_ESCALATION_JOB } from './job-names';
export { openOfferCount, withdrawOffersOf } from './offers-withdraw';
