import { randomUUID } from 'node:crypto';
import type { WebauthnCredentialBody } from '@careroster/shared/api/auth/mfa';
import { RECOVERY_CODE_COUNT, STEP_UP_MAX_AGE_MS } from '@careroster/shared/auth/mfa';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { mfaFactors, mfaRecoveryCodes } from '../../db/schema';
import { userOf, type Ctx } from '../../platform/context';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { transaction } from '../../platform/effects';
import { markSecondFactor } from '../../platform/sessions';
import { hashToken } from '../../platform/tokens';
import {
  CHALLENGE_TTL_MS,
  claimSessionChallenge,
  confirmedFactors,
  mfaRequired,
  recoveryCodesLeft,
  sessionChallenge,
  sessionVerifiedAt,
} from './mfa';
import { matchTotp, newTotpSecret, totpUri } from './totp';
import { relyingParty } from './webauthn';

type FactorRow = typeof mfaFactors.$inferSelect;

const factorOf = (f: FactorRow) => ({
  id: f.id,
  kind: f.kind,
  name: f.name,
  created_at: f.createdAt.toISOString(),
  last_used_at: f.lastUsedAt?.toISOString() ?? null,
});

export async function listFactors(ctx: Ctx) {
  const user = userOf(ctx);
  const { db } = ctx.deps;
  const rows = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, user.id), isNotNull(mfaFactors.confirmedAt)))
    .orderBy(asc(mfaFactors.createdAt));
  return {
    factors: rows.map(factorOf),
    recovery_codes_left: await recoveryCodesLeft(db, user.id),
    mfa_required: await mfaRequired(ctx.deps, user.id),
  };
}

/**
 * A user who holds a factor adds another only with a fresh one: a stolen session must not enrol
 * its thief's phone. The first factor needs none (there is nothing to prove yet).
 */
async function checkMayEnrol(ctx: Ctx) {
  const factors = await confirmedFactors(ctx.deps.db, userOf(ctx).id);
  if (factors.length === 0) return;
  const at = await sessionVerifiedAt(ctx.deps.db, ctx.sessionId!);
  // eslint-disable-next-line no-restricted-syntax -- the session's clock (platform/access.ts), not business time
  if (!at || Date.now() - at.getTime() > STEP_UP_MAX_AGE_MS) throw new AppError('STEP_UP_REQUIRED');
}

/** Ten single-use codes of 80 random bits, shown once and stored hashed; they replace any earlier ones. */
async function newRecoveryCodes(tx: DbOrTx, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => new Secret({ size: 10 }).base32.toLowerCase());
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
  return codes.map((code) => code.match(/.{4}/g)!.join('-'));
}

/** A TOTP secret for the user's authenticator app, kept unconfirmed until its first code comes back. */
export async function startTotp(ctx: Ctx) {
  await checkMayEnrol(ctx);
  const user = userOf(ctx);
  const id = randomUUID();
  const secret = newTotpSecret();
  await transaction(ctx, undefined, async (tx) => {
    await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.kind, 'TOTP'), isNull(mfaFactors.confirmedAt)));
    await tx.insert(mfaFactors).values({
      id,
      userId: user.id,
      kind: 'TOTP',
      name: productMessages.enrolAppName,
      totpSecretSealed: ctx.deps.secrets.seal(secret, sealContext.totpSecret(id)),
    });
  });
  return { factor_id: id, secret, uri: totpUri(secret, user.email) };
}

/**
 * A factor was added: the audit row, the recovery codes with the first factor, and the session
 * counts as freshly verified (it has just proved the factor), which also ends a required enrolment.
 */
async function factorAdded(ctx: Ctx, tx: DbOrTx, factor: FactorRow, after: { forgetCaller(w: { userId: string }): void }) {
  const user = userOf(ctx);
  const hadCodes = (await recoveryCodesLeft(tx, user.id)) > 0;
  const codes = hadCodes ? null : await newRecoveryCodes(tx, user.id);
  await ctx.audit('auth.factor_added', { target: factor.id, detail: factor.kind }, tx);
  if (codes) await ctx.audit('auth.recovery_codes_generated', {}, tx);
  // The callers' "holds a factor" changes with the first one.
  after.forgetCaller({ userId: user.id });
  return { factor: factorOf(factor), recovery_codes: codes };
}

export async function confirmTotp(ctx: Ctx, input: { factor_id: string; code: string; name: string }) {
  const user = userOf(ctx);
  const answer = await transaction(ctx, undefined, async (tx, after) => {
    const [pending] = await tx
      .select()
      .from(mfaFactors)
      .where(
        and(
          eq(mfaFactors.id, input.factor_id),
          eq(mfaFactors.userId, user.id),
          eq(mfaFactors.kind, 'TOTP'),
          isNull(mfaFactors.confirmedAt),
        ),
      )
      .for('update');
    if (!pending?.totpSecretSealed) throw new AppError('NOT_FOUND', productMessages.mfaEnrolmentExpired);
    const secret = ctx.deps.secrets.open(pending.totpSecretSealed, sealContext.totpSecret(pending.id));
    // eslint-disable-next-line no-restricted-syntax -- TOTP runs on real time, as the phone's app does
    const step = matchTotp(secret, input.code.replace(/\s/g, ''), Date.now(), null);
    if (step === null) throw new AppError('VALIDATION_FAILED', productMessages.mfaCodeInvalid);
    const [factor] = await tx
      .update(mfaFactors)
      .set({ name: input.name, totpLastStep: step, confirmedAt: sql`now()`, lastUsedAt: null })
      .where(eq(mfaFactors.id, pending.id))
      .returning();
    return factorAdded(ctx, tx, factor!, after);
  });
  await markSecondFactor(ctx.deps, ctx.sessionId!);
  return answer;
}

export async function passkeyOptions(ctx: Ctx) {
  await checkMayEnrol(ctx);
  const user = userOf(ctx);
  const rp = relyingParty(ctx.deps.config);
  const existing = await confirmedFactors(ctx.deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user.id)),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.flatMap((f) => (f.credentialId ? [{ id: f.credentialId }] : [])),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await sessionChallenge(ctx, 'REGISTER', options.challenge);
  return { options: options as unknown as Record<string, unknown> };
}

export async function addPasskey(ctx: Ctx, input: { name: string; credential: WebauthnCredentialBody }) {
  const user = userOf(ctx);
  const challenge = await claimSessionChallenge(ctx, 'REGISTER');
  if (!challenge) throw new AppError('BAD_REQUEST', productMessages.mfaEnrolmentExpired);
  const rp = relyingParty(ctx.deps.config);
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    info = verified.verified ? verified.registrationInfo : null;
  } catch {
    info = null;
  }
  if (!info) throw new AppError('VALIDATION_FAILED', productMessages.mfaPasskeyInvalid);
  const credential = info.credential;
  const answer = await transaction(ctx, undefined, async (tx, after) => {
    const [taken] = await tx.select({ id: mfaFactors.id }).from(mfaFactors).where(eq(mfaFactors.credentialId, credential.id)).limit(1);
    if (taken) throw new AppError('CONFLICT', productMessages.mfaPasskeyInvalid);
    const [factor] = await tx
      .insert(mfaFactors)
      .values({
        userId: user.id,
        kind: 'WEBAUTHN',
        name: input.name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? null,
        confirmedAt: sql`now()`,
      })
      .returning();
    return factorAdded(ctx, tx, factor!, after);
  });
  await markSecondFactor(ctx.deps, ctx.sessionId!);
  return answer;
}

async function ownFactor(tx: DbOrTx, userId: string, id: string) {
  const [factor] = await tx
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, id), eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
    .for('update');
  if (!factor) throw new AppError('NOT_FOUND');
  return factor;
}

export async function renameFactor(ctx: Ctx, input: { id: string; name: string }) {
  const user = userOf(ctx);
  return transaction(ctx, undefined, async (tx) => {
    await ownFactor(tx, user.id, input.id);
    const [factor] = await tx.update(mfaFactors).set({ name: input.name }).where(eq(mfaFactors.id, input.id)).returning();
    await ctx.audit('auth.factor_renamed', { target: input.id }, tx);
    return factorOf(factor!);
  });
}

/** Removes one of the caller's factors; an owner's or admin's last one stays (decision 079). */
export async function removeFactor(ctx: Ctx, { id }: { id: string }) {
  const user = userOf(ctx);
  return transaction(ctx, undefined, async (tx, after) => {
    const factor = await ownFactor(tx, user.id, id);
    const all = await confirmedFactors(tx, user.id).for('update');
    const last = all.length === 1;
    if (last && (await mfaRequired({ db: tx, ports: ctx.deps.ports }, user.id)))
      throw new AppError('CONFLICT', productMessages.mfaLastFactor);
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    // Without a factor, the codes would be a factor of their own: they go with the last one.
    if (last) await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await ctx.audit('auth.factor_removed', { target: factor.id, detail: factor.kind }, tx);
    after.forgetCaller({ userId: user.id });
    return { message: productMessages.mfaFactorRemoved };
  });
}

export async function regenerateRecoveryCodes(ctx: Ctx) {
  const user = userOf(ctx);
  return transaction(ctx, undefined, async (tx) => {
    const codes = await newRecoveryCodes(tx, user.id);
    await ctx.audit('auth.recovery_codes_generated', {}, tx);
    return { recovery_codes: codes };
  });
}
