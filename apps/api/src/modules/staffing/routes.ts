import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fillWeekRoutes } from './fill-week-routes';
import { releaseRoutes } from './release-routes';
import { rosterRoutes } from './roster-routes';
import { suggestionRoutes } from './suggestion-routes';

/** Staffing the schedule: the roster, suggestions, the release plan and "Fill week". */
export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rosterRoutes);
  await app.register(suggestionRoutes);
  await app.register(releaseRoutes);
  await app.register(fillWeekRoutes);
};
