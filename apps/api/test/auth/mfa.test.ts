/** Multi-factor sign-in (issue 31, decision 079): the second step, enrolment, step-up, sessions and their audit. */
import { randomUUID } from 'node:crypto';
import {
  addPasskeyContract,
  confirmTotpContract,
  listFactorsContract,
  passkeyOptionsContract,
  regenerateRecoveryCodesContract,
  removeFactorContract,
  renameFactorContract,
  startTotpContract,
} from '@careroster/shared/api/auth/factors';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { mfaVerifyContract, mfaWebauthnOptionsContract, stepUpContract, stepUpOptionsContract } from '@careroster/shared/api/auth/mfa';
import { listSessionsContract, revokeOtherSessionsContract, revokeSessionContract } from '@careroster/shared/api/auth/sessions';
import { revealLegalNumberContract } from '@careroster/shared/api/legal/kyc';
import { demoFactors } from '@careroster/shared/auth/demo-factors';
import { productMessages } from '@careroster/shared/messages';
import { passkeyAssertion, passkeyRegistration } from '@careroster/shared/testing/passkey';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, memberships, sessions, users } from '../../src/db/schema';
import { DEMO_PASSWORD, demoUsers } from '../../src/db/seed/demo';
import { timeStep, totpCode } from '../../src/modules/auth/totp';
import { hashPassword } from '../../src/platform/passwords';
import { hashToken } from '../../src/platform/tokens';
import { api, bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const origin = 'https://careroster.test';

const password = (email: string) => t.call(loginContract, { body: { email, password: DEMO_PASSWORD } });
const challengeOf = async (email: string) => {
  const res = await password(email);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { mfa_required: true; mfa_token: string; methods: string[] } }>().data;
};
const verify = (body: Record<string, unknown>) => t.call(mfaVerifyContract, { body: body as never });
const passkeyFor = async (mfaToken: string) => {
  const res = await t.call(mfaWebauthnOptionsContract, { body: { mfa_token: mfaToken } });
  return passkeyAssertion({ options: res.data.options, origin });
};
const codeNow = (secret: string, offset = 0) => totpCode(secret, timeStep(Date.now()) + offset);

/** A new user of Sunrise with `role` and no factor: an owner or admin's first sign-in since issue 31. */
async function newUser(role: 'ADMIN' | 'MANAGER') {
  const id = randomUUID();
  const email = `mfa-${id.slice(0, 8)}@sunrise.example`;
  await t.deps.db.insert(users).values({ id, email, firstName: 'Nia', lastName: 'Ford', passwordHash: await hashPassword(DEMO_PASSWORD) });
  await t.deps.db.insert(memberships).values({ userId: id, facilityId: await t.sunriseId(), role });
  return { id, email };
}

async function auditOf(userId: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), like(auditLog.action, 'auth.%')));
}

describe('the second step of sign-in', () => {
  it('asks the demo admin for a factor before any session, then signs in with the passkey', async () => {
    const before = (await t.deps.db.select().from(sessions)).length;
    const challenge = await challengeOf(demoUsers.admin);
    expect(challenge).toMatchObject({ mfa_required: true, methods: ['webauthn', 'totp'] });
    expect(Object.keys(challenge)).not.toContain('token');
    expect((await t.deps.db.select().from(sessions)).length).toBe(before);

    const res = await verify({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: await passkeyFor(challenge.mfa_token) });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ role: 'ADMIN', facility_id: await t.sunriseId() });
    expect(res.data.mfa_setup_required).toBeUndefined();
    expect((await t.call(getProfileContract, { headers: bearer(res.data.token) })).statusCode).toBe(200);
  });

  it('keeps the one-step answer for a manager without a factor', async () => {
    const res = await password(demoUsers.manager);
    expect(res.json().data).toMatchObject({ role: 'MANAGER' });
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('takes a TOTP code once: the same code again is refused (RFC 6238 section 5.2)', async () => {
    const code = codeNow(demoFactors.totpSecret);
    const first = await challengeOf(demoUsers.owner);
    expect((await verify({ mfa_token: first.mfa_token, method: 'totp', code })).statusCode).toBe(200);
    const second = await challengeOf(demoUsers.owner);
    const replay = await verify({ mfa_token: second.mfa_token, method: 'totp', code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toEqual([productMessages.mfaCodeInvalid]);
  });

  it('refuses a wrong code, audits it without the code, and spends the challenge after 5 tries', async () => {
    const challenge = await challengeOf(demoUsers.admin);
    const wrong = codeNow(demoFactors.totpSecret, 5);
    for (let i = 0; i < 5; i += 1)
      expect((await verify({ mfa_token: challenge.mfa_token, method: 'totp', code: wrong })).statusCode).toBe(401);
    const spent = await verify({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: await passkeyFor(challenge.mfa_token) });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.message).toEqual([productMessages.mfaChallengeExpired]);
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, demoUsers.admin));
    const failed = (await auditOf(admin!.id)).filter((a) => a.action === 'auth.mfa_failed');
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed.every((a) => a.detail === 'totp')).toBe(true);
  });

  it('refuses an unknown or used challenge token', async () => {
    expect((await verify({ mfa_token: 'not-a-token', method: 'totp', code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a passkey assertion replayed or signed for another origin', async () => {
    const challenge = await challengeOf(demoUsers.admin);
    const options = (await t.call(mfaWebauthnOptionsContract, { body: { mfa_token: challenge.mfa_token } })).data.options;
    const foreign = passkeyAssertion({ options, origin: 'https://evil.example' });
    expect((await verify({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: foreign })).statusCode).toBe(401);
    const good = passkeyAssertion({ options, origin });
    expect((await verify({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: good })).statusCode).toBe(200);
    const next = await challengeOf(demoUsers.admin);
    await t.call(mfaWebauthnOptionsContract, { body: { mfa_token: next.mfa_token } });
    expect((await verify({ mfa_token: next.mfa_token, method: 'webauthn', credential: good })).statusCode).toBe(401);
  });
});

describe('enrolment', () => {
  it('limits an admin without a factor to enrolment, then a TOTP app with recovery codes opens the rest; a code works once', async () => {
    const admin = await newUser('ADMIN');
    const res = await password(admin.email);
    expect(res.json().data).toMatchObject({ mfa_setup_required: true });
    const headers = bearer(res.json().data.token, await t.sunriseId());

    expect((await t.call(getProfileContract, { headers })).statusCode).toBe(200);
    const blocked = await t.app.inject({ method: 'GET', url: api('/auth/sessions'), headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({ code: 'MFA_SETUP_REQUIRED', message: [productMessages.mfaSetupRequired] });

    const started = (await t.call(startTotpContract, { headers })).data;
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/CareRoster:/);
    const wrongConfirm = await t.call(confirmTotpContract, {
      headers,
      body: { factor_id: started.factor_id, code: '000000', name: 'Phone' },
    });
    expect(wrongConfirm.statusCode).toBe(422);
    const confirmed = await t.call(confirmTotpContract, {
      headers,
      body: { factor_id: started.factor_id, code: codeNow(started.secret), name: 'Phone' },
    });
    expect(confirmed.data.factor).toMatchObject({ kind: 'TOTP', name: 'Phone' });
    const codes = confirmed.data.recovery_codes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await t.app.inject({ method: 'GET', url: api('/auth/sessions'), headers })).statusCode).toBe(200);

    // The next sign-in asks for the factor; a recovery code works once.
    const challenge = await challengeOf(admin.email);
    expect(challenge.methods).toEqual(['totp', 'recovery']);
    expect((await verify({ mfa_token: challenge.mfa_token, method: 'recovery', code: codes[0]!.toUpperCase() })).statusCode).toBe(200);
    const again = await challengeOf(admin.email);
    expect((await verify({ mfa_token: again.mfa_token, method: 'recovery', code: codes[0] })).statusCode).toBe(401);

    const audit = await auditOf(admin.id);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.factor_added', 'auth.recovery_codes_generated', 'auth.recovery_code_used', 'auth.mfa_verified']),
    );
    const everything = JSON.stringify(audit) + t.logs.join('');
    expect(everything).not.toContain(started.secret);
    for (const code of codes) expect(everything).not.toContain(code);
  });

  it('enrols a passkey, names and removes factors, but keeps an admin’s last one', async () => {
    const admin = await newUser('ADMIN');
    const headers = bearer((await password(admin.email)).json().data.token, await t.sunriseId());
    const { options } = (await t.call(passkeyOptionsContract, { headers })).data;
    const credentialId = Buffer.from(`passkey-${admin.id}`).toString('base64url');
    const credential = passkeyRegistration({ options, origin, credentialId });
    const added = await t.call(addPasskeyContract, { headers, body: { name: 'Laptop', credential } });
    expect(added.data.factor).toMatchObject({ kind: 'WEBAUTHN', name: 'Laptop' });
    expect(added.data.recovery_codes).toHaveLength(10);

    // Signs in with it.
    const challenge = await challengeOf(admin.email);
    const assertion = passkeyAssertion({
      options: (await t.call(mfaWebauthnOptionsContract, { body: { mfa_token: challenge.mfa_token } })).data.options,
      origin,
      credentialId,
    });
    expect((await verify({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: assertion })).statusCode).toBe(200);

    const id = added.data.factor.id;
    expect((await t.call(renameFactorContract, { headers, params: { id }, body: { name: 'Work laptop' } })).data.name).toBe('Work laptop');
    const last = await t.call(removeFactorContract, { headers, params: { id } });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toEqual([productMessages.mfaLastFactor]);
    expect((await t.call(listFactorsContract, { headers })).data).toMatchObject({ recovery_codes_left: 10, mfa_required: true });
    const regenerated = await t.call(regenerateRecoveryCodesContract, { headers });
    expect(regenerated.data.recovery_codes).toHaveLength(10);
    expect(regenerated.data.recovery_codes).not.toEqual(added.data.recovery_codes);
    expect((await auditOf(admin.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['auth.factor_renamed']));
  });

  it('lets a manager enrol a factor, remove it, and then sign in with the password alone', async () => {
    const manager = await newUser('MANAGER');
    const headers = bearer((await password(manager.email)).json().data.token, await t.sunriseId());
    const started = (await t.call(startTotpContract, { headers })).data;
    const { factor } = (
      await t.call(confirmTotpContract, { headers, body: { factor_id: started.factor_id, code: codeNow(started.secret), name: 'Phone' } })
    ).data;
    expect((await challengeOf(manager.email)).mfa_required).toBe(true);
    expect((await t.call(removeFactorContract, { headers, params: { id: factor.id } })).statusCode).toBe(200);
    expect((await password(manager.email)).json().data.token).toEqual(expect.any(String));
    expect((await auditOf(manager.id)).map((a) => a.action)).toContain('auth.factor_removed');
  });
});

describe('step-up', () => {
  it('asks a session whose factor is stale to prove it again before a reveal, a bank account or a payment', async () => {
    const signedIn = await t.login(demoUsers.admin);
    const headers = bearer(signedIn.token, await t.sunriseId());
    const reveal = () => t.call(revealLegalNumberContract, { headers, body: { field: 'tin' } });
    expect((await reveal()).statusCode).toBe(200);

    // 20 minutes later (the window is 15).
    await t.deps.db
      .update(sessions)
      .set({ mfaVerifiedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(signedIn.token)));
    t.deps.callers.clear();

    const stale = await reveal();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toEqual({ code: 'STEP_UP_REQUIRED', message: [productMessages.stepUpRequired] });
    // Refused before the body is read: the same answer whatever was sent.
    const bank = await t.app.inject({ method: 'POST', url: api('/facilities/bank-account'), headers, payload: {} });
    const pay = await t.app.inject({ method: 'POST', url: api(`/facilities/reimbursements/${randomUUID()}/pay`), headers, payload: {} });
    for (const res of [bank, pay]) expect(res.json().error.code).toBe('STEP_UP_REQUIRED');

    const wrong = await t.call(stepUpContract, { headers, body: { method: 'totp', code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    const { options } = (await t.call(stepUpOptionsContract, { headers })).data;
    const up = await t.call(stepUpContract, { headers, body: { method: 'webauthn', credential: passkeyAssertion({ options, origin }) } });
    expect(up.statusCode).toBe(200);
    expect((await reveal()).statusCode).toBe(200);

    const actions = (
      await t.deps.db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ['auth.step_up', 'auth.step_up_failed']))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.step_up', 'auth.step_up_failed']));
  });
});

describe('sessions', () => {
  it('lists the caller’s own sessions, revokes one, and signs out the others', async () => {
    const admin = await newUser('MANAGER');
    const signIn = async (agent: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: api('/auth/login'),
          headers: { 'user-agent': agent },
          payload: { email: admin.email, password: DEMO_PASSWORD },
        })
      ).json<{ data: { token: string } }>().data.token;
    const chrome = await signIn(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    );
    const phone = await signIn(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    const third = await signIn('curl/8.0');

    const list = (await t.call(listSessionsContract, { headers: bearer(chrome) })).data;
    expect(list.count).toBe(3);
    expect(list.results.find((s) => s.current)?.device).toBe('Chrome on Windows');
    expect(list.results.map((s) => s.device)).toContain('Safari on iPhone');

    const phoneId = list.results.find((s) => s.device === 'Safari on iPhone')!.id;
    expect((await t.call(revokeSessionContract, { headers: bearer(chrome), params: { id: phoneId } })).statusCode).toBe(200);
    expect((await t.call(getProfileContract, { headers: bearer(phone) })).statusCode).toBe(401);

    // Another user's session is not theirs to end.
    const other = (await t.call(listSessionsContract, { headers: bearer((await t.login(demoUsers.manager)).token) })).data.results[0]!;
    expect((await t.call(revokeSessionContract, { headers: bearer(chrome), params: { id: other.id } })).statusCode).toBe(404);

    expect((await t.call(revokeOtherSessionsContract, { headers: bearer(chrome) })).statusCode).toBe(200);
    expect((await t.call(getProfileContract, { headers: bearer(third) })).statusCode).toBe(401);
    expect((await t.call(getProfileContract, { headers: bearer(chrome) })).statusCode).toBe(200);
    expect((await auditOf(admin.id)).filter((a) => a.action === 'auth.session_revoked')).toHaveLength(2);
  });
});
