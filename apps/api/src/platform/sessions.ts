import type { Role } from '@careroster/shared/roles';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkedZone } from './context';
import type { Db, DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { facilities, memberships, mfaFactors, sessions, users } from '../db/schema';
import type { CallerCache, CachedCaller } from './callers';
import { afterCommit } from './effects';
import { hashToken, newToken } from './tokens';

export type SessionUser = { id: string; email: string; firstName: string; lastName: string };
export type SessionPolicy = { ttlMs: number; idleMs: number };

// last_seen_at is written at most this often, so reads do not turn into a write per request.
const TOUCH_EVERY_MS = 60_000;

/**
 * What the sign-in proved besides the password (decision 079): a second factor (`mfaVerified`),
 * or the need to enrol one before anything else (`setupRequired`).
 */
export type NewSession = { device?: string | null; mfaVerified?: boolean; setupRequired?: boolean };

export async function createSession(db: Db, userId: string, policy: SessionPolicy, fields: NewSession = {}) {
  const token = newToken();
  // One clock for every session time: the server's, which findCaller compares them with. The
  // database's own clock may differ (another host, or a test's fake time on PostgreSQL).
  const now = Date.now();
  const expiresAt = new Date(now + policy.ttlMs);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    device: fields.device ?? null,
    mfaVerifiedAt: fields.mfaVerified ? new Date(now) : null,
    mfaSetupRequired: fields.setupRequired ?? false,
  });
  return { token, expiresAt };
}

/** The session proved a second factor now (a step-up, or a first factor enrolled): its step-up window starts over. */
export async function markSecondFactor(source: { db: Db; callers: CallerCache }, sessionId: string) {
  const now = new Date();
  await source.db.update(sessions).set({ mfaVerifiedAt: now, mfaSetupRequired: false }).where(eq(sessions.id, sessionId));
  source.callers.forget({ sessionId });
  return now;
}

export type MembershipRow = { id: string; name: string; timezone: string; role: Role };
/** `memberships`: the requested facility's, or all of the user's when none is named, or none when not asked for. */
export type Caller = { sessionId: string; user: SessionUser; memberships: MembershipRow[]; mfa: SessionMfa };
/**
 * The session's second factor (decision 079): when it was last proved (server clock, ms), whether
 * the session may only enrol one, and whether the user holds any.
 */
export type SessionMfa = { verifiedAt: number | null; setupRequired: boolean; hasFactor: boolean };

/**
 * The session, its user and every membership of theirs in one round trip (a user without one
 * comes back once, the left-joined columns null). A miss of the caller cache runs it, so it is a
 * prepared statement; all memberships, so the cached caller answers any facility the request names.
 */
const callerQuery = (db: DbOrTx, name: string) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      mfaVerifiedAt: sessions.mfaVerifiedAt,
      mfaSetupRequired: sessions.mfaSetupRequired,
      // The auth area's table, read here as users and memberships are: a factor added or removed forgets the user's callers.
      hasFactor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${users.id} and ${mfaFactors.confirmedAt} is not null)`,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      facility: { id: facilities.id, name: facilities.name, timezone: facilities.timezone, role: memberships.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(facilities, eq(facilities.id, memberships.facilityId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.isActive, true),
      ),
    )
    .prepare(name);

async function loadCaller(db: Db, tokenHash: string, now: number, policy: SessionPolicy): Promise<CachedCaller | null> {
  const rows = await prepared(db, 'find_caller', callerQuery).execute({
    tokenHash,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - policy.idleMs).toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    user: row.user satisfies SessionUser,
    mfa: { verifiedAt: row.mfaVerifiedAt?.getTime() ?? null, setupRequired: row.mfaSetupRequired, hasFactor: row.hasFactor },
    memberships: rows.flatMap(({ facility: f }) =>
      f?.id && f.role ? [{ id: f.id, name: f.name!, timezone: f.timezone!, role: f.role }] : [],
    ),
  };
}

/**
 * The caller a bearer token names, if its session is neither revoked, expired nor idle too long:
 * from the caller cache when this instance resolved the token in the last seconds (decision 057),
 * else from the database. `facility` asks for memberships too: `requested` is a facility id
 * (already checked to be a UUID), whose membership comes back alone, or null for all of them.
 */
export async function findCaller(
  source: { db: Db; callers: CallerCache },
  token: string,
  policy: SessionPolicy,
  facility?: { requested: string | null },
): Promise<Caller | null> {
  const { db, callers } = source;
  const now = Date.now();
  const tokenHash = hashToken(token);
  let caller = callers.get(tokenHash);
  // Expiry and idle time pass while cached; then the database decides (another instance may have touched it).
  if (!caller || caller.expiresAt <= now || caller.lastSeenAt <= now - policy.idleMs) {
    const generation = callers.generation();
    caller = (await loadCaller(db, tokenHash, now, policy)) ?? undefined;
    if (!caller) return null;
    callers.set(tokenHash, caller, generation);
  }
  if (now - caller.lastSeenAt > TOUCH_EVERY_MS) {
    caller.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, caller.sessionId));
  }
  const { sessionId, user, memberships: all, mfa } = caller;
  const requested = facility?.requested;
  return {
    sessionId,
    user,
    mfa,
    memberships: !facility ? [] : requested ? all.filter((m) => m.id === requested) : all,
  };
}

/** The facilities a user holds the OWNER role at, by name (the owner's corporate routes). */
export async function ownedFacilities(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, timezone: facilities.timezone })
    .from(memberships)
    .innerJoin(facilities, eq(facilities.id, memberships.facilityId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'OWNER')))
    .orderBy(asc(facilities.name), asc(facilities.id));
  return rows.map((f) => ({ ...f, role: 'OWNER' as const, timezone: checkedZone(f.timezone) }));
}

/**
 * The sessions a push may still reach, as a subquery to join by `id`: neither signed out, expired
 * nor idle past the automatic logoff, by the database's clock. A shared nursing-station computer
 * must not keep getting the pushes of someone who walked away from it (modules/push).
 */
export const liveSessions = (db: DbOrTx, idleMs: number) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - ${idleMs / 1000}::float8 * interval '1 second'`,
      ),
    )
    .as('live_sessions');

/**
 * Every facility's active members (an active user with a membership there), as a subquery to join
 * by `facilityId`: the recipients of a notification (modules/notifications), which cannot ask auth
 * (auth reaches notifications through push), so the platform answers as it does for `findCaller`.
 */
export const activeMembers = (db: DbOrTx) =>
  db
    .select({ userId: memberships.userId, facilityId: memberships.facilityId })
    .from(memberships)
    .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.isActive, true)))
    .as('active_members');

/** Signs the session out; its token stops working on every instance from their next request. */
export async function revokeSession(source: { db: Db; callers: CallerCache }, sessionId: string) {
  await source.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
  source.callers.forget({ sessionId });
}

/** Ends every session of the user, in a transaction opened with transaction(): forgotten once it commits. */
export async function revokeAllSessions(tx: DbOrTx, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  afterCommit(tx).forgetCaller({ userId });
}
