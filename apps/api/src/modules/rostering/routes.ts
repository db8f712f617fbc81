import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftRoutes } from './draft-routes';
import { settingsRoutes } from './settings-routes';

/** The roster builder's routes: its settings (contracts, rotations, teams, requests) and its drafts. */
export const rosteringRoutes: FastifyPluginAsyncZod = async (app) => {
  settingsRoutes(app);
  draftRoutes(app);
};
