import type { Contract } from '@careroster/shared/api/contract';
import type { ErrorCode } from '@careroster/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './access';
import type { LinkFamily } from './link-limit';
import { runIdempotent } from './idempotency';
import { answer, ok } from './reply';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a contract's handler gets: params, query and body already parsed by its schemas. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
  Body: Parsed<C['body']>;
}>;

export type ContractRouteOptions = {
  access: Access;
  /**
   * A create call: the Idempotency-Key header replays its first answer (decision 005).
   * 'required' for a call that moves money: without the header it is refused (decision 028).
   */
  idempotent?: boolean | 'required';
  /** A limit per client address (@fastify/rate-limit), for public routes an attacker can call. */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * Codes the service answers beyond those the route's access, input and limits imply (those the
   * OpenAPI document derives itself, platform/openapi.ts): documented as error answers too.
   */
  refuses?: ErrorCode[];
  /** A public route a link opens: limited per caller address together with its family's other routes (platform/link-limit.ts). */
  linkFamily?: LinkFamily;
  /** Needs a second factor proved in the last minutes: revealing a sealed number, adding a bank account, paying (decision 079). */
  stepUp?: boolean;
  /** Open to a session that must enrol a second factor first (decision 079). */
  duringMfaSetup?: boolean;
  tags: string[];
};

/**
 * Registers the route a contract describes: its method and path, its schemas for validation and
 * OpenAPI, and its answer schema as the allowlist the envelope is serialized through. The handler
 * returns the envelope's `data`.
 */
export function route<C extends Contract>(
  app: App,
  contract: C,
  options: ContractRouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<z.input<C['answer']>>,
) {
  app.route({
    method: contract.method,
    url: contract.path,
    config: {
      access: options.access,
      ...(options.idempotent ? { idempotent: options.idempotent } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.refuses ? { refuses: options.refuses } : {}),
      ...(options.linkFamily ? { linkFamily: options.linkFamily } : {}),
      ...(options.stepUp ? { stepUp: true } : {}),
      ...(options.duringMfaSetup ? { duringMfaSetup: true } : {}),
    },
    schema: {
      tags: options.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: answer(contract.answer),
    },
    handler: async (request, reply) => {
      const { data, replayed } = await runIdempotent(request, () => handler(request as unknown as ContractRequest<C>, reply));
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(data);
    },
  });
}
