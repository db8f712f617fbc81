import { fillWeekConfirmContract, fillWeekProposalContract } from '@careroster/shared/api/staffing/fill-week';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { confirmFillWeek } from './fill-week-confirm';
import { proposeFillWeek } from './fill-week';

/**
 * "Fill week" (issue 15): a plan for the weeks' openings (read-only, so `shifts:read` may ask for
 * it), then the manager's confirmation, which books (idempotent: a retried confirm books once).
 */
export const fillWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staffing'];
  route(app, fillWeekProposalContract, { access: { kind: 'facility', permission: 'shifts:read' }, refuses: ['RATE_LIMITED'], tags }, (r) =>
    proposeFillWeek(r.ctx, r.body),
  );
  route(app, fillWeekConfirmContract, { access: { kind: 'facility', permission: 'shifts:write' }, tags, idempotent: true }, (r) =>
    confirmFillWeek(r.ctx, r.body),
  );
};
