import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { factorKinds, mfaChallengePurposes } from '@careroster/shared/auth/mfa';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { sessions, users } from './core';

// issue 31, multi-factor sign-in (decision 079): owned by the auth area.

export const factorKindEnum = pgEnum('factor_kind', factorKinds);
export const mfaChallengePurposeEnum = pgEnum('mfa_challenge_purpose', mfaChallengePurposes);

/**
 * A user's second factor: an authenticator app (TOTP, its secret sealed) or a passkey (its public
 * key and signature counter). A TOTP factor counts once confirmed with a first code.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: factorKindEnum('kind').notNull(),
    name: text('name').notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    /** The latest accepted time step: a code of that step or an earlier one is refused (RFC 6238 section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** base64url, as the authenticator gives it. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    // A 32-bit unsigned counter (WebAuthn section 6.1): beyond a Postgres integer.
    signCount: bigint('sign_count', { mode: 'number' }),
    transports: text('transports').array(),
    confirmedAt: instantColumn('confirmed_at'),
    lastUsedAt: instantColumn('last_used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mfa_factors_user_idx').on(t.userId), uniqueIndex('mfa_factors_credential_key').on(t.credentialId)],
);

/** Single-use recovery codes, stored as sha256 (each has 80 random bits, so a slow hash adds nothing). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instantColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_hash_key').on(t.userId, t.codeHash)],
);

/**
 * A short-lived challenge: the second step of a sign-in (its token stored hashed), or a passkey
 * ceremony of a signed-in session (enrolment or step-up). Single use, with a count of attempts.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: mfaChallengePurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash'),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge (base64url) the authenticator must sign: a nonce, not a secret. */
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: instantColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('mfa_challenges_token_key').on(t.tokenHash), index('mfa_challenges_session_idx').on(t.sessionId)],
);
