import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, in its order. They depend on nothing of the request,
 * so they are worked out once: @fastify/helmet built a new helmet, re-reading every option and the
 * whole CSP, on each request (4 % of a week-list request's CPU, issue 26).
 */
export function securityHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // X-Powered-By: Node never sets it, and nothing here does.
    removeHeader: () => undefined,
  };
  // helmet 8 throws on bad options itself (here, at start); its middleware never calls next with an error.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every answer (pages, files, API, errors) carries them, set where @fastify/helmet set them: on the raw response, on request. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
