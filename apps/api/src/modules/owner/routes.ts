import { corporateDashboardContract } from '@careroster/shared/api/owner/get-corporate-dashboard';
import { hppdWeeklyContract } from '@careroster/shared/api/owner/get-hppd-weekly';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { corporateDashboard, hppdWeekly } from './corporate';

const tags = ['owner'];
const owner = { access: { kind: 'owner' }, tags } as const;

/** The owner's corporate view (issue 16): figures across the facilities the caller owns. */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, corporateDashboardContract, owner, (r) => corporateDashboard(r.ctx, r.query));
  route(app, hppdWeeklyContract, owner, (r) => hppdWeekly(r.ctx, r.query));
};
