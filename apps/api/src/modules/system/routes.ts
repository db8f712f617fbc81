import { healthContract } from '@careroster/shared/api/system/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { health } from './service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthContract, { access: { kind: 'public' }, tags: ['system'] }, (request) => health(request.ctx));
};
