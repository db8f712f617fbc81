import {
  inviteManagerContract,
  listFacilityUsersContract,
  removeFacilityUserContract,
} from '@careroster/shared/api/facility/facility-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { inviteManager, listFacilityUsers, removeFacilityUser } from './service';

const tags = ['facility'];
const access = { kind: 'facility', permission: 'users:manage' } as const;

export const facilityUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listFacilityUsersContract, { access, tags }, (request) => listFacilityUsers(request.ctx));
  route(app, inviteManagerContract, { access, idempotent: true, refuses: ['RATE_LIMITED'], tags }, (request) =>
    inviteManager(request.ctx, request.body),
  );
  route(app, removeFacilityUserContract, { access, tags }, (request) => removeFacilityUser(request.ctx, request.params));
};
