import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { masterScheduleRoutes } from './master-routes';

/** The facility's structure and master schedule (issue 28): each part's routes, registered together. */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
  // issue 28, master schedule
  masterScheduleRoutes(app);
};
