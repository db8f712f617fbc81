import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyRoutes } from './history-routes';
import { payRoutes } from './pay-routes';
import { peopleRoutes } from './people-routes';
import { taxFormsRoutes } from './tax-forms-routes';

/** The employee's file (issue 27): each part's routes, registered together. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Add, edit, deactivate and reactivate (decision 063).
  await app.register(peopleRoutes);
  // Pay details with effective dates (decision 064).
  await app.register(payRoutes);
  // W-4, W-2 and dependents (decision 065).
  await app.register(taxFormsRoutes);
  // Work history, prior employment and the active shift (decision 066).
  await app.register(historyRoutes);
};
