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
 * PostgreSQL refuses the NUL byte in text, so a request carrying one would fail deep in a query
 * as a 500. It is refused here, once for every route, before validation and before any service.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('VALIDATION_FAILED', productMessages.nulCharacter);
    }
  });
}
