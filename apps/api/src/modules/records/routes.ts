import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peopleRoutes } from './people-routes';

/** The employee's file (issue 27, decision 063): each part's routes, registered together. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Add, edit, deactivate and reactivate (decision 063).
  await app.register(peopleRoutes);
};
