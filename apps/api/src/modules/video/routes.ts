import {
  cancelVideoCallContract,
  joinVideoCallContract,
  listVideoCallsContract,
  startVideoCallContract,
} from '@careroster/shared/api/video/video-call';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as calls from './calls';

const tags = ['video calls'];
const calling = { access: { kind: 'facility', permission: 'video:call' }, tags } as const;

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, startVideoCallContract, { ...calling, idempotent: true, refuses: ['RATE_LIMITED'] }, (request) =>
    calls.startCall(request.ctx, request.body),
  );
  route(app, cancelVideoCallContract, calling, (request) => calls.cancelCall(request.ctx, request.params));
  route(app, listVideoCallsContract, calling, (request) => calls.listCalls(request.ctx, request.params));
  // Public, with the token in the path: no referrer may carry it elsewhere; guessing is rate-limited.
  route(app, joinVideoCallContract, { access: { kind: 'public' }, linkFamily: 'video-call', tags }, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return calls.joinCall(request.ctx, request.params);
  });
};
