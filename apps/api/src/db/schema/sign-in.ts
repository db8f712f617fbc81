import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { corporations, roleEnum } from './core';
import { createdAtColumn, idColumn } from './columns';
import { facilityIdColumn } from './facility-columns';

// Issue 31, OpenID Connect sign-in (decision 081): owned by the auth area.

/** A corporation's own identity provider: its issuer and this app's client there (the secret sealed, decision 024). */
export const identityProviders = pgTable('identity_providers', {
  corporationId: uuid('corporation_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  /** The ID token or userinfo claim whose values the rules map, `groups` unless the owner chose another. */
  roleClaim: text('role_claim').notNull().default('groups'),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The email domains that sign in through a provider: one provider per domain, whichever corporation. */
export const identityProviderDomains = pgTable(
  'identity_provider_domains',
  {
    domain: text('domain').primaryKey(),
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => identityProviders.corporationId, { onDelete: 'cascade' }),
  },
  (t) => [
    index('identity_provider_domains_corporation_idx').on(t.corporationId),
    check('identity_provider_domains_lower', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/** "Claim value gives this role at this facility of the corporation." */
export const identityProviderRules = pgTable(
  'identity_provider_rules',
  {
    id: idColumn(),
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => identityProviders.corporationId, { onDelete: 'cascade' }),
    claimValue: text('claim_value').notNull(),
    facilityId: facilityIdColumn(),
    role: roleEnum('role').notNull(),
  },
  (t) => [
    uniqueIndex('identity_provider_rules_key').on(t.corporationId, t.claimValue, t.facilityId),
    check('identity_provider_rules_role', sql`${t.role} in ('ADMIN', 'MANAGER')`),
  ],
);

/**
 * One sign-in through a provider, from the redirect to the callback: the PKCE verifier, nonce
 * and state kept server-side, found by the hash of the browser's HttpOnly cookie, used once.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: idColumn(),
    corporationId: uuid('corporation_id')
      .notNull()
      .references(() => identityProviders.corporationId, { onDelete: 'cascade' }),
    /** sha256 of the cookie that binds the attempt to the browser that started it. */
    browserHash: text('browser_hash').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('sso_attempts_browser_key').on(t.browserHash), index('sso_attempts_expires_idx').on(t.expiresAt)],
);
