import { AppError, errorCodes, type ErrorCode } from '@careroster/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { validationMessages } from './validation-messages';

export function sendError(reply: FastifyReply, code: ErrorCode, messages: [string, ...string[]]) {
  const statusCode = errorCodes[code];
  return reply.code(statusCode).send({
    success: false,
    statusCode,
    data: null,
    error: { code, message: messages },
  });
}

const codeByStatus = new Map<number, ErrorCode>(
  Object.entries(errorCodes).map(([code, status]) => [status, code as ErrorCode]),
);

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
      request.log.error({ err: error.cause, url: request.routeOptions.url }, 'answer did not match its schema');
      return sendError(reply, 'INTERNAL', [new AppError('INTERNAL').message]);
    }
    const status = error.statusCode ?? 500;
    const code = status < 500 ? codeByStatus.get(status) : undefined;
    if (code) {
      // Fastify's own 4xx (bad JSON, too large, wrong content type): say it plainly, no internals.
      return sendError(reply, code, [new AppError(code).message]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', [new AppError('INTERNAL').message]);
  });
}
