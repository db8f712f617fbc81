/**
 * The caller cache (issue 26, decision 057): a token's caller is reused for a few seconds, and every
 * change that ends or narrows access forgets it on the instance that made it, from the next
 * request, and on a second instance through Redis. On PostgreSQL with REDIS_URL a second app shares
 * the database and Redis; elsewhere the same tests run on the one instance. The cache lives far
 * longer than any test here (`callerCacheMs`), so only a forget can change an answer, except where
 * a test moves the injected clock past it.
 */
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import type { Contract } from '@careroster/shared/api/contract';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateProfileContract } from '@careroster/shared/api/facility/update-profile';
import { inviteManagerContract, removeFacilityUserContract } from '@careroster/shared/api/facility/facility-users';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema';
import { demoUsers } from '../src/db/seed/demo';
import { callerCache, type CachedCaller } from '../src/platform/callers';
import { systemClock } from '../src/platform/clock';
import { memoryLiveBus } from '../src/platform/live/bus';
import { hashToken } from '../src/platform/tokens';
import { dataOf } from './helpers/contract-call';
import { bearer, createSecondTestApp, useTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait';

const CACHE_MS = 3_600_000;
const twoInstances = process.env.TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);
const options = { config: { redisUrl: twoInstances ? process.env.REDIS_URL : undefined, testClock: true, callerCacheMs: CACHE_MS } };

const a = useTestApp(options);
let b: TestApp | undefined;
beforeAll(async () => {
  if (twoInstances) b = await createSecondTestApp(a, options);
  await a.deps.callers.listening;
  await b?.deps.callers.listening;
});
// The second shares the first's database, which closing the first drops: it closes first.
afterAll(async () => {
  await b?.close();
});

type Headers = Record<string, string>;
const statusOf = async (t: TestApp, contract: Contract, headers: Headers) => (await t.call(contract, { headers })).statusCode;

/** Both instances answer `status` (and so hold the caller, when it is a 200). */
async function onBoth(contract: Contract, headers: Headers, status: number) {
  expect(await statusOf(a, contract, headers)).toBe(status);
  if (b) expect(await statusOf(b, contract, headers)).toBe(status);
}

/** After a change made through the first instance: its next request answers `status`, and the second's once the forget arrives. */
async function changedOnBoth(contract: Contract, headers: Headers, status: number) {
  expect(await statusOf(a, contract, headers)).toBe(status);
  if (b) await waitFor('the second instance to forget the caller', async () => (await statusOf(b!, contract, headers)) === status);
}

const userId = async (email: string) => (await a.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the caller cache', () => {
  it('keeps a caller until its time on the injected clock is up, even if the database changed behind its back', async () => {
    const { token } = await a.login(demoUsers.admin);
    expect(await statusOf(a, getProfileContract, bearer(token))).toBe(200);
    await a.sql(sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`);
    expect(await statusOf(a, getProfileContract, bearer(token))).toBe(200);
    a.deps.clock.adjustable!.advance(CACHE_MS);
    expect(await statusOf(a, getProfileContract, bearer(token))).toBe(401);
  });

  it('forgets a session signed out, and only that one', async () => {
    const signedOut = bearer((await a.login(demoUsers.admin)).token);
    const other = bearer((await a.login(demoUsers.admin)).token);
    await onBoth(getProfileContract, signedOut, 200);
    await onBoth(getProfileContract, other, 200);
    expect(await statusOf(a, logoutContract, signedOut)).toBe(200);
    await changedOnBoth(getProfileContract, signedOut, 401);
    await onBoth(getProfileContract, other, 200);
  });

  it('gives a member added to a facility access there, and takes it from one removed', async () => {
    const sunrise = await a.sunriseId();
    const admin = bearer((await a.login(demoUsers.admin)).token, sunrise);
    const manager = bearer((await a.login(demoUsers.manager)).token, sunrise);
    await onBoth(getAddressContract, manager, 403);

    const invited = await a.call(inviteManagerContract, {
      headers: admin,
      body: { email: demoUsers.manager, first_name: 'Maple', last_name: 'Manager' },
    });
    expect(invited.statusCode).toBe(200);
    await changedOnBoth(getAddressContract, manager, 200);

    const removed = await a.call(removeFacilityUserContract, { headers: admin, params: { userId: await userId(demoUsers.manager) } });
    expect(removed.statusCode).toBe(200);
    await changedOnBoth(getAddressContract, manager, 403);
  });

  it('forgets the members of a facility whose zone changed: a cached membership carries it', async () => {
    const sunrise = await a.sunriseId();
    const { token } = await a.login(demoUsers.admin);
    const admin = bearer(token, sunrise);
    const zoneHeld = (t: TestApp) => t.deps.callers.get(hashToken(token))?.memberships.find((m) => m.id === sunrise)?.timezone;
    const saveZone = async (timezone: 'PST' | 'EST') => {
      const { name, address_line1, address_line2, city, state, zip, latitude, longitude, geofence_radius_metres } = dataOf(
        await a.call(getAddressContract, { headers: admin }),
      );
      const body = { name, address_line1, address_line2, city, state, zip, timezone, latitude, longitude, geofence_radius_metres };
      expect((await a.call(updateProfileContract, { body, headers: admin })).statusCode).toBe(200);
    };
    await onBoth(getAddressContract, admin, 200);
    expect([zoneHeld(a), b && zoneHeld(b)]).toEqual(['EST', b && 'EST']);
    try {
      await saveZone('PST');
      // Each instance holds the new zone once the forget reached it (with Redis, this instance's own
      // forget also comes back through the bus and may drop one answer more): ask until it is held.
      for (const [name, t] of [
        ['this', a],
        ['the second', b],
      ] as const) {
        if (!t) continue;
        await waitFor(`${name} instance to hold the facility's new zone`, async () => {
          expect(await statusOf(t, getAddressContract, admin)).toBe(200);
          return zoneHeld(t) === 'PST';
        });
      }
    } finally {
      await saveZone('EST');
    }
  });

  it('forgets every session of a user whose password was reset', async () => {
    const first = bearer((await a.login(demoUsers.owner)).token);
    const second = bearer((await a.login(demoUsers.owner)).token);
    await onBoth(getProfileContract, first, 200);
    await onBoth(getProfileContract, second, 200);
    expect((await a.call(forgotPasswordContract, { body: { email: demoUsers.owner } })).statusCode).toBe(200);
    const [mail] = await a.deps.db.select().from(outbox).where(eq(outbox.to, demoUsers.owner)).orderBy(desc(outbox.createdAt)).limit(1);
    const [, uid, token] = mail!.text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)! as unknown as [string, string, string];
    expect((await a.call(setPasswordContract, { body: { uid, token, password: 'copper lantern valley 31' } })).statusCode).toBe(200);
    await changedOnBoth(getProfileContract, first, 401);
    await changedOnBoth(getProfileContract, second, 401);
  });
});

describe('the cache itself', () => {
  const caller = (n: number): CachedCaller => ({
    sessionId: `s${n}`,
    user: { id: `u${n}`, email: `u${n}@x.example`, firstName: 'U', lastName: String(n) },
    memberships: [],
    mfa: { verifiedAt: null, setupRequired: false, hasFactor: false },
    expiresAt: Number.MAX_SAFE_INTEGER,
    lastSeenAt: 0,
  });
  const cacheOf = async (max: number) => {
    const cache = callerCache({ ttlMs: 60_000, max, clock: systemClock, live: memoryLiveBus(a.app.log), log: a.app.log });
    await cache.listening;
    return cache;
  };

  it('does not keep an answer read before a forget', async () => {
    const cache = await cacheOf(10);
    const before = cache.generation();
    cache.forget({ userId: 'u9' });
    cache.set('t1', caller(1), before);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', caller(1), cache.generation());
    expect(cache.get('t1')?.sessionId).toBe('s1');
  });

  it('holds at most `max` callers, dropping the least recently used', async () => {
    const cache = await cacheOf(2);
    cache.set('t1', caller(1), cache.generation());
    cache.set('t2', caller(2), cache.generation());
    cache.get('t1');
    cache.set('t3', caller(3), cache.generation());
    expect([cache.get('t1'), cache.get('t2'), cache.get('t3')].map((c) => c?.sessionId)).toEqual(['s1', undefined, 's3']);
  });
});
