import { createHash } from 'node:crypto';
import { AppError } from '@careroster/shared/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@careroster/shared/api/envelope';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import { createContext } from './context';
import type { SecretBox } from './crypto/secret-box';
import { transaction } from './effects';

/** Keys are kept at least this long (the issue asks for 24 hours); older ones are free again. */
export const IDEMPOTENCY_TTL_HOURS = 24;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create call: an `Idempotency-Key` header makes a retry replay the first answer.
     * 'required' (money moving, issue 14): a call without the header is refused.
     */
    idempotent?: boolean | 'required';
  }
  interface FastifyRequest {
    idempotencyClaim: { userId: string; key: string; fingerprint: string } | null;
  }
}

/**
 * What makes two requests "the same": method, path, facility and body. A multipart body is read
 * by the handler as a stream, so only its length stands for it (decision 005).
 */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart() ? `multipart:${request.headers['content-length'] ?? ''}` : JSON.stringify(request.body ?? null);
  return createHash('sha256')
    .update([request.method, request.url, request.headers['facility-id'] ?? '', body].join('\n'))
    .digest('hex');
}

/**
 * Reads the header after access and validation (preHandler), so only a signed-in caller's valid
 * request carries a claim to `runIdempotent`.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.idempotent || !request.user) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) {
      if (request.routeOptions.config.idempotent === 'required') throw new AppError('BAD_REQUEST', productMessages.idempotencyKeyRequired);
      return;
    }
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError('VALIDATION_FAILED', productMessages.idempotencyKeyInvalid);
    }
    request.idempotencyClaim = { userId: request.user.id, key, fingerprint: fingerprintOf(request) };
  });
}

/**
 * The Idempotency-Key of a route that requires one: a service that must hand the provider the
 * same reference on a retry derives it from this.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  if (!request.idempotencyClaim) throw new AppError('BAD_REQUEST', productMessages.idempotencyKeyRequired);
  return request.idempotencyClaim.key;
}

/**
 * Stored answers are sealed: some carry a link token (a walk-in invite's link, shown to the manager
 * to copy), and the token tables keep only hashes (decision 037). They live 24 hours, so a retired
 * data key opens them for as long as a rotation keeps it.
 */
const answerContext = (claim: { userId: string; key: string }) => `idempotency:${claim.userId}:${claim.key}`;

function openAnswer(secrets: SecretBox, claim: { userId: string; key: string }, stored: string): string {
  // An answer stored before answers were sealed is its JSON.
  return stored.startsWith('v1.') ? secrets.open(stored, answerContext(claim)) : stored;
}

/**
 * Runs a create call's work in ONE transaction with its Idempotency-Key: the claim, every write
 * of the service (its own transactions become savepoints), its audit rows and the stored answer
 * commit together or not at all. A second call with the same key waits on the first's claim row;
 * once that commits it replays the stored answer, and if it rolled back the key is free again.
 * Live events, triggered jobs and outbox dispatches wait for its commit: the service's own
 * `transaction()` finds this one in `ctx.deps.db` and records its effects on it (decision 045).
 */
export async function runIdempotent<T>(request: FastifyRequest, work: () => Promise<T>): Promise<{ data: T; replayed: boolean }> {
  const claim = request.idempotencyClaim;
  if (!claim) return { data: await work(), replayed: false };
  const outer = request.ctx;
  return transaction(outer, undefined, async (tx) => {
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
    await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, claim.userId), lt(idempotencyKeys.createdAt, expired)));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(mine);
      if (!first || first.fingerprint !== claim.fingerprint) throw new AppError('CONFLICT', productMessages.idempotencyKeyReused);
      // A claim without an answer is one written before answers were stored in the claim's transaction.
      if (first.answer === null) throw new AppError('CONFLICT', productMessages.idempotencyInProgress);
      return { data: JSON.parse(openAnswer(outer.deps.secrets, claim, first.answer)) as T, replayed: true };
    }
    request.ctx = createContext({ ...outer, deps: { ...outer.deps, db: tx } });
    try {
      const data = await work();
      const answer = outer.deps.secrets.seal(JSON.stringify(data), answerContext(claim));
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, answer, completedAt: sql`now()` })
        .where(mine);
      return { data, replayed: false };
    } finally {
      request.ctx = outer;
    }
  });
}
