import { broadcastAudienceContract } from '@careroster/shared/api/broadcasts/broadcast-audience';
import { createBroadcastContract } from '@careroster/shared/api/broadcasts/create-broadcast';
import { getBroadcastContract } from '@careroster/shared/api/broadcasts/get-broadcast';
import { listBroadcastsContract } from '@careroster/shared/api/broadcasts/list-broadcasts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as service from './broadcasts';

const tags = ['broadcasts'];
const messaging = { access: { kind: 'facility', permission: 'messages:send' }, tags } as const;

/** Broadcast messages to the facility's nurses (decision 016). */
export const broadcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listBroadcastsContract, messaging, (request) => service.listBroadcasts(request.ctx, request.query));
  route(app, broadcastAudienceContract, messaging, (request) => service.broadcastAudience(request.ctx, request.query));
  route(app, getBroadcastContract, messaging, (request) => service.getBroadcast(request.ctx, request.params));
  route(app, createBroadcastContract, { ...messaging, idempotent: true, refuses: ['RATE_LIMITED'] }, (request) =>
    service.createBroadcast(request.ctx, request.body),
  );
};
