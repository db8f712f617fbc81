import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import { listOvertimeContract } from '@careroster/shared/api/overtime/list-overtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { listOvertime, overtimeDetails } from './overtime';

const tags = ['overtime'];
const read = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;

/** Overtime: the list and one employee's week (the projection answers through the shifts area's assign and accept). */
export const overtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listOvertimeContract, read, (r) => listOvertime(r.ctx, r.query));
  route(app, getOvertimeDetailsContract, read, (r) => overtimeDetails(r.ctx, { ...r.params, ...r.query }));
};
