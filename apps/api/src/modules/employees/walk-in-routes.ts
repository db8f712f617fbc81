import {
  completeWalkInInviteAnswer,
  completeWalkInInviteBody,
  createWalkInInviteAnswer,
  createWalkInInviteBody,
  walkInInviteSchema,
  walkInTokenParams,
} from '@careroster/shared/api/employees/walk-in-invites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf, userOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as walkIns from './walk-in-invites';

const tags = ['walk-in invites'];
const publicAccess = { access: { kind: 'public' } } as const;

export const walkInRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/facilities/walk-in-invites',
      {
        config: { access: { kind: 'facility', permission: 'staff:write' } },
        schema: { tags, body: createWalkInInviteBody, response: answer(createWalkInInviteAnswer) },
      },
      async (request) => {
        const invite = await walkIns.createWalkInInvite(deps.db, deps.config, facilityOf(request), userOf(request).id, request.body);
        await audit(deps.db, request, 'walk_in.invite', { target: invite.id });
        return ok(invite);
      },
    );
    // The token is in the path: no referrer may carry it to another site, whatever the global header says.
    app.get(
      '/walk-in-invites/:token',
      { config: publicAccess, schema: { tags, params: walkInTokenParams, response: answer(walkInInviteSchema) } },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer');
        return ok(await walkIns.readWalkInInvite(deps.db, request.params.token));
      },
    );
    app.post(
      '/walk-in-invites/:token',
      { config: publicAccess, schema: { tags, params: walkInTokenParams, body: completeWalkInInviteBody, response: answer(completeWalkInInviteAnswer) } },
      async (request, reply) => {
        reply.header('referrer-policy', 'no-referrer');
        return ok(await walkIns.completeWalkInInvite(deps.db, request.params.token, request.body));
      },
    );
  };
