import type { FactorProof, MfaVerifyBody } from '@careroster/shared/api/auth/mfa';
import { normalRecoveryCode, STEP_UP_MAX_AGE_MS, type MfaMethod } from '@careroster/shared/auth/mfa';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, mfaChallenges, mfaFactors, mfaRecoveryCodes, sessions, users } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import type { Ports } from '../../platform/ports';
import { userOf, type Ctx } from '../../platform/context';
import { markSecondFactor } from '../../platform/sessions';
import { hashToken, newToken } from '../../platform/tokens';
import { matchTotp } from './totp';
import { relyingParty } from './webauthn';

/** A sign-in's second step and a passkey ceremony last 5 minutes (the WebAuthn default timeout is 5 too). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong proofs one sign-in challenge takes before it is spent: the password must be given again. */
const CHALLENGE_ATTEMPTS = 5;
/**
 * Wrong second factors one account takes in a quarter hour, whatever the challenge or session:
 * a 6-digit code has a million values, so 10 guesses stay far from a useful chance (NIST SP
 * 800-63B section 5.2.2 allows at most 100 consecutive failures).
 */
const ACCOUNT_FAILURES = 10;
const QUIET_MS = 15 * 60_000;

/**
 * Challenges and sessions keep the sessions' clock (platform/sessions.ts): the server's, not the
 * business clock a test server moves, since they expire on the same clock as the session.
 */
// eslint-disable-next-line no-restricted-syntax -- a credential's clock, like a session's
const credentialNow = () => new Date();

/**
 * Whether the user must sign in with a second factor: an OWNER or ADMIN of any facility, or the
 * owner of a company still in its first-run setup (issue 31: they reveal tax numbers and move
 * money). The one place this is decided (decision 079).
 */
export async function mfaRequired(source: { db: DbOrTx; ports: Ports }, userId: string): Promise<boolean> {
  const [row] = await source.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.role, ['OWNER', 'ADMIN'])))
    .limit(1);
  return Boolean(row) || source.ports.companySetup.ownsCorporationInSetup(source.db, userId);
}

/**
 * Whether every owner and administrator of the facility holds a confirmed second factor: the setup
 * checklist's last item (decision 080). One invited but not yet signed in has none.
 */
export async function keyHoldersHoldFactors(db: DbOrTx, facilityId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.facilityId, facilityId),
        inArray(memberships.role, ['OWNER', 'ADMIN']),
        sql`not exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${memberships.userId} and ${mfaFactors.confirmedAt} is not null)`,
      ),
    )
    .limit(1);
  return !row;
}

/** The user's confirmed factors (a TOTP factor counts once its first code was given). */
export const confirmedFactors = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)));

async function recoveryCodesLeft(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The ways the user can prove a second factor, the passkey first (it resists phishing). */
export async function methodsOf(db: DbOrTx, userId: string): Promise<MfaMethod[]> {
  const factors = await confirmedFactors(db, userId);
  const methods: MfaMethod[] = [];
  if (factors.some((f) => f.kind === 'WEBAUTHN')) methods.push('webauthn');
  if (factors.some((f) => f.kind === 'TOTP')) methods.push('totp');
  if (methods.length > 0 && (await recoveryCodesLeft(db, userId)) > 0) methods.push('recovery');
  return methods;
}

/** The password was right and the user holds factors: a single-use challenge for the second step, its token stored hashed. */
export async function startSignInChallenge(ctx: Ctx, userId: string, methods: MfaMethod[]) {
  const token = newToken();
  await ctx.deps.db.insert(mfaChallenges).values({
    userId,
    purpose: 'SIGN_IN',
    tokenHash: hashToken(token),
    expiresAt: new Date(credentialNow().getTime() + CHALLENGE_TTL_MS),
  });
  await ctx.audit('auth.mfa_challenged', { userId });
  return { mfa_required: true as const, mfa_token: token, methods };
}

async function liveSignInChallenge(ctx: Ctx, mfaToken: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(mfaToken)),
        eq(mfaChallenges.purpose, 'SIGN_IN'),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, credentialNow()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', productMessages.mfaChallengeExpired);
  return row;
}

const allowCredentials = (factors: { kind: string; credentialId: string | null; transports: string[] | null }[]) =>
  factors.flatMap((f) =>
    f.kind === 'WEBAUTHN' && f.credentialId ? [{ id: f.credentialId, ...(f.transports ? { transports: f.transports } : {}) }] : [],
  );

async function authenticationOptions(ctx: Ctx, userId: string) {
  const factors = await confirmedFactors(ctx.deps.db, userId);
  const credentials = allowCredentials(factors);
  if (credentials.length === 0) throw new AppError('BAD_REQUEST', productMessages.mfaPasskeyInvalid);
  // A passkey here is the second factor after the password: presence is enough, verification is welcome.
  return generateAuthenticationOptions({
    rpID: relyingParty(ctx.deps.config).rpID,
    allowCredentials: credentials,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
}

/** The passkey options of a sign-in's second step; the challenge goes on the sign-in challenge's row. */
export async function signInPasskeyOptions(ctx: Ctx, { mfa_token }: { mfa_token: string }) {
  const challenge = await liveSignInChallenge(ctx, mfa_token);
  const options = await authenticationOptions(ctx, challenge.userId);
  await ctx.deps.db.update(mfaChallenges).set({ webauthnChallenge: options.challenge }).where(eq(mfaChallenges.id, challenge.id));
  return { options: options as unknown as Record<string, unknown> };
}

const accountKey = (userId: string) => `mfa:acct:${userId}`;

async function checkAccount(ctx: Ctx, userId: string) {
  const run = await ctx.deps.limiter.failures(accountKey(userId));
  if (run.count >= ACCOUNT_FAILURES) throw new AppError('RATE_LIMITED', productMessages.tooManyAttempts);
}

/**
 * Checks one proof of a second factor of the user, spending what it used (the TOTP step, the
 * recovery code, the passkey's counter). Answers whether it held, and the factor it proved.
 */
async function proveFactor(
  ctx: Ctx,
  userId: string,
  proof: FactorProof,
  webauthnChallenge: string | null,
): Promise<{ ok: true; factorId: string | null } | { ok: false }> {
  const { db, secrets } = ctx.deps;
  const now = credentialNow();
  if (proof.method === 'totp') {
    const code = (proof.code ?? '').replace(/\s/g, '');
    const factors = (await confirmedFactors(db, userId)).filter((f) => f.kind === 'TOTP' && f.totpSecretSealed);
    for (const f of factors) {
      const step = matchTotp(secrets.open(f.totpSecretSealed!, sealContext.totpSecret(f.id)), code, now.getTime(), f.totpLastStep);
      if (step === null) continue;
      // Conditional on the step still being new: two requests with one code, only one is accepted (RFC 6238 section 5.2).
      const [spent] = await db
        .update(mfaFactors)
        .set({ totpLastStep: step, lastUsedAt: now })
        .where(and(eq(mfaFactors.id, f.id), or(isNull(mfaFactors.totpLastStep), lt(mfaFactors.totpLastStep, step))))
        .returning({ id: mfaFactors.id });
      if (spent) return { ok: true, factorId: f.id };
    }
    return { ok: false };
  }
  if (proof.method === 'recovery') {
    const code = normalRecoveryCode(proof.code ?? '');
    if (!code) return { ok: false };
    const [used] = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashToken(code)), isNull(mfaRecoveryCodes.usedAt)))
      .returning({ id: mfaRecoveryCodes.id });
    if (!used) return { ok: false };
    await ctx.audit('auth.recovery_code_used', { userId, detail: `${await recoveryCodesLeft(db, userId)} left` });
    return { ok: true, factorId: null };
  }
  const credential = proof.credential;
  if (!credential || !webauthnChallenge) return { ok: false };
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, 'WEBAUTHN'), eq(mfaFactors.credentialId, credential.id)))
    .limit(1);
  if (!factor?.publicKey) return { ok: false };
  const rp = relyingParty(ctx.deps.config);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: webauthnChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: credential.id, publicKey: isoBase64URL.toBuffer(factor.publicKey), counter: factor.signCount ?? 0 },
      requireUserVerification: false,
    });
  } catch {
    // A malformed or mismatched assertion (wrong challenge, origin, signature, a counter that went back).
    return { ok: false };
  }
  if (!verified.verified) return { ok: false };
  // The counter moves only forward and only once (WebAuthn section 6.1.1): a cloned authenticator or a replay loses.
  const [spent] = await db
    .update(mfaFactors)
    .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(mfaFactors.id, factor.id), eq(mfaFactors.signCount, factor.signCount ?? 0)))
    .returning({ id: mfaFactors.id });
  return spent ? { ok: true, factorId: factor.id } : { ok: false };
}

/** Proves a factor for `userId`, counting failures against the account; throws `refusal` when it does not hold. */
async function proveOrRefuse(
  ctx: Ctx,
  userId: string,
  proof: FactorProof,
  webauthnChallenge: string | null,
  failed: string,
  refusal: AppError,
) {
  await checkAccount(ctx, userId);
  const result = await proveFactor(ctx, userId, proof, webauthnChallenge);
  if (!result.ok) {
    // eslint-disable-next-line no-restricted-syntax -- a rate-limit window, not a business time
    await ctx.deps.limiter.fail(accountKey(userId), QUIET_MS, Date.now());
    await ctx.audit(failed, { userId, detail: proof.method });
    throw refusal;
  }
  await ctx.deps.limiter.reset(accountKey(userId));
  return result;
}

/** The second step of sign-in: a proof against the challenge the password earned, then the session. */
export async function verifySignIn<T>(ctx: Ctx, body: MfaVerifyBody, start: (user: typeof users.$inferSelect) => Promise<T>): Promise<T> {
  const challenge = await liveSignInChallenge(ctx, body.mfa_token);
  // Counted before the proof is checked, so parallel guesses cannot exceed the challenge's attempts.
  const [counted] = await ctx.deps.db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(and(eq(mfaChallenges.id, challenge.id), lt(mfaChallenges.attempts, CHALLENGE_ATTEMPTS)))
    .returning({ id: mfaChallenges.id });
  if (!counted) throw new AppError('UNAUTHENTICATED', productMessages.mfaChallengeExpired);

  const invalid = new AppError('UNAUTHENTICATED', productMessages.mfaCodeInvalid);
  const proved = await proveOrRefuse(ctx, challenge.userId, body, challenge.webauthnChallenge, 'auth.mfa_failed', invalid);
  const [claimed] = await ctx.deps.db
    .update(mfaChallenges)
    .set({ usedAt: credentialNow() })
    .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  if (!claimed) throw new AppError('UNAUTHENTICATED', productMessages.mfaChallengeExpired);

  const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user?.isActive) throw new AppError('UNAUTHENTICATED', productMessages.invalidCredentials);
  await ctx.audit('auth.mfa_verified', { userId: user.id, detail: body.method, ...(proved.factorId ? { target: proved.factorId } : {}) });
  return start(user);
}

/** A passkey challenge of the signed-in session (enrolment or step-up), replacing its earlier ones of that purpose. */
export async function sessionChallenge(ctx: Ctx, purpose: 'REGISTER' | 'STEP_UP', webauthnChallenge: string) {
  const sessionId = ctx.sessionId!;
  await ctx.deps.db.delete(mfaChallenges).where(and(eq(mfaChallenges.sessionId, sessionId), eq(mfaChallenges.purpose, purpose)));
  await ctx.deps.db.insert(mfaChallenges).values({
    userId: userOf(ctx).id,
    purpose,
    sessionId,
    webauthnChallenge,
    expiresAt: new Date(credentialNow().getTime() + CHALLENGE_TTL_MS),
  });
}

/** Takes the session's live passkey challenge of `purpose` for one use; null when there is none. */
export async function claimSessionChallenge(ctx: Ctx, purpose: 'REGISTER' | 'STEP_UP'): Promise<string | null> {
  const [live] = await ctx.deps.db
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.sessionId, ctx.sessionId!),
        eq(mfaChallenges.purpose, purpose),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, credentialNow()),
      ),
    )
    .orderBy(desc(mfaChallenges.createdAt))
    .limit(1);
  if (!live) return null;
  const [claimed] = await ctx.deps.db
    .update(mfaChallenges)
    .set({ usedAt: credentialNow() })
    .where(and(eq(mfaChallenges.id, live.id), isNull(mfaChallenges.usedAt)))
    .returning({ challenge: mfaChallenges.webauthnChallenge });
  return claimed?.challenge ?? null;
}

export async function stepUpOptions(ctx: Ctx) {
  const options = await authenticationOptions(ctx, userOf(ctx).id);
  await sessionChallenge(ctx, 'STEP_UP', options.challenge);
  return { options: options as unknown as Record<string, unknown> };
}

/** A fresh second factor for this session: sensitive actions are open for STEP_UP_MAX_AGE_MS. */
export async function stepUp(ctx: Ctx, proof: FactorProof) {
  const user = userOf(ctx);
  const challenge = proof.method === 'webauthn' ? await claimSessionChallenge(ctx, 'STEP_UP') : null;
  const invalid = new AppError('VALIDATION_FAILED', productMessages.mfaCodeInvalid);
  const proved = await proveOrRefuse(ctx, user.id, proof, challenge, 'auth.step_up_failed', invalid);
  const at = await markSecondFactor(ctx.deps, ctx.sessionId!);
  await ctx.audit('auth.step_up', { detail: proof.method, ...(proved.factorId ? { target: proved.factorId } : {}) });
  return { verified_until: new Date(at.getTime() + STEP_UP_MAX_AGE_MS).toISOString() };
}

/** When this session last proved a second factor (null: never), for enrolment's own step-up. */
export async function sessionVerifiedAt(db: DbOrTx, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.mfaVerifiedAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.at ?? null;
}

export { recoveryCodesLeft };
