import {
  completeWalkInInviteContract,
  createWalkInInviteContract,
  getWalkInInviteContract,
} from '@careroster/shared/api/employees/walk-in-invites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as walkIns from './walk-in-invites';

const tags = ['walk-in invites'];
// The invite's token is guessable only by brute force: each address is rate-limited, both routes together.
const publicAccess = { access: { kind: 'public' }, linkFamily: 'walk-in-invite', tags } as const;

export const walkInRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    createWalkInInviteContract,
    { access: { kind: 'facility', permission: 'staff:write' }, idempotent: true, refuses: ['RATE_LIMITED'], tags },
    (request) => walkIns.createWalkInInvite(request.ctx, request.body),
  );
  // The token is in the path: no referrer may carry it to another site, whatever the global header says.
  route(app, getWalkInInviteContract, publicAccess, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return walkIns.readWalkInInvite(request.ctx, request.params);
  });
  route(app, completeWalkInInviteContract, publicAccess, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return walkIns.completeWalkInInvite(request.ctx, { ...request.params, ...request.body });
  });
};
