import { isLoopbackHttp } from '@careroster/shared/api/auth/identity-providers';
import type { LoginAnswer } from '@careroster/shared/api/auth/login';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { Role } from '@careroster/shared/roles';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { memberships, ssoAttempts, users } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { afterCommit, transaction } from '../../platform/effects';
import { hashPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { corporationFacilityIds } from '../facility';
import { providerForEmail, providerOfCorporation, type OpenedProvider } from './identity-providers';
import { afterFirstFactor } from './service';
import { staffAccountFor } from './staff-accounts';

/**
 * Signing in through the corporation's own OpenID Provider (issue 31, decision 081): the
 * authorization code flow with PKCE (RFC 7636), state and nonce (OpenID Connect Core 1.0
 * sections 3.1.2.1 and 15.5.2), by openid-client, which checks the ID token's signature, issuer,
 * audience, nonce and expiry (Core section 3.1.3.7). The state, nonce and verifier stay on the
 * server, in a row found by the hash of an HttpOnly cookie, so an attempt finishes only in the
 * browser that started it.
 */

const ATTEMPT_TTL_MS = 10 * 60_000;
const SCOPE = 'openid email profile';
/** Seconds each request to the provider may take: a sign-in waits on it. */
const PROVIDER_TIMEOUT_S = 10;

const redirectUri = (ctx: Ctx) => `${ctx.deps.config.publicUrl}${paths.ssoCallback}`;

async function configurationOf(ctx: Ctx, provider: OpenedProvider): Promise<oidc.Configuration> {
  try {
    return await oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), {
      timeout: PROVIDER_TIMEOUT_S,
      // Plain http only to a provider on the loopback (the issuer's rule, identity-providers.ts).
      ...(isLoopbackHttp(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  } catch (error) {
    // The issuer is the owner's text: the log names the corporation and the kind of failure only.
    ctx.log.warn({ corporationId: provider.corporationId, error: errorName(error) }, 'identity provider discovery failed');
    throw new AppError('SERVICE_UNAVAILABLE', productMessages.ssoProviderUnreachable);
  }
}

const errorName = (error: unknown) => (error instanceof oidc.ClientError ? error.code : error instanceof Error ? error.name : 'unknown');

/** POST auth/sso/start: where to send the browser, and the cookie that binds the attempt to it. */
export async function startSsoSignIn(ctx: Ctx, input: { email: string }) {
  return refusalsAudited(ctx, async () => {
    const provider = await providerForEmail(ctx, input.email);
    if (!provider) throw new AppError('NOT_FOUND', productMessages.ssoUnknownDomain);
    const config = await configurationOf(ctx, provider);
    const browser = newToken();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const { db } = ctx.deps;
    // Attempts keep the sessions' clock (platform/sessions.ts): checked with the database's now().
    // eslint-disable-next-line no-restricted-syntax -- a credential's expiry, like a session's
    const expiresAt = new Date(Date.now() + ATTEMPT_TTL_MS);
    await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, sql`now()`));
    await db
      .insert(ssoAttempts)
      .values({ corporationId: provider.corporationId, browserHash: hashToken(browser), state, nonce, codeVerifier, expiresAt });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(ctx),
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      login_hint: input.email,
    });
    await ctx.audit('auth.sso_started', { target: provider.corporationId });
    return { answer: { authorization_url: url.href }, browser, maxAgeSeconds: ATTEMPT_TTL_MS / 1000 };
  });
}

/** Errors refused to the caller are audited with their reason, never a code or a token. */
async function refusalsAudited<T>(ctx: Ctx, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const reason = error instanceof AppError ? `${error.code}: ${error.message}` : 'INTERNAL';
    await ctx.audit('auth.sso_refused', { detail: reason });
    throw error;
  }
}

type Claims = Record<string, unknown>;

/**
 * The provider's answer turned into claims: the ID token's, with the userinfo's for what the ID
 * token left out (many providers put email or groups only there, Core section 5.4).
 */
async function claimsOf(ctx: Ctx, provider: OpenedProvider, search: string, attempt: typeof ssoAttempts.$inferSelect) {
  const config = await configurationOf(ctx, provider);
  const currentUrl = new URL(`${redirectUri(ctx)}${search.startsWith('?') ? search : `?${search}`}`);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.log.warn({ corporationId: provider.corporationId, error: errorName(error) }, 'identity provider sign-in refused');
    if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
      throw new AppError('BAD_REQUEST', productMessages.ssoRefusedByProvider);
    }
    if (error instanceof oidc.ClientError) throw new AppError('BAD_REQUEST', productMessages.ssoAttemptInvalid);
    throw new AppError('SERVICE_UNAVAILABLE', productMessages.ssoProviderUnreachable);
  }
  const idToken = tokens.claims()!;
  let claims: Claims = { ...idToken };
  if (claims.email === undefined || claims[provider.roleClaim] === undefined) {
    try {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...info, ...claims };
    } catch (error) {
      ctx.log.warn({ corporationId: provider.corporationId, error: errorName(error) }, 'identity provider userinfo failed');
    }
  }
  return claims;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Each facility's role from the rules whose value the claim holds: the stronger role where two match. */
export function mappedRoles(rules: OpenedProvider['rules'], claimValues: readonly string[], facilityIds: readonly string[]) {
  const roles = new Map<string, Role>();
  for (const rule of rules) {
    if (!claimValues.includes(rule.claimValue) || !facilityIds.includes(rule.facilityId)) continue;
    if (roles.get(rule.facilityId) !== 'ADMIN') roles.set(rule.facilityId, rule.role);
  }
  return roles;
}

function namesOf(claims: Claims, email: string) {
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  if (given || family) return { firstName: given.slice(0, 100), lastName: family.slice(0, 100) };
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  const [first = email.slice(0, email.indexOf('@')), ...rest] = name.split(/\s+/).filter(Boolean);
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/**
 * POST auth/sso/callback: finishes the attempt of this browser's cookie with the provider's
 * answer (`search`, the callback page's query), then signs the person in: the account of the
 * verified email (made on the first sign-in, with a password nobody knows), its roles at the
 * corporation's facilities replaced by those the rules give, then the second step or the session
 * (afterFirstFactor).
 */
export async function finishSsoSignIn(
  ctx: Ctx,
  input: { search: string; browser: string | null; userAgent?: string | undefined },
): Promise<LoginAnswer> {
  return refusalsAudited(ctx, async () => {
    const { db } = ctx.deps;
    if (!input.browser) throw new AppError('BAD_REQUEST', productMessages.ssoAttemptInvalid);
    // Claimed by a conditional update: an attempt finishes once, even under two concurrent posts.
    const [attempt] = await db
      .update(ssoAttempts)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ssoAttempts.browserHash, hashToken(input.browser)), isNull(ssoAttempts.usedAt), gt(ssoAttempts.expiresAt, sql`now()`)))
      .returning();
    if (!attempt) throw new AppError('BAD_REQUEST', productMessages.ssoAttemptInvalid);
    const provider = await providerOfCorporation(ctx, db, attempt.corporationId);
    if (!provider) throw new AppError('BAD_REQUEST', productMessages.ssoAttemptInvalid);

    const claims = await claimsOf(ctx, provider, input.search, attempt);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    // Core section 5.7: only a verified email may stand for the person; and only one of the
    // corporation's own domains, or its provider could sign in as anyone's account.
    if (!email || claims.email_verified !== true) throw new AppError('FORBIDDEN', productMessages.ssoEmailUnverified);
    if (!provider.domains.includes(email.slice(email.lastIndexOf('@') + 1))) {
      throw new AppError('FORBIDDEN', productMessages.ssoEmailOtherDomain);
    }
    const facilityIds = await corporationFacilityIds(db, provider.corporationId);
    const roles = mappedRoles(provider.rules, strings(claims[provider.roleClaim]), facilityIds);
    if (roles.size === 0) throw new AppError('FORBIDDEN', productMessages.ssoNoRole);

    // Hashed outside the transaction: argon2 is slow on purpose, and nobody will ever type this.
    const placeholderHash = await hashPassword(newToken());
    const user = await transaction(ctx, undefined, async (t) => {
      const account = await staffAccountFor(t, { email, ...namesOf(claims, email), passwordHash: placeholderHash });
      const [row] = await t.select().from(users).where(eq(users.id, account.id));
      if (!row?.isActive) throw new AppError('FORBIDDEN', productMessages.ssoAccountDisabled);
      // An owner's memberships are the corporation's, not the provider's: they stay, and no rule
      // lowers them. Every other role at the corporation's facilities is replaced.
      const owned = await t
        .select({ facilityId: memberships.facilityId })
        .from(memberships)
        .where(and(eq(memberships.userId, row.id), eq(memberships.role, 'OWNER'), inArray(memberships.facilityId, facilityIds)));
      await t
        .delete(memberships)
        .where(and(eq(memberships.userId, row.id), ne(memberships.role, 'OWNER'), inArray(memberships.facilityId, facilityIds)));
      const given = [...roles].filter(([facilityId]) => !owned.some((o) => o.facilityId === facilityId));
      if (given.length > 0) await t.insert(memberships).values(given.map(([facilityId, role]) => ({ userId: row.id, facilityId, role })));
      afterCommit(t).forgetCaller({ userId: row.id });
      const detail = `${account.created ? 'new account' : 'existing account'}; ${given.length} roles; amr ${strings(claims.amr).join(' ') || '-'}`;
      await ctx.audit('auth.sso_sign_in', { userId: row.id, target: provider.corporationId, detail }, t);
      return row;
    });

    // The provider's own multi-factor sign-in (RFC 8176 `amr` "mfa") stands for the second step.
    return afterFirstFactor(ctx, user, { userAgent: input.userAgent, providerMfa: strings(claims.amr).includes('mfa') });
  });
}
