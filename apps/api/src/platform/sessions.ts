import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type SessionUser = { id: string; email: string; firstName: string; lastName: string };
export type SessionPolicy = { ttlMs: number; idleMs: number };

// last_seen_at is written at most this often, so reads do not turn into a write per request.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, userId: string, policy: SessionPolicy) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.ttlMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The session a bearer token names, if it is neither revoked, expired nor idle too long. */
export async function findSession(db: Db, token: string, policy: SessionPolicy) {
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - policy.idleMs)),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user satisfies SessionUser };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
