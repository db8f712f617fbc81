import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@careroster/shared/api/envelope';
import { AppError } from '@careroster/shared/errors';
import { installZodMessages } from '@careroster/shared/zod-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { employeesRoutes } from './modules/employees/routes';
import { facilityRoutes } from './modules/facility/routes';
import { systemRoutes } from './modules/system/routes';
import { registerAccess } from './platform/access';
import type { Deps } from './platform/deps';
import { registerErrorHandling, sendError } from './platform/errors';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail';
import { createRouteRegistry, type RegisteredRoute } from './platform/route-registry';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './platform/rate-limit';

installZodMessages();

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** pino destination; tests pass a stream to read the logs. */
  logStream?: NodeJS.WritableStream;
};

export const JSON_BODY_LIMIT = 1024 * 1024;

// Spec 000 uses a Bearer token in local storage; a strict CSP (no inline or foreign scripts) is what keeps it safe.
const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export async function buildApp(
  opts: AppOptions,
): Promise<{ app: FastifyInstance; deps: Deps; routes: () => RegisteredRoute[] }> {
  const { config, database } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      // Tokens and passwords never reach the logs; bodies are not logged at all.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["facility-id"]'],
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.replace(/(access_token|token)=[^&]+/g, '$1=[redacted]').replace(/\/(set-password|walk-in-invite|missed-punch-action|corporate-timesheet(?:-new)?)\/.+$/, '/$1/[redacted]'),
          id: req.id,
        }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    requestTimeout: 60_000,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registry = createRouteRegistry(app);

  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer:
      opts.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : outboxMailer(database.db, path.join(config.dataDir, 'outbox'), (m) => app.log.info(m))),
    limiter: opts.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter()),
  };
  app.addHook('onClose', () => deps.limiter.close());

  registerErrorHandling(app);
  await app.register(helmet, { contentSecurityPolicy: { directives: csp }, referrerPolicy: { policy: 'no-referrer' } });
  await app.register(multipart, { limits: { fileSize: 10_485_762, files: 1, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CareRoster API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  registerAccess(app, deps.db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs });

  await app.register(
    async (api) => {
      await api.register(systemRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(facilityRoutes(deps));
      await api.register(employeesRoutes(deps));
      api.get(
        '/openapi.json',
        { config: { access: { kind: 'public' } }, schema: { hide: true } },
        async () => app.swagger(),
      );
    },
    { prefix: API_BASE },
  );

  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (!url.startsWith('/api/') && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // History fallback: the SPA's router owns every other path.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allowed = registry.allowedMethods(url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 'METHOD_NOT_ALLOWED', new AppError('METHOD_NOT_ALLOWED').messages);
    }
    return sendError(reply, 'NOT_FOUND', [`${request.method} ${url}: this address does not exist.`]);
  });

  return { app, deps, routes: registry.list };
}
