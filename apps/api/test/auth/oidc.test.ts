import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract, type LoginAnswer } from '@careroster/shared/api/auth/login';
import {
  deleteIdentityProviderContract,
  listIdentityProvidersContract,
  saveIdentityProviderContract,
  type IdentityProviderBody,
} from '@careroster/shared/api/auth/identity-providers';
import { SSO_COOKIE, ssoCallbackContract, ssoStartContract } from '@careroster/shared/api/auth/sso';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, facilities, identityProviders, memberships, outbox, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { sealContext } from '../../src/platform/crypto/sealed-columns';
import { hashPassword } from '../../src/platform/passwords';
import { dataOf, refused, type ContractResponse } from '../helpers/contract-call';
import { startOpenIdProvider, type TestProvider } from '../helpers/openid-provider';
import { createTestFacility } from '../helpers/facilities';
import { enrolTestPasskey } from '../helpers/second-factor';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
const CLIENT_SECRET = 'provider-secret-do-not-log-7f3a9c';
const DOMAIN = 'sunrise-care.example';
let idp: TestProvider;
let corporationId: string;
let owner: Record<string, string>;
/** The owner of another corporation, with its one facility. */
let rival: Record<string, string>;
let rivalFacility: string;

beforeAll(async () => {
  idp = await startOpenIdProvider({
    clientId: 'careroster',
    clientSecret: CLIENT_SECRET,
    redirectUri: `${t.config.publicUrl}${paths.ssoCallback}`,
  });
  const [row] = await t.deps.db.select({ corporationId: facilities.corporationId }).from(facilities).where(eq(facilities.id, s.sunrise));
  corporationId = row!.corporationId!;
  owner = bearer((await t.login('owner@sunrise.example')).token);

  const [rivalUser] = await t.deps.db
    .insert(users)
    .values({ email: 'owner@harbor.example', firstName: 'Hal', lastName: 'Harbor', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  rivalFacility = await createTestFacility(t.deps.db, {
    corporation: 'Harbor Health',
    ownerUserId: rivalUser!.id,
    at: t.deps.clock.now(),
    facility: { name: 'Harbor House', timezone: 'EST', state: 'MA', city: 'Boston', zip: '02110' },
  });
  await t.deps.db.insert(memberships).values({ userId: rivalUser!.id, facilityId: rivalFacility, role: 'OWNER' });
  rival = bearer((await t.login('owner@harbor.example')).token);
  // An owner's first session may only enrol a second factor (decision 079); enrolling opens it.
  await enrolTestPasskey(t, rival);
});

afterAll(async () => {
  await idp?.close();
});

const config = (over: Partial<IdentityProviderBody> = {}): IdentityProviderBody => ({
  issuer: idp.issuer,
  client_id: 'careroster',
  client_secret: CLIENT_SECRET,
  domains: [DOMAIN],
  rules: [
    { claim_value: 'nurse-managers', facility_id: s.sunrise, role: 'MANAGER' },
    { claim_value: 'admins', facility_id: s.sunrise, role: 'ADMIN' },
    { claim_value: 'admins', facility_id: s.maple, role: 'ADMIN' },
  ],
  ...over,
});
const save = (headers: Record<string, string>, body: IdentityProviderBody, corporation = corporationId) =>
  t.call(saveIdentityProviderContract, { params: { corporationId: corporation }, body, headers });

/** The browser's part: start, the provider's login as `login`, and the callback with the attempt's cookie. */
async function signIn(email: string, login: string): Promise<ContractResponse<typeof ssoCallbackContract> & { code: string }> {
  const start = await t.call(ssoStartContract, { body: { email } });
  const { authorization_url } = dataOf(start);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const search = await idp.signIn(authorization_url, login);
  const res = await t.call(ssoCallbackContract, { body: { search }, headers: { cookie } });
  return Object.assign(res, { code: new URLSearchParams(search).get('code')! });
}

/** The session answer of a sign-in that asked for no second step. */
function sessionOf(answer: LoginAnswer) {
  if ('mfa_required' in answer) throw new Error('the sign-in asked for a second step');
  return answer;
}

const rolesOf = async (email: string) => {
  const rows = await t.deps.db
    .select({ facilityId: memberships.facilityId, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, email));
  return Object.fromEntries(rows.map((r) => [r.facilityId, r.role]));
};
const lastAudit = async (action: string) => {
  const rows = await t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(sql`${auditLog.at} desc`)
    .limit(1);
  return rows[0];
};

describe('the owner sets up the corporation’s provider', () => {
  it('refuses a manager and an admin (403), and lists nothing the caller does not own', async () => {
    expect((await save(s.manager, config())).statusCode).toBe(403);
    expect((await save(s.admin, config())).statusCode).toBe(403);
    expect((await t.call(listIdentityProvidersContract, { headers: s.manager })).statusCode).toBe(403);
  });

  it('checks what the owner typed on the server', async () => {
    expect(refused(await save(owner, config({ issuer: 'http://idp.sunrise.example' })), 422)).toContain(productMessages.ssoIssuerInvalid);
    expect(refused(await save(owner, config({ issuer: 'https://idp.example/?x=1' })), 422)).toContain(productMessages.ssoIssuerInvalid);
    expect(refused(await save(owner, config({ client_secret: '' })), 422)).toEqual([productMessages.ssoClientSecretRequired]);
    const foreign = config({ rules: [{ claim_value: 'admins', facility_id: rivalFacility, role: 'ADMIN' }] });
    expect(refused(await save(owner, foreign), 422)).toEqual([productMessages.ssoRuleFacilityNotOwned]);
    const ownerRole = { claim_value: 'x', facility_id: s.sunrise, role: 'OWNER' } as unknown as IdentityProviderBody['rules'][number];
    expect((await save(owner, config({ rules: [ownerRole] }))).statusCode).toBe(422);
  });

  it('saves it with the secret sealed, answers it without the secret, and audits it', async () => {
    const res = await save(owner, config());
    const data = dataOf(res);
    expect(data.provider).toMatchObject({
      issuer: idp.issuer,
      client_id: 'careroster',
      client_secret_set: true,
      domains: [DOMAIN],
      role_claim: 'groups',
    });
    expect(res.body).not.toContain(CLIENT_SECRET);
    const [row] = await t.deps.db.select().from(identityProviders).where(eq(identityProviders.corporationId, corporationId));
    expect(row!.clientSecretSealed).not.toContain(CLIENT_SECRET);
    expect(t.deps.secrets.open(row!.clientSecretSealed, sealContext.identityProviderSecret(corporationId))).toBe(CLIENT_SECRET);
    // An empty secret keeps the saved one.
    dataOf(await save(owner, config({ client_secret: '' })));
    const [kept] = await t.deps.db.select().from(identityProviders).where(eq(identityProviders.corporationId, corporationId));
    expect(t.deps.secrets.open(kept!.clientSecretSealed, sealContext.identityProviderSecret(corporationId))).toBe(CLIENT_SECRET);
    expect((await lastAudit('auth.identity_provider_saved'))?.detail).toBe('updated; 1 domains, 3 rules; secret kept');
    const list = await t.call(listIdentityProvidersContract, { headers: owner });
    expect(dataOf(list).results.map((c) => c.corporation_id)).toEqual([corporationId]);
    expect(list.body).not.toContain(CLIENT_SECRET);
  });

  it('keeps it from another corporation’s owner: not listed, not changed (404), its domains not taken (409)', async () => {
    const list = dataOf(await t.call(listIdentityProvidersContract, { headers: rival }));
    expect(list.results.map((c) => c.corporation_id)).not.toContain(corporationId);
    expect(JSON.stringify(list)).not.toContain(idp.issuer);
    expect((await save(rival, config({ rules: [{ claim_value: 'a', facility_id: rivalFacility, role: 'ADMIN' }] }))).statusCode).toBe(404);
    expect((await t.call(deleteIdentityProviderContract, { params: { corporationId }, headers: rival })).statusCode).toBe(404);
    const rivalCorporation = list.results[0]!.corporation_id;
    const taken = await save(rival, config({ rules: [{ claim_value: 'a', facility_id: rivalFacility, role: 'ADMIN' }] }), rivalCorporation);
    expect(refused(taken, 409)).toEqual([productMessages.ssoDomainTaken(DOMAIN)]);
  });
});

describe('signing in through the provider', () => {
  it('makes the account on the first sign-in with the roles the rules give, and a working session', async () => {
    idp.accounts.set('alice', {
      email: 'Alice@Sunrise-Care.example',
      email_verified: true,
      given_name: 'Alice',
      family_name: 'Nguyen',
      groups: ['nurse-managers', 'everyone'],
    });
    const res = await signIn('alice@sunrise-care.example', 'alice');
    const answer = sessionOf(res.data);
    expect(answer).toMatchObject({
      role: 'MANAGER',
      facility_id: s.sunrise,
      profile: { email: 'alice@sunrise-care.example', first_name: 'Alice' },
    });
    expect(await rolesOf('alice@sunrise-care.example')).toEqual({ [s.sunrise]: 'MANAGER' });
    const profile = dataOf(await t.call(getProfileContract, { headers: bearer(answer.token) }));
    expect(profile.email).toBe('alice@sunrise-care.example');
    // The account has a password nobody knows.
    const password = await t.call(loginContract, { body: { email: 'alice@sunrise-care.example', password: DEMO_PASSWORD } });
    expect(password.statusCode).toBe(401);
    expect((await lastAudit('auth.sso_sign_in'))?.detail).toBe('new account; 1 roles; amr pwd');
    // Neither the code, the secret nor the session token reached the log.
    const logged = t.logs.join('\n');
    expect(res.code.length).toBeGreaterThan(20);
    for (const secret of [CLIENT_SECRET, answer.token, res.code]) expect(logged).not.toContain(secret);
  });

  it('replaces the roles at every sign-in with what the claim gives now, and carries the provider’s amr', async () => {
    idp.accounts.set('alice', { email: 'alice@sunrise-care.example', email_verified: true, groups: ['admins'] });
    idp.setAmr(['pwd', 'mfa']);
    const answer = sessionOf((await signIn('alice@sunrise-care.example', 'alice')).data);
    expect(answer.role).toBe('ADMIN');
    // The provider's own multi-factor sign-in stands for CareRoster's second step (decision 081).
    expect(answer).not.toHaveProperty('mfa_setup_required');
    expect(await rolesOf('alice@sunrise-care.example')).toEqual({ [s.sunrise]: 'ADMIN', [s.maple]: 'ADMIN' });
    expect((await lastAudit('auth.sso_sign_in'))?.detail).toBe('existing account; 2 roles; amr pwd mfa');
    idp.setAmr(['pwd']);
    // A password alone at the provider: an admin without a factor of CareRoster's may only enrol one.
    expect(sessionOf((await signIn('alice@sunrise-care.example', 'alice')).data).mfa_setup_required).toBe(true);
  });

  it('keeps a membership elsewhere and an owner’s own roles', async () => {
    const [alice] = await t.deps.db.select().from(users).where(eq(users.email, 'alice@sunrise-care.example'));
    await t.deps.db.insert(memberships).values({ userId: alice!.id, facilityId: rivalFacility, role: 'MANAGER' });
    idp.accounts.set('alice', { email: 'alice@sunrise-care.example', email_verified: true, groups: ['nurse-managers'] });
    expect((await signIn('alice@sunrise-care.example', 'alice')).statusCode).toBe(200);
    expect(await rolesOf('alice@sunrise-care.example')).toEqual({ [s.sunrise]: 'MANAGER', [rivalFacility]: 'MANAGER' });
  });

  it('refuses an answer whose state is not the attempt’s, and spends the attempt', async () => {
    idp.accounts.set('bob', { email: 'bob@sunrise-care.example', email_verified: true, groups: ['admins'] });
    const start = await t.call(ssoStartContract, { body: { email: 'bob@sunrise-care.example' } });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const search = await idp.signIn(dataOf(start).authorization_url, 'bob');
    const forged = new URLSearchParams(search);
    forged.set('state', 'not-the-state');
    const res = await t.call(ssoCallbackContract, { body: { search: `?${forged.toString()}` }, headers: { cookie } });
    expect(refused(res, 400)).toEqual([productMessages.ssoAttemptInvalid]);
    expect(refused(await t.call(ssoCallbackContract, { body: { search }, headers: { cookie } }), 400)).toEqual([
      productMessages.ssoAttemptInvalid,
    ]);
    expect(await rolesOf('bob@sunrise-care.example')).toEqual({});
    expect((await lastAudit('auth.sso_refused'))?.detail).toBe(`BAD_REQUEST: ${productMessages.ssoAttemptInvalid}`);
  });

  it('refuses a callback without the attempt’s cookie (another browser)', async () => {
    const start = await t.call(ssoStartContract, { body: { email: 'bob@sunrise-care.example' } });
    const search = await idp.signIn(dataOf(start).authorization_url, 'bob');
    const res = await t.call(ssoCallbackContract, { body: { search }, headers: { cookie: `${SSO_COOKIE}=someone-else` } });
    expect(refused(res, 400)).toEqual([productMessages.ssoAttemptInvalid]);
  });

  it('refuses an email whose domain signs in through no provider', async () => {
    const res = await t.call(ssoStartContract, { body: { email: 'carol@elsewhere.example' } });
    expect(refused(res, 404)).toEqual([productMessages.ssoUnknownDomain]);
    expect((await lastAudit('auth.sso_refused'))?.detail).toBe(`NOT_FOUND: ${productMessages.ssoUnknownDomain}`);
  });

  it('refuses a person the rules give no role, and makes no account', async () => {
    idp.accounts.set('dave', { email: 'dave@sunrise-care.example', email_verified: true, groups: ['kitchen'] });
    expect(refused(await signIn('dave@sunrise-care.example', 'dave'), 403)).toEqual([productMessages.ssoNoRole]);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'dave@sunrise-care.example'))).toEqual([]);
  });

  it('refuses an unverified email, and an email of a domain that is not the corporation’s', async () => {
    idp.accounts.set('erin', { email: 'erin@sunrise-care.example', email_verified: false, groups: ['admins'] });
    expect(refused(await signIn('erin@sunrise-care.example', 'erin'), 403)).toEqual([productMessages.ssoEmailUnverified]);
    // The provider may not speak for another domain's accounts: the demo admin's, here.
    idp.accounts.set('mallory', { email: 'admin@sunrise.example', email_verified: true, groups: ['admins'] });
    expect(refused(await signIn('mallory@sunrise-care.example', 'mallory'), 403)).toEqual([productMessages.ssoEmailOtherDomain]);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    dataOf(await save(owner, config({ issuer: 'http://127.0.0.1:9/unreachable' })));
    const res = await t.call(ssoStartContract, { body: { email: 'alice@sunrise-care.example' } });
    expect(refused(res, 503)).toEqual([productMessages.ssoProviderUnreachable]);
    dataOf(await save(owner, config()));
  });

  it('closes the password to the provider’s accounts, and mails them no reset link, but keeps an owner’s', async () => {
    // Alice had a password before her organisation set its provider up.
    await t.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, 'alice@sunrise-care.example'));
    const byPassword = (email: string, password = DEMO_PASSWORD) => t.call(loginContract, { body: { email, password } });
    expect(refused(await byPassword('alice@sunrise-care.example'), 403)).toEqual([productMessages.ssoPasswordClosed]);
    // A wrong password learns nothing about the provider.
    expect((await byPassword('alice@sunrise-care.example', 'not her password')).statusCode).toBe(401);
    expect(dataOf(await t.call(forgotPasswordContract, { body: { email: 'alice@sunrise-care.example' } })).message).toBe(
      productMessages.resetLinkSent,
    );
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, 'alice@sunrise-care.example'))).toEqual([]);

    // An owner at the provider's domain keeps her password: the way back in when the provider fails.
    const [olga] = await t.deps.db
      .insert(users)
      .values({ email: 'olga@sunrise-care.example', firstName: 'Olga', lastName: 'Owner', passwordHash: await hashPassword(DEMO_PASSWORD) })
      .returning();
    await t.deps.db.insert(memberships).values({ userId: olga!.id, facilityId: rivalFacility, role: 'OWNER' });
    expect((await byPassword('olga@sunrise-care.example')).statusCode).toBe(200);
  });

  it('the owner removes it: the domain signs in with passwords again', async () => {
    expect(dataOf(await t.call(deleteIdentityProviderContract, { params: { corporationId }, headers: owner })).message).toBe(
      productMessages.ssoRemoved,
    );
    expect(refused(await t.call(ssoStartContract, { body: { email: 'alice@sunrise-care.example' } }), 404)).toEqual([
      productMessages.ssoUnknownDomain,
    ]);
    expect((await t.call(loginContract, { body: { email: 'alice@sunrise-care.example', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });
});
