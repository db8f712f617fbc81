import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyRoutes } from './history-routes';

/** The employee's file (issue 27, decision 063): each part's routes, registered together. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(historyRoutes);
};
