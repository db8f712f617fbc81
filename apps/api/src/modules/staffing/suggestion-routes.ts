import { suggestionsContract } from '@careroster/shared/api/staffing/suggestions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { suggestionsFor } from './suggestions';

/** Suggestions for an opening (issue 15): read-only; booking one goes through the nurse picker's PATCH. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, suggestionsContract, { access: { kind: 'facility', permission: 'shifts:read' }, tags: ['staffing'] }, (r) =>
    suggestionsFor(r.ctx, { ...r.params, ...r.query }),
  );
};
