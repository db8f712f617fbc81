import { AppError, errorCodes, type ErrorCode } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { validationMessages } from './validation-messages';

/** How long a client waits before retrying a 503: a pool reconnects, a failover completes, within it. */
export const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, code: ErrorCode, messages: [string, ...string[]]) {
  const statusCode = errorCodes[code];
  if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', RETRY_AFTER_SECONDS);
  return reply.code(statusCode).send({
    success: false,
    statusCode,
    data: null,
    error: { code, message: messages },
  });
}

const codeByStatus = new Map<number, ErrorCode>(Object.entries(errorCodes).map(([code, status]) => [status, code as ErrorCode]));

/** A status Fastify or a plugin chose, answered with the catalogue's text: their own messages echo the request. */
function sendStatus(reply: FastifyReply, status: number | undefined) {
  const code: ErrorCode = status === undefined || status >= 500 ? 'INTERNAL' : (codeByStatus.get(status) ?? 'BAD_REQUEST');
  return sendError(reply, code, [new AppError(code).message]);
}

// SQLSTATE class 08 (connection exception), 57P01-03 (admin shutdown, crash shutdown, cannot
// connect now: a restart or failover), and the socket's own codes when the server is gone.
const LOST_CONNECTION_CODE = /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/;
// node-postgres and ioredis say it in words: a socket that ended, a client left unusable by it,
// a connect that never completed, a command given up after its reconnect attempts.
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection is closed\.|Reached the max retries per request limit)/;

/**
 * True when the error, or what caused it (drizzle wraps the driver's error), is a lost or refused
 * connection to the database or Redis: nothing wrong with the request, so it may be retried.
 */
export function isConnectionLoss(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && LOST_CONNECTION_CODE.test(code)) return true;
  if (LOST_CONNECTION_MESSAGE.test(err.message)) return true;
  // A host name with several addresses fails with one error per address.
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionLoss(e, depth + 1))) return true;
  return isConnectionLoss(err.cause, depth + 1);
}

/** Where a failure happened, for the log line: the route pattern, never the address with its values. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? '(no route)'}`;

/** One error handler for the whole API: every failure leaves as the envelope, never with a stack or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.messages);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'VALIDATION_FAILED', validationMessages(error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause, route: routeOf(request) }, 'answer did not match its schema');
      return sendError(reply, 'INTERNAL', [new AppError('INTERNAL').message]);
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error, route: routeOf(request) }, 'database or redis connection lost: answered 503');
      return sendError(reply, 'SERVICE_UNAVAILABLE', [productMessages.serviceUnavailable]);
    }
    const status = error.statusCode ?? 500;
    // Fastify's own 4xx (bad JSON, too large, wrong content type): say it plainly, no internals.
    if (status < 500) return sendStatus(reply, status);
    request.log.error({ err: error, route: routeOf(request) }, 'unhandled error');
    return sendError(reply, 'INTERNAL', [new AppError('INTERNAL').message]);
  });
}

/**
 * Errors the router raises before any route matches (a bad or overlong path segment). Fastify
 * answers them with its own object that repeats the path unless this option is given.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendStatus(reply, error.statusCode);
}

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};
const NOT_LOGGED = '(not logged: it may carry what the user sent)';

/**
 * The `err` of every log line. An error's message may carry what the user sent: a database error
 * repeats the SQL parameters ("Failed query: ... params: ...") and PostgreSQL quotes the refused
 * value ('invalid input syntax for type integer: "..."'). So the log keeps the error's kind, the
 * SQLSTATE and schema names, and the stack frames without the message line; the request id on
 * the same line ties it to the request.
 */
export function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: NOT_LOGGED, stack: '' };
  const e = err as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && /^[\w.$-]{1,80}$/.test(v) ? v : undefined);
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  const logged: LoggedError = { type: e.name, message: NOT_LOGGED, stack: frames };
  const code = text(e.code);
  if (code) logged.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(e[key]);
    if (value) logged[key] = value;
  }
  if (e.cause !== undefined && depth < 3) logged.cause = safeError(e.cause, depth + 1);
  return logged;
}
