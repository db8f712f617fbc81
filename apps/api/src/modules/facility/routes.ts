import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as facility from './service';

const tags = ['facility'];

export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getAddressContract, { access: { kind: 'facility', permission: 'facility:read' }, tags }, (request) =>
    facility.getAddress(request.ctx),
  );
};
