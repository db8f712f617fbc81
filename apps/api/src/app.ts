import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@careroster/shared/api/envelope';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { installZodMessages } from '@careroster/shared/zod-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { apiRoot } from './paths';
import { areas } from './modules';
import { registerAccess } from './platform/access';
import { registerArrivalOrder } from './platform/arrival';
import { CALLER_CACHE_MAX, callerCache } from './platform/callers';
import type { Area } from './platform/area';
import type { Deps } from './platform/deps';
import { frameworkErrors, registerErrorHandling, safeError, sendError } from './platform/errors';
import { createFileStore } from './platform/files';
import { registerIdempotency } from './platform/idempotency';
import { registerInputGuard } from './platform/input-guard';
import { openApiComponents, openApiTransform } from './platform/openapi';
import { registerSecurityHeaders } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import { defaultLiveTuning, registerLiveChannel, type LiveTuning } from './platform/live/channel';
import { memoryLiveBus, redisLiveBus } from './platform/live/bus';
import { jobsOff, startJobs, type JobDefinition, type Jobs, type JobsTuning } from './platform/jobs';
import { devOutboxMailer, queueMailer, smtpMailer, type Mailer } from './platform/mail';
import { devSmsSender, outboxJob, outboxJobFor, outboxUrgentJob, type SmsSender } from './platform/outbox';
import { createRouteRegistry, type RegisteredRoute } from './platform/route-registry';
import { pageTemplates, tokenPathRedactor } from './platform/token-paths';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './platform/rate-limit';
import { registerLinkLimits } from './platform/link-limit';
import { resolveVapidKeys } from './platform/push/vapid';
import { resolveSecretBox } from './platform/crypto/data-key';
import { resealJob } from './platform/crypto/sealed-columns';
import type { PaymentsProvider } from './platform/payments/provider';
import { sandboxPayments } from './platform/payments/sandbox';
import { assemblePorts } from './platform/ports';
import { systemClock, testClock } from './platform/clock';

installZodMessages();

export type AppOptions = {
  config: Config;
  database: Database;
  /** How the outbox dispatcher delivers mail (default: SMTP_URL, else files in DATA_DIR/outbox). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** The payments provider (default: the built-in sandbox, decision 026). */
  payments?: PaymentsProvider;
  /** Tests add jobs or change schedules and polling; the product runs the defaults. */
  jobs?: { definitions?: (defaults: JobDefinition[]) => JobDefinition[]; tuning?: JobsTuning };
  limiter?: RateLimiter;
  /** Tests shorten the live channel's auth timeout and heartbeat. */
  live?: Partial<LiveTuning>;
  /** pino destination; tests pass a stream to read the logs. */
  logStream?: NodeJS.WritableStream;
};

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The address as logged: query values are what users type (search text, names), and link paths
 * carry tokens (derived from the routes and pages, platform/token-paths.ts), so the log keeps the
 * path without its tokens and the parameter names only.
 */
export function loggedUrl(url: string, redactPath: (path: string) => string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const pathOnly = redactPath(pathPart).slice(0, 300);
  if (!query) return pathOnly;
  const names = [...new URLSearchParams(query).keys()].map((k) => k.replace(/[^\w[\]-]/g, '').slice(0, 40));
  return `${pathOnly}?${[...new Set(names)].map((k) => `${k}=_`).join('&')}`;
}

/** A caller's (or the proxy's) request id is kept when it is plainly an id; anything else is replaced, never logged. */
function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

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

/**
 * Production's log lines go to stdout without a blocking write each (pino's default is a
 * synchronous one, 10 % of a request's CPU in issue 26's profile): written while the loop does
 * other work, lines logged meanwhile joining the next write. Development keeps the default, whose
 * lines appear at once between a crash's own.
 */
const asyncStdout = () => pino.destination({ dest: 1, sync: false });

/** The live channel speaks one extra protocol of each kind; two areas offering one would be a wiring mistake. */
function onlyOne<K extends 'sockets' | 'nurseSockets'>(kind: K): Area[K] {
  const offering = areas.filter((area) => area[kind]);
  if (offering.length > 1) throw new Error(`areas ${offering.map((a) => a.name).join(', ')} each offer live ${kind}`);
  return offering[0]?.[kind];
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; deps: Deps; routes: () => RegisteredRoute[] }> {
  const { config, database } = opts;
  // Pages only until every route is declared; then the routes' token parameters join them (onReady below).
  let redactPath = tokenPathRedactor(pageTemplates);
  const stdout = !opts.logStream && config.env === 'production' ? asyncStdout() : undefined;
  const logStream = opts.logStream ?? stdout;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Tokens and passwords never reach the logs; bodies are not logged at all.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["facility-id"]'],
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: loggedUrl(req.url, redactPath),
          id: req.id,
        }),
        err: safeError,
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    requestTimeout: 60_000,
    return503OnClosing: true,
    // A limit for a plugin that hangs, not a budget: Fastify's default (10 s) failed a start whose
    // @fastify/swagger-ui took longer on a loaded 2-core test machine.
    pluginTimeout: 120_000,
    frameworkErrors,
  });
  // The last lines of a closing server reach stdout before the process exits (server.ts).
  if (stdout) app.addHook('onClose', async () => stdout.flushSync());
  // The embedded database's single connection serves requests in arrival order (decision 059).
  if (database.kind === 'pglite') registerArrivalOrder(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registry = createRouteRegistry(app);
  app.addHook('onReady', async () => {
    redactPath = tokenPathRedactor([...pageTemplates, ...registry.list().map((r) => r.url)]);
  });

  const outboxDir = path.join(config.dataDir, 'outbox');
  const transports = {
    mailer:
      opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devOutboxMailer(outboxDir, (m) => app.log.info(m))),
    // The seam for a real SMS provider: build its SmsSender here from its config.
    sms: opts.sms ?? devSmsSender(outboxDir, (m) => app.log.info(m)),
  };
  // Jobs start before `deps` exists (deps holds them); handlers read it when they run.
  const built: { deps?: Deps } = {};
  const depsOf = () => {
    if (!built.deps) throw new Error('jobs ran before the app was built');
    return built.deps;
  };
  const defaultJobs = [
    outboxJob(database.db, transports),
    outboxUrgentJob(database.db, transports),
    resealJob(depsOf),
    ...areas.flatMap((area) => area.jobs?.(depsOf) ?? []),
  ];
  const vapid = await resolveVapidKeys(config);
  const secrets = await resolveSecretBox(config);
  const jobs: Jobs = config.jobs
    ? await startJobs({
        db: database.db,
        kind: database.kind,
        log: app.log.child({ component: 'jobs' }),
        definitions: opts.jobs?.definitions?.(defaultJobs) ?? defaultJobs,
        tuning: { notifyPollingIntervalSeconds: config.jobDelayedPollSeconds, ...opts.jobs?.tuning },
      })
    : jobsOff;
  const live = config.redisUrl ? redisLiveBus(config.redisUrl, app.log.child({ component: 'live' })) : memoryLiveBus(app.log);
  const clock = config.testClock ? testClock() : systemClock;
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: queueMailer(database.db, (priority) => jobs.trigger(outboxJobFor(priority))),
    jobs,
    files: createFileStore(config, database.db),
    limiter: opts.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter()),
    live,
    vapid,
    secrets,
    // The seam for a real provider (Stripe, Dwolla): build it here from its own config (decision 026).
    payments:
      opts.payments ??
      sandboxPayments({
        outboxDir,
        depositDelaySeconds: config.bankDepositDelaySeconds,
        settleDelaySeconds: config.vaultSettleDelaySeconds,
        log: (m) => app.log.info(m),
      }),
    clock,
    callers: callerCache({ ttlMs: config.callerCacheMs, max: CALLER_CACHE_MAX, clock, live, log: app.log.child({ component: 'callers' }) }),
    ports: assemblePorts(areas),
  };
  built.deps = deps;

  app.addHook('onClose', () => deps.limiter.close());
  // Before the database closes (server.ts and tests close it after app.close()).
  app.addHook('onClose', () => jobs.stop());

  registerErrorHandling(app);
  registerInputGuard(app);
  registerLinkLimits(app, deps.limiter);
  // No offline queue: while Redis is unreachable a count fails at once and is skipped (decision 036).
  const limiterRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : null;
  limiterRedis?.on('error', () => undefined);
  if (limiterRedis)
    app.addHook('onClose', async () => void (limiterRedis.status === 'ready' ? await limiterRedis.quit() : limiterRedis.disconnect()));
  // Routes opt in with `config.rateLimit`; the answer is the catalogue's 429 in the envelope.
  await app.register(rateLimit, {
    global: false,
    // A Redis outage lets the per-address limits pass rather than refuse every call they guard;
    // sign-in's own throttles count on in memory meanwhile (platform/rate-limit.ts).
    skipOnError: true,
    ...(limiterRedis ? { redis: limiterRedis, nameSpace: 'careroster:route-rl:' } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', productMessages.tooManyAttempts),
  });
  // HTTPS-only headers only where the product is served over HTTPS: on a plain-http LAN address
  // (a newcomer's `npm start` reached from another machine) they would send the browser to an
  // https port nobody listens on.
  const https = new URL(config.publicUrl).protocol === 'https:';
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: { ...csp, upgradeInsecureRequests: https ? [] : null } },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Answers over 1 KB travel compressed (a week list is ~25 KB of JSON). Brotli at quality 4: a
  // better ratio than gzip for about the same CPU; the default 11 is for build-time files. Request
  // bodies are never inflated, so a small compressed body cannot grow past the body limit.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(multipart, { limits: { fileSize: 10_485_762, files: 1, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CareRoster API', version: '1.0.0' },
      components: openApiComponents,
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store').header('x-request-id', request.id);
    return payload;
  });

  registerAccess(app, deps, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs });
  registerIdempotency(app);
  const sessionPolicy = { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs };
  await registerLiveChannel(
    app,
    deps,
    sessionPolicy,
    { ...defaultLiveTuning, ...opts.live },
    API_BASE,
    onlyOne('sockets')?.(deps, app.log.child({ component: 'calls' })),
    onlyOne('nurseSockets')?.(deps),
  );

  await app.register(
    async (api) => {
      for (const area of areas) if (area.routes) await api.register(area.routes, { config });
      api.get('/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE },
  );

  const webDist = config.webDist ?? path.resolve(apiRoot, '../web/dist');
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each compressible file (decision 011); they are
      // answers to the original's URL, not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names everything under assets/ by content hash: a changed file is a new URL.
        const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding whenever a compressed copy exists, including
        // the identity answer, or a shared cache could hand brotli to a client without it.
        const original = filePath.replace(/\.(br|gz)$/, '');
        if (original !== filePath || fs.existsSync(`${original}.br`) || fs.existsSync(`${original}.gz`)) {
          res.setHeader('vary', 'Accept-Encoding');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    // A missing /assets/ file is a chunk of an older build: a 404, not index.html as JavaScript.
    const isPage = !url.startsWith('/api/') && !url.startsWith('/assets/');
    if (isPage && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // History fallback: the SPA's router owns every other path; setHeaders marks it no-cache.
      return reply.sendFile('index.html');
    }
    const allowed = registry.allowedMethods(url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 'METHOD_NOT_ALLOWED', new AppError('METHOD_NOT_ALLOWED').messages);
    }
    return sendError(reply, 'NOT_FOUND', [productMessages.routeNotFound]);
  });

  return { app, deps, routes: registry.list };
}
