import type { Role } from '@careroster/shared/roles';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { checkedZone } from './context';
import type { Db, DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { facilities, memberships, sessions, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type SessionUser = { id: string; email: string; firstName: string; lastName: string };
export type SessionPolicy = { ttlMs: number; idleMs: number };

// last_seen_at is written at most this often, so reads do not turn into a write per request.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, userId: string, policy: SessionPolicy) {
  const token = newToken();
  // One clock for every session time: the server's, which findCaller compares them with. The
  // database's own clock may differ (another host, or a test's fake time on PostgreSQL).
  const now = Date.now();
  const expiresAt = new Date(now + policy.ttlMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: new Date(now), lastSeenAt: new Date(now) });
  return { token, expiresAt };
}

export type MembershipRow = { id: string; name: string; timezone: string; role: Role };
export type Caller = { sessionId: string; user: SessionUser; memberships: MembershipRow[] };

/**
 * The session, its user and (when `facility` is given) their membership in one round trip: the
 * requested facility's, or up to two of theirs when none is named, so the caller can tell "exactly
 * one" from "several". Every API request runs it, so it is a prepared statement.
 */
const callerQuery = (db: DbOrTx, name: string) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      facility: { id: facilities.id, name: facilities.name, timezone: facilities.timezone, role: memberships.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(
        sql`${sql.placeholder('withFacility')}::boolean`,
        eq(memberships.userId, users.id),
        or(sql`${sql.placeholder('facilityId')}::uuid is null`, eq(memberships.facilityId, sql`${sql.placeholder('facilityId')}::uuid`)),
      ),
    )
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
    .limit(2)
    .prepare(name);

/**
 * The caller a bearer token names, if its session is neither revoked, expired nor idle too long.
 * `facility.requested` is a facility id (already checked to be a UUID) or null for "the user's own".
 */
export async function findCaller(
  db: Db,
  token: string,
  policy: SessionPolicy,
  facility?: { requested: string | null },
): Promise<Caller | null> {
  const now = Date.now();
  const rows = await prepared(db, 'find_caller', callerQuery).execute({
    tokenHash: hashToken(token),
    now: new Date(now).toISOString(),
    idleSince: new Date(now - policy.idleMs).toISOString(),
    withFacility: facility !== undefined,
    facilityId: facility?.requested ?? null,
  });
  const row = rows[0];
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: row.user satisfies SessionUser,
    // A user without a membership still comes back once, with the left-joined columns null.
    memberships: rows.flatMap(({ facility: f }) =>
      f?.id && f.role ? [{ id: f.id, name: f.name!, timezone: f.timezone!, role: f.role }] : [],
    ),
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

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
