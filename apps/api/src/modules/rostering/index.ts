import type { Area } from '../../platform/area';
import { rosterGenerateJob } from './generate';
import { rosteringRoutes } from './routes';
import { teamSize, timingUse } from './structure-uses';

/**
 * The roster builder (issue 29, decision 074): contracts, rotation patterns, each unit's team, the
 * nurses' requests, and rosters the engine generates from the master schedule's need, edited by
 * hand and published as bookings. It sits above structure, shifts and staffing and uses them
 * through their doors; nothing below reads it.
 */
export const rosteringArea: Area = {
  name: 'rostering',
  routes: rosteringRoutes,
  jobs: (deps) => [rosterGenerateJob(deps)],
  liveEvents: ['roster.changed'],
  ports: { rosterUse: { teamSize, timingUse } },
};
