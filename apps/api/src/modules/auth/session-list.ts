import { productMessages } from '@careroster/shared/messages';
import { AppError } from '@careroster/shared/errors';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { userOf, type Ctx } from '../../platform/context';
import { removeSessionSubscriptions } from '../push';

/** The caller's sessions that still work: neither signed out, expired nor idle past the automatic logoff. */
export async function listSessions(ctx: Ctx) {
  const user = userOf(ctx);
  // The sessions' own clock (platform/sessions.ts), which decides whether a token still works.
  // eslint-disable-next-line no-restricted-syntax -- a session's clock, not business time
  const now = Date.now();
  const rows = await ctx.deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - ctx.deps.config.sessionIdleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  const results = rows.map((s) => ({
    id: s.id,
    device: s.device,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    current: s.id === ctx.sessionId,
  }));
  return { count: results.length, results };
}

/** Signs out sessions as logout does: their tokens stop on every instance, their browsers stop getting pushes. */
async function endSessions(ctx: Ctx, ids: string[]) {
  for (const id of ids) {
    ctx.deps.callers.forget({ sessionId: id });
    await removeSessionSubscriptions(ctx.deps.db, id);
    await ctx.audit('auth.session_revoked', { target: id });
  }
}

export async function revokeOwnSession(ctx: Ctx, { id }: { id: string }) {
  const user = userOf(ctx);
  const revoked = await ctx.deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Another user's session is not found, as much as a gone one.
  if (revoked.length === 0) throw new AppError('NOT_FOUND');
  await endSessions(
    ctx,
    revoked.map((r) => r.id),
  );
  return { message: productMessages.sessionRevoked };
}

/** "Sign out everywhere else": every session of the caller but this one. */
export async function revokeOtherSessions(ctx: Ctx) {
  const user = userOf(ctx);
  const revoked = await ctx.deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, ctx.sessionId!), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await endSessions(
    ctx,
    revoked.map((r) => r.id),
  );
  return { message: productMessages.otherSessionsRevoked };
}
