import { getPushPublicKeyContract } from '@careroster/shared/api/push/get-public-key';
import { deleteDeviceTokenContract, updateDeviceTokenContract } from '@careroster/shared/api/push/update-device-token';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as push from './subscriptions';

const tags = ['push'];
// Any signed-in user, whatever facility: a browser's subscription belongs to the person and session.
const signedIn = { access: { kind: 'user' } as const, tags };

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getPushPublicKeyContract, signedIn, async (request) => push.publicKey(request.ctx));
  route(app, updateDeviceTokenContract, signedIn, (request) => push.registerDeviceToken(request.ctx, request.body));
  route(app, deleteDeviceTokenContract, signedIn, (request) => push.removeDeviceToken(request.ctx, request.body));
};
