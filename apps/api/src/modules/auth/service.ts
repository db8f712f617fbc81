import type { ForgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import type { LoginBody } from '@careroster/shared/api/auth/login';
import type { MfaVerifyBody } from '@careroster/shared/api/auth/mfa';
import type { SetPasswordBody } from '@careroster/shared/api/auth/set-password';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { setPasswordPath } from '@careroster/shared/paths';
import type { Role } from '@careroster/shared/roles';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { memberships, passwordResetTokens, users } from '../../db/schema';
import { userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { deviceLabel } from '../../platform/device-label';
import { checkNewPassword, dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createSession, revokeAllSessions, revokeSession } from '../../platform/sessions';
import { hashToken, newToken } from '../../platform/tokens';
import { facilityNamesAndZones } from '../facility';
import { removeSessionSubscriptions } from '../push';
import { passwordClosedFor } from './identity-providers';
import { confirmedFactors, methodsOf, mfaRequired, startSignInChallenge, verifySignIn } from './mfa';
import { checkSignIn, signInFailed, signInSucceeded } from './sign-in-throttle';

const WINDOW_MS = 15 * 60_000;
const FORGOT_PER_ACCOUNT = 3;
const RESET_TTL_MS = 60 * 60_000;

const roleRank: Record<Role, number> = { OWNER: 0, ADMIN: 1, MANAGER: 2 };

export async function membershipsOf(db: Db, userId: string) {
  const facility = facilityNamesAndZones(db);
  const rows = await db
    .select({ id: facility.id, name: facility.name, role: memberships.role })
    .from(memberships)
    .innerJoin(facility, eq(facility.id, memberships.facilityId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(facility.name));
  return rows;
}

/** The session's ROLE (spec 000 section 3): the strongest role the user holds anywhere. */
export const overallRole = (rows: { role: Role }[]): Role =>
  rows.reduce<Role>((best, r) => (roleRank[r.role] < roleRank[best] ? r.role : best), 'MANAGER');

async function limit(ctx: Ctx, key: string, max: number) {
  if (!(await ctx.deps.limiter.hit(key, max, WINDOW_MS))) {
    throw new AppError('RATE_LIMITED', productMessages.tooManyAttempts);
  }
}

/** Where a sign-in comes from: the device description its sessions list shows (decision 079). */
export type SignInSource = { userAgent?: string | undefined };

export async function login(ctx: Ctx, input: LoginBody, source: SignInSource = {}) {
  try {
    return await signIn(ctx, input, source);
  } catch (error) {
    await ctx.audit('auth.login_failed', { detail: error instanceof AppError ? error.code : 'INTERNAL' });
    throw error;
  }
}

async function signIn(ctx: Ctx, input: LoginBody, source: SignInSource) {
  const { deps } = ctx;
  const ip = ctx.ip ?? '';
  // eslint-disable-next-line no-restricted-syntax -- a rate-limit window, not a business time
  await checkSignIn(deps.limiter, ip, input.email, Date.now());

  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  // Verify against a dummy hash when there is no such user, so the answer time does not tell.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid || !user.isActive) {
    // eslint-disable-next-line no-restricted-syntax -- a rate-limit window, not a business time
    await signInFailed(deps.limiter, ip, input.email, Date.now());
    throw new AppError('UNAUTHENTICATED', productMessages.invalidCredentials);
  }

  await signInSucceeded(deps.limiter, ip, input.email);
  // Told only to whoever knows the password: the account signs in through its organisation.
  if (await passwordClosedFor(deps.db, user)) throw new AppError('FORBIDDEN', productMessages.ssoPasswordClosed);
  return afterFirstFactor(ctx, user, source);
}

/**
 * After the first proof of who it is (the password, or the organisation's provider): a user holding
 * a second factor proves it before any session exists (decision 079), unless the provider says it
 * already asked for several factors (RFC 8176 section 2, `amr` "mfa"; decision 081).
 */
export async function afterFirstFactor(ctx: Ctx, user: SessionUser, source: SignInSource & { providerMfa?: boolean }) {
  if (source.providerMfa) return startSession(ctx, user, { userAgent: source.userAgent, mfaVerified: true });
  const methods = await methodsOf(ctx.deps.db, user.id);
  if (methods.length > 0) return startSignInChallenge(ctx, user.id, methods);
  return startSession(ctx, user, { userAgent: source.userAgent });
}

/** The second step of sign-in: a factor proved against the password's challenge, then the session. */
export async function verifyMfa(ctx: Ctx, body: MfaVerifyBody, source: SignInSource = {}) {
  return verifySignIn(ctx, body, (user) => startSession(ctx, user, { userAgent: source.userAgent, mfaVerified: true }));
}

/**
 * A signed-in user's session and the login answer, once they have proved who they are (the
 * password here; another way of signing in calls it too). `mfaVerified`: a second factor was
 * proved too. Without one, an owner or admin who holds no factor gets a session that may only
 * enrol one (decision 079); one who holds a factor gets a session without a fresh factor, which
 * step-up routes ask for.
 */
type SessionUser = { id: string; email: string; firstName: string; lastName: string };

async function startSession(ctx: Ctx, user: SessionUser, options: { userAgent?: string | undefined; mfaVerified?: boolean } = {}) {
  const { deps } = ctx;
  const facilityRows = await membershipsOf(deps.db, user.id);
  // An owner whose company setup is open has no facility yet: signed in as OWNER, sent to the setup (decision 080).
  const settingUp = facilityRows.length === 0 && (await deps.ports.companySetup.ownsCorporationInSetup(deps.db, user.id));
  if (facilityRows.length === 0 && !settingUp) throw new AppError('FORBIDDEN', productMessages.notAllowed);

  const setupRequired =
    !options.mfaVerified && (await mfaRequired(deps, user.id)) && (await confirmedFactors(deps.db, user.id)).length === 0;
  const { token, expiresAt } = await createSession(
    deps.db,
    user.id,
    { ttlMs: deps.config.sessionTtlMs, idleMs: deps.config.sessionIdleMs },
    { device: deviceLabel(options.userAgent), mfaVerified: options.mfaVerified ?? false, setupRequired },
  );
  const role = settingUp ? 'OWNER' : overallRole(facilityRows);
  await ctx.audit('auth.login', {
    userId: user.id,
    ...(options.mfaVerified ? { detail: 'mfa' } : setupRequired ? { detail: 'mfa_setup' } : {}),
  });
  return {
    token,
    role,
    profile: profileOf(user, role, facilityRows),
    facility_id: facilityRows[0]?.id ?? null,
    facilities: facilityRows,
    expires_at: expiresAt.toISOString(),
    ...(setupRequired ? { mfa_setup_required: true as const } : {}),
  };
}

export async function logout(ctx: Ctx) {
  if (ctx.sessionId) {
    await revokeSession(ctx.deps, ctx.sessionId);
    // The session's browsers stop getting pushes (decision 015); delivery also skips revoked sessions.
    await removeSessionSubscriptions(ctx.deps.db, ctx.sessionId);
  }
  await ctx.audit('auth.logout');
  return { message: productMessages.signedOut };
}

export async function profile(ctx: Ctx) {
  const user = userOf(ctx);
  const rows = await membershipsOf(ctx.deps.db, user.id);
  const settingUp = rows.length === 0 && (await ctx.deps.ports.companySetup.ownsCorporationInSetup(ctx.deps.db, user.id));
  return profileOf(user, settingUp ? 'OWNER' : overallRole(rows), rows);
}

export function profileOf(
  user: { id: string; email: string; firstName: string; lastName: string },
  role: Role,
  facilityRows: { id: string; name: string; role: Role }[],
) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role,
    facilities: facilityRows,
  };
}

/** Mails a set-password link when the account exists; the caller's answer is the same either way. */
export async function forgotPassword(ctx: Ctx, { email }: ForgotPasswordBody) {
  const { deps } = ctx;
  await limit(ctx, `forgot:acct:${email}`, FORGOT_PER_ACCOUNT);

  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  // An account of an organisation's provider gets no password to bypass it with (decision 081).
  if (user?.isActive && !(await passwordClosedFor(deps.db, user))) await mailResetLink(ctx, user);
  return { message: productMessages.resetLinkSent };
}

/**
 * A new single-use set-password token for the user (it retires the older ones) and the link that
 * carries it. Also used by the manager invitation (modules/facility-users), with a longer life.
 */
export async function issueSetPasswordLink(tx: DbOrTx, publicUrl: string, userId: string, ttlMs: number) {
  const token = newToken();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  // Credentials keep the sessions' clock (platform/sessions.ts): setPassword checks the expiry with the
  // database's now(), so it is written on the system clock, never a test server's moved one.
  // eslint-disable-next-line no-restricted-syntax -- a credential's expiry, like a session's
  await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  // Built from configured PUBLIC_URL, never from the request's Host header (host-header poisoning).
  // The token comes back too: the outbox row lists it, to cut it out once the mail is sent.
  return { link: `${publicUrl}${setPasswordPath(userId, token)}`, token };
}

async function mailResetLink(ctx: Ctx, user: { id: string; email: string; firstName: string }) {
  const { deps } = ctx;
  const { link, token } = await deps.db.transaction((tx) => issueSetPasswordLink(tx, deps.config.publicUrl, user.id, RESET_TTL_MS));
  await deps.mailer.send({
    secrets: [token],
    priority: 'URGENT',
    to: user.email,
    subject: 'Reset your CareRoster password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone asked to reset the password of your CareRoster account. To choose a new password, open:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message.',
    ].join('\n'),
  });
  await ctx.audit('auth.reset_requested', { userId: user.id });
}

export async function setPassword(ctx: Ctx, input: SetPasswordBody) {
  checkNewPassword(input.password);
  const uuid = /^[0-9a-f-]{36}$/i.test(input.uid) ? input.uid : null;
  if (!uuid) throw new AppError('BAD_REQUEST', productMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(input.password);

  return transaction(ctx, undefined, async (tx) => {
    // Claiming the token with a conditional update makes it single-use even under concurrent submits.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          eq(passwordResetTokens.userId, uuid),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('BAD_REQUEST', productMessages.resetLinkInvalid);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(users.id, claimed.userId));
    await revokeAllSessions(tx, claimed.userId);
    await ctx.audit('auth.password_set', { userId: claimed.userId }, tx);
    return { message: productMessages.passwordChanged };
  });
}
