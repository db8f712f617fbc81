import { productMessages } from '@careroster/shared/messages';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { mfaVerifyContract, mfaWebauthnOptionsContract } from '@careroster/shared/api/auth/mfa';
import { passkeyAssertion } from '@careroster/shared/testing/passkey';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sessions } from '../src/db/schema';
import { DEMO_PASSWORD, demoUsers } from '../src/db/seed/demo';
import { bearer, useTestApp } from './helpers/test-app';

const t = useTestApp();

describe('sign-in', () => {
  it('signs in and answers token, role, profile and facilities', async () => {
    // The admin's second step (decision 079) comes after a password given in any case.
    const res = await t.call(loginContract, { body: { email: 'ADMIN@sunrise.example', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const mfaToken = res.json().data.mfa_token as string;
    const { options } = (await t.call(mfaWebauthnOptionsContract, { body: { mfa_token: mfaToken } })).data;
    const credential = passkeyAssertion({ options, origin: t.config.publicUrl });
    const verified = await t.call(mfaVerifyContract, { body: { mfa_token: mfaToken, method: 'webauthn', credential } });
    expect(verified.statusCode).toBe(200);
    const { data } = verified.json();
    expect(data.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(data.role).toBe('ADMIN');
    expect(data.facilities).toEqual([{ id: await t.sunriseId(), name: 'Sunrise Care Center', role: 'ADMIN' }]);
    expect(data.facility_id).toBe(await t.sunriseId());
    expect(data.profile).toMatchObject({ email: demoUsers.admin, first_name: 'Adam', role: 'ADMIN' });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
  });

  it('gives the owner both facilities', async () => {
    const data = await t.login(demoUsers.owner);
    const res = await t.call(getProfileContract, { headers: bearer(data.token) });
    expect(res.json().data.facilities.map((f: { name: string }) => f.name)).toEqual(['Maple Grove Nursing Home', 'Sunrise Care Center']);
    expect(res.json().data.role).toBe('OWNER');
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await t.call(loginContract, { body: { email: demoUsers.manager, password: 'nope-nope-nope' } });
    const unknown = await t.call(loginContract, { body: { email: 'nobody@nowhere.example', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toEqual([productMessages.invalidCredentials]);
    expect(unknown.json().error.message).toEqual(wrong.json().error.message);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await t.login(demoUsers.manager);
    const hashes = (await t.deps.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { token } = await t.login(demoUsers.manager);
    expect((await t.call(getProfileContract, { headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.call(logoutContract, { headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.call(getProfileContract, { headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toEqual([productMessages.sessionExpired]);
  });

  it('refuses a token past its absolute expiry', async () => {
    const { token } = await t.login(demoUsers.manager);
    await t.sql(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    // Changed behind the server's back, where nothing forgets the cached callers (decision 057).
    t.deps.callers.clear();
    expect((await t.call(getProfileContract, { headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logs off a session idle longer than the idle timeout', async () => {
    const { token } = await t.login(demoUsers.manager);
    expect((await t.call(getProfileContract, { headers: bearer(token) })).statusCode).toBe(200);
    await t.sql(sql`update sessions set last_seen_at = now() - interval '31 minutes' where revoked_at is null`);
    t.deps.callers.clear();
    expect((await t.call(getProfileContract, { headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('password reset through the outbox', () => {
  const lastMail = async () => {
    const [row] = await t.deps.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    return row;
  };

  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const before = (await t.deps.db.select().from(outbox)).length;
    const unknown = await t.call(forgotPasswordContract, { body: { email: 'ghost@nowhere.example' } });
    expect(unknown.statusCode).toBe(200);
    expect((await t.deps.db.select().from(outbox)).length).toBe(before);
    const known = await t.call(forgotPasswordContract, { body: { email: demoUsers.admin }, headers: { host: 'evil.example' } });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe(productMessages.resetLinkSent);
    const mail = await lastMail();
    expect(mail?.to).toBe(demoUsers.admin);
    // The link comes from PUBLIC_URL, never from the request's Host header.
    expect(mail?.text).toMatch(/https:\/\/careroster\.test\/set-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('sets a new password once, revokes old sessions, and signs in with it', async () => {
    const old = await t.login(demoUsers.owner);
    await t.call(forgotPasswordContract, { body: { email: demoUsers.owner } });
    const link = (await lastMail())!.text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)!;
    const [, uid, token] = link as unknown as [string, string, string];

    const short = await t.call(setPasswordContract, { body: { uid, token, password: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toEqual([productMessages.passwordTooShort]);
    const common = await t.call(setPasswordContract, { body: { uid, token, password: 'password1234' } });
    expect(common.statusCode).toBe(422);
    expect(common.json().error.message).toEqual([productMessages.passwordTooCommon]);

    const good = await t.call(setPasswordContract, { body: { uid, token, password: 'lantern harbor violet 42' } });
    expect(good.statusCode).toBe(200);
    expect((await t.call(getProfileContract, { headers: bearer(old.token) })).statusCode).toBe(401);
    const again = await t.call(setPasswordContract, { body: { uid, token, password: 'another fine phrase 77' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toEqual([productMessages.resetLinkInvalid]);

    expect((await t.call(loginContract, { body: { email: demoUsers.owner, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    expect((await t.call(loginContract, { body: { email: demoUsers.owner, password: 'lantern harbor violet 42' } })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await t.call(forgotPasswordContract, { body: { email: demoUsers.manager } });
    const [, uid, token] = (await lastMail())!.text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)! as unknown as [string, string, string];
    await t.sql(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const res = await t.call(setPasswordContract, { body: { uid, token, password: 'quiet meadow river 9' } });
    expect(res.statusCode).toBe(400);
  });

  it('never writes tokens or passwords to the log', async () => {
    const text = t.logs.join('');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('lantern harbor');
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
    expect(text).not.toMatch(/set-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{20,}/);
  });
});
