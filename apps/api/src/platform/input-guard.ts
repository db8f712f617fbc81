import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { FastifyInstance } from 'fastify';

/** True when any string (value or key) inside holds a NUL character. Iterative: a deep body cannot exhaust the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * How deep a JSON body may nest. The deepest body of the API is a few levels; without a limit a
 * body of thousands of brackets parses fine and then overflows the stack of whatever walks it
 * next (the idempotency fingerprint, validation, the serializer) as a 500.
 */
export const JSON_MAX_DEPTH = 32;

/** True when the JSON text opens more than `max` arrays or objects inside one another. One pass over the text, before parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind the depth limit, so that every
 * route refuses a too-deep body at parsing with one clear 400.
 */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError('BAD_REQUEST', productMessages.bodyTooDeep), undefined);
      return;
    }
    void parse(request, text, done);
  });
}

/**
 * PostgreSQL refuses the NUL byte in text, so a request carrying one would fail deep in a query
 * as a 500. It is refused here, once for every route, before validation and before any service.
 */
export function registerInputGuard(app: FastifyInstance) {
  registerJsonParser(app);
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('VALIDATION_FAILED', productMessages.nulCharacter);
    }
  });
}
