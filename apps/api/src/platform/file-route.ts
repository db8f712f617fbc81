import type { FileContract } from '@careroster/shared/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './access';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type FileContractRequest<C extends FileContract> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['query']>;
}>;

/** Bytes to send as they are: a stored document shown in the browser, or a download. */
export type FileAnswer = {
  data: Buffer;
  contentType: string;
  /** Already safe to quote in a header (the server names stored files). */
  filename: string;
  disposition: 'inline' | 'attachment';
};

/**
 * Registers the route of a file contract: access and schemas as `route` does, but the handler
 * answers bytes instead of the JSON envelope. Served bytes are documents, never a page: no
 * scripts, no plugins, even if a browser is fooled about their type.
 */
export function fileRoute<C extends FileContract>(
  app: App,
  contract: C,
  options: { access: Access; tags: string[]; stepUp?: boolean },
  handler: (request: FileContractRequest<C>, reply: FastifyReply) => Promise<FileAnswer>,
) {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { access: options.access, ...(options.stepUp ? { stepUp: true } : {}) },
    schema: {
      tags: options.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
    },
    handler: async (request, reply) => {
      const file = await handler(request as unknown as FileContractRequest<C>, reply);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${file.disposition}; filename="${file.filename}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  });
}
