import type { CorporationSignIn, identityProviderBody, IdentityProvider } from '@careroster/shared/api/auth/identity-providers';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { identityProviderDomains, identityProviderRules, identityProviders, memberships } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { transaction } from '../../platform/effects';
import { corporationFacilityIds, facilityCorporations } from '../facility';

/**
 * The corporations' identity providers (issue 31, decision 081). A corporation's sign-in is set
 * up by its owner: a caller who owns every one of its facilities, since each sign-in through the
 * provider replaces roles at all of them. The client secret is sealed under the corporation
 * (decision 024) and never answered.
 */

type Owned = { corporationId: string; facilities: { id: string; name: string }[] };

/** The corporations whose every facility the caller owns, with those facilities. */
async function ownedCorporations(ctx: Ctx, db: DbOrTx): Promise<Owned[]> {
  const owned = await facilityCorporations(
    db,
    ctx.owned.map((f) => f.id),
  );
  const byCorporation = new Map<string, { id: string; name: string }[]>();
  for (const f of owned) {
    if (!f.corporationId) continue;
    byCorporation.set(f.corporationId, [...(byCorporation.get(f.corporationId) ?? []), { id: f.id, name: f.name }]);
  }
  const result: Owned[] = [];
  for (const [corporationId, facilities] of byCorporation) {
    const all = await corporationFacilityIds(db, corporationId);
    if (all.every((id) => facilities.some((f) => f.id === id))) result.push({ corporationId, facilities });
  }
  return result;
}

async function ownedCorporation(ctx: Ctx, db: DbOrTx, corporationId: string): Promise<Owned> {
  const found = (await ownedCorporations(ctx, db)).find((c) => c.corporationId === corporationId);
  // Another corporation's settings are not the caller's to know of (a 404, as for another facility's objects).
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

async function providerOf(db: DbOrTx, corporationId: string): Promise<IdentityProvider | null> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.corporationId, corporationId));
  if (!row) return null;
  const [domains, rules] = await Promise.all([
    db
      .select({ domain: identityProviderDomains.domain })
      .from(identityProviderDomains)
      .where(eq(identityProviderDomains.corporationId, corporationId))
      .orderBy(asc(identityProviderDomains.domain)),
    db
      .select()
      .from(identityProviderRules)
      .where(eq(identityProviderRules.corporationId, corporationId))
      .orderBy(asc(identityProviderRules.claimValue), asc(identityProviderRules.facilityId)),
  ]);
  return {
    issuer: row.issuer,
    client_id: row.clientId,
    client_secret_set: true,
    domains: domains.map((d) => d.domain),
    role_claim: row.roleClaim,
    rules: rules.map((r) => ({ claim_value: r.claimValue, facility_id: r.facilityId, role: r.role as 'ADMIN' | 'MANAGER' })),
  };
}

const answerOf = async (db: DbOrTx, c: Owned): Promise<CorporationSignIn> => ({
  corporation_id: c.corporationId,
  facilities: c.facilities,
  provider: await providerOf(db, c.corporationId),
});

/** GET: each corporation the caller owns, with its provider or null. */
export async function listIdentityProviders(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const results: CorporationSignIn[] = [];
  for (const c of await ownedCorporations(ctx, db)) results.push(await answerOf(db, c));
  return { results };
}

/** PUT: sets the corporation's provider up, or replaces it; an empty secret keeps the saved one. */
export async function saveIdentityProvider(
  ctx: Ctx,
  input: { corporationId: string; body: z.output<typeof identityProviderBody> },
  tx?: DbOrTx,
): Promise<CorporationSignIn> {
  const { corporationId, body } = input;
  const secret = body.client_secret?.trim() ? body.client_secret : null;
  return transaction(ctx, tx, async (t) => {
    const corporation = await ownedCorporation(ctx, t, corporationId);
    if (body.rules.some((r) => !corporation.facilities.some((f) => f.id === r.facility_id))) {
      throw new AppError('VALIDATION_FAILED', productMessages.ssoRuleFacilityNotOwned);
    }
    const [existing] = await t
      .select({ corporationId: identityProviders.corporationId })
      .from(identityProviders)
      .where(eq(identityProviders.corporationId, corporationId))
      .for('update');
    if (!existing && !secret) throw new AppError('VALIDATION_FAILED', productMessages.ssoClientSecretRequired);
    const [taken] = await t
      .select({ domain: identityProviderDomains.domain })
      .from(identityProviderDomains)
      .where(and(inArray(identityProviderDomains.domain, body.domains), ne(identityProviderDomains.corporationId, corporationId)))
      .limit(1);
    if (taken) throw new AppError('CONFLICT', productMessages.ssoDomainTaken(taken.domain));

    const fields = {
      issuer: body.issuer,
      clientId: body.client_id,
      roleClaim: body.role_claim,
      ...(secret ? { clientSecretSealed: ctx.deps.secrets.seal(secret, sealContext.identityProviderSecret(corporationId)) } : {}),
    };
    if (existing) {
      await t
        .update(identityProviders)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(identityProviders.corporationId, corporationId));
    } else {
      await t.insert(identityProviders).values({ corporationId, ...fields, clientSecretSealed: fields.clientSecretSealed! });
    }
    await t.delete(identityProviderDomains).where(eq(identityProviderDomains.corporationId, corporationId));
    await t.insert(identityProviderDomains).values(body.domains.map((domain) => ({ domain, corporationId })));
    await t.delete(identityProviderRules).where(eq(identityProviderRules.corporationId, corporationId));
    await t
      .insert(identityProviderRules)
      .values(body.rules.map((r) => ({ corporationId, claimValue: r.claim_value, facilityId: r.facility_id, role: r.role })));
    // What changed in numbers, never the secret, the issuer or the claim values the owner typed.
    const detail = `${existing ? 'updated' : 'created'}; ${body.domains.length} domains, ${body.rules.length} rules; secret ${secret ? 'set' : 'kept'}`;
    await ctx.audit('auth.identity_provider_saved', { target: corporationId, detail }, t);
    return answerOf(t, corporation);
  });
}

/** DELETE: the corporation's staff sign in with passwords again; their accounts and roles stay. */
export async function deleteIdentityProvider(ctx: Ctx, input: { corporationId: string }, tx?: DbOrTx) {
  return transaction(ctx, tx, async (t) => {
    await ownedCorporation(ctx, t, input.corporationId);
    const removed = await t
      .delete(identityProviders)
      .where(eq(identityProviders.corporationId, input.corporationId))
      .returning({ id: identityProviders.corporationId });
    if (removed.length === 0) throw new AppError('NOT_FOUND');
    await ctx.audit('auth.identity_provider_removed', { target: input.corporationId }, t);
    return { message: productMessages.ssoRemoved };
  });
}

/**
 * Whether the account signs in through its organisation's provider rather than with a password:
 * its email's domain is a provider's, and it owns no facility. An owner keeps her password (and
 * her second factor) as the way back in when the provider fails or its rules leave her out, since
 * a provider never gives the OWNER role (decision 081).
 */
export async function passwordClosedFor(db: DbOrTx, user: { id: string; email: string }) {
  const domain = user.email.slice(user.email.lastIndexOf('@') + 1).toLowerCase();
  const [row] = await db
    .select({ domain: identityProviderDomains.domain })
    .from(identityProviderDomains)
    .where(
      and(
        eq(identityProviderDomains.domain, domain),
        sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${user.id} and ${memberships.role} = 'OWNER')`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The provider an email's domain signs in through, with its secret opened; null when none. */
export async function providerForEmail(ctx: Ctx, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const [row] = await ctx.deps.db
    .select({ provider: identityProviders })
    .from(identityProviderDomains)
    .innerJoin(identityProviders, eq(identityProviders.corporationId, identityProviderDomains.corporationId))
    .where(eq(identityProviderDomains.domain, domain));
  return row ? openProvider(ctx, row.provider) : null;
}

/** The corporation's provider with its secret opened, its domains and its rules. */
export async function providerOfCorporation(ctx: Ctx, db: DbOrTx, corporationId: string) {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.corporationId, corporationId));
  return row ? openProvider(ctx, row) : null;
}

async function openProvider(ctx: Ctx, row: typeof identityProviders.$inferSelect) {
  const db = ctx.deps.db;
  const [domains, rules] = await Promise.all([
    db
      .select({ domain: identityProviderDomains.domain })
      .from(identityProviderDomains)
      .where(eq(identityProviderDomains.corporationId, row.corporationId)),
    db.select().from(identityProviderRules).where(eq(identityProviderRules.corporationId, row.corporationId)),
  ]);
  return {
    corporationId: row.corporationId,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: ctx.deps.secrets.open(row.clientSecretSealed, sealContext.identityProviderSecret(row.corporationId)),
    roleClaim: row.roleClaim,
    domains: domains.map((d) => d.domain),
    rules: rules.map((r) => ({ claimValue: r.claimValue, facilityId: r.facilityId, role: r.role })),
  };
}
export type OpenedProvider = NonNullable<Awaited<ReturnType<typeof providerForEmail>>>;
