import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { LiveBus } from './live/bus';
import { CALLERS_CHANNEL, type ForgetCaller } from './live/relay';
import type { Caller } from './sessions';

/** Callers kept at most (about 1 KB each); a busy instance's least recently used go first. */
export const CALLER_CACHE_MAX = 10_000;

/** A resolved caller with the session times findCaller checks on every use (the server's clock, ms). */
export type CachedCaller = Caller & { expiresAt: number; lastSeenAt: number };

/**
 * Whose cached callers to drop: one session's, every session of a user, or every member of a
 * facility (its name or zone, which a cached membership carries, changed).
 */
export type Forget = { sessionId: string } | { userId: string } | { facilityId: string };

const matches = (caller: CachedCaller, which: Forget) =>
  'userId' in which
    ? caller.user.id === which.userId
    : 'sessionId' in which
      ? caller.sessionId === which.sessionId
      : caller.memberships.some((m) => m.id === which.facilityId);

/**
 * The callers of recent tokens, in this process, keyed by the token's hash (issue 26, decision
 * 057): a request of a token seen in the last `ttlMs` finds its session, user and memberships here
 * instead of in the database. Whatever ends or narrows a caller's access forgets them here at once
 * and on every other instance through the live bus; the TTL bounds how long an instance that missed
 * that message (a Redis blip: the bus delivers at most once) acts on the old answer.
 */
export type CallerCache = {
  get(tokenHash: string): CachedCaller | undefined;
  /** Taken before a database lookup and handed to `set`: an answer read before a `forget` is not kept. */
  generation(): number;
  set(tokenHash: string, caller: CachedCaller, generation: number): void;
  /** Drops the matching callers here now and tells the other instances; never throws. */
  forget(which: Forget): void;
  /** Drops every caller: a test that changed sessions or memberships behind the services' back. */
  clear(): void;
  /** Resolves once other instances' `forget` reach this one; until then nothing is kept. */
  listening: Promise<void>;
};

export type CallerCacheOptions = { ttlMs: number; max: number; clock: Clock; live: LiveBus; log: FastifyBaseLogger };

export function callerCache({ ttlMs, max, clock, live, log }: CallerCacheOptions): CallerCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, { caller: CachedCaller; storedAt: number }>();
  let generation = 0;
  let subscribed = false;

  const drop = (which: Forget) => {
    generation += 1;
    for (const [key, { caller }] of entries) if (matches(caller, which)) entries.delete(key);
  };
  const toBus = (which: Forget): ForgetCaller =>
    'userId' in which
      ? { kind: 'forget-caller', user_id: which.userId }
      : 'sessionId' in which
        ? { kind: 'forget-caller', session_id: which.sessionId }
        : { kind: 'forget-caller', facility_id: which.facilityId };

  // Another instance's forget, and this one's own coming back through Redis (dropping twice is harmless).
  const listening = live
    .subscribe(CALLERS_CHANNEL, (message) => {
      if (!('kind' in message) || message.kind !== 'forget-caller') return;
      if (message.user_id) drop({ userId: message.user_id });
      if (message.session_id) drop({ sessionId: message.session_id });
      if (message.facility_id) drop({ facilityId: message.facility_id });
    })
    .then(() => {
      subscribed = true;
    });
  // Not awaited by the app: an instance starting while Redis is down serves, uncached, until it is back (decision 036).
  listening.catch((err: unknown) => log.warn({ err }, 'caller cache: bus subscription failed'));

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      entries.delete(tokenHash);
      if (clock.now().getTime() - entry.storedAt >= ttlMs) return undefined;
      entries.set(tokenHash, entry);
      return entry.caller;
    },
    generation: () => generation,
    set(tokenHash, caller, since) {
      if (!subscribed || since !== generation || ttlMs <= 0) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { caller, storedAt: clock.now().getTime() });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    forget(which) {
      drop(which);
      live.publish(CALLERS_CHANNEL, toBus(which)).catch((err: unknown) => log.warn({ err }, 'caller cache: forget not published'));
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    listening,
  };
}
