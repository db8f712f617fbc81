import type { Area } from '../../platform/area';
import { offerPushJob } from './nurse-push';
import { openOffersOn } from './offers-withdraw';
import { releaseEscalationJob } from './release-job';
import { staffingRoutes } from './routes';

/** Who works which opening: roster, suggestions, offers and release plans, "Fill week" (issues 14, 15). */
export const staffingArea: Area = {
  name: 'staffing',
  routes: staffingRoutes,
  jobs: (deps) => [releaseEscalationJob(deps), offerPushJob(deps)],
  // issue 28, openings: a deleted shift's open offers (decision 070).
  ports: { staffing: { openOffersOn } },
};

export { RELEASE_ESCALATION_JOB } from './job-names';
export { openOfferCount, withdrawOffersOf } from './offers-withdraw';
// issue 29, rostering: publishing a roster books its pairs as Fill week's confirmation does (not all-or-nothing)
export { confirmFillWeek as bookPairs } from './fill-week-confirm';
