import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { pathOf } from '@careroster/shared/api/contract';
import { healthContract } from '@careroster/shared/api/system/health';
import { describe, expect, it } from 'vitest';
import type { BodyOf } from './helpers/contract-call';
import { api, bearer, createTestApp, useTestApp } from './helpers/test-app';

// Unknown routes, wrong methods, unreadable bodies and this file's own route stay literal (decision 046).
const t = useTestApp({
  extend: (app) => {
    // A route that fails the way a real bug would: the answer must not carry its text.
    app.get('/api/v1/test-explode', { config: { access: { kind: 'public' } } }, () => {
      throw new Error('select * from users at /srv/apps/api/src/secret.ts:12');
    });
  },
});

describe('envelope and status codes', () => {
  it('answers health with the database kind', async () => {
    const res = await t.call(healthContract, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      statusCode: 200,
      data: { status: 'ok', db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
      error: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/no-such-thing') });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ success: false, statusCode: 404, data: null });
    expect(body.error.message).toEqual(['This address does not exist.']);
  });

  it('answers a wrong method on a known route with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: api('/health') });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json().error.message).toEqual(['This method is not allowed here.']);
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.call(loginContract, { body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, statusCode: 413, data: null });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(['The request could not be read.']);
  });

  it('answers invalid fields with 422 and one message per field', async () => {
    // No password and a malformed address, on purpose.
    const res = await t.call(loginContract, { body: { email: 'not-an-email' } as BodyOf<typeof loginContract> });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual(['Please enter a valid email', 'Password is required']);
  });

  it('answers a crash with 500 "Something went wrong." and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/test-explode') });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 500,
      data: null,
      error: { code: 'INTERNAL', message: ['Something went wrong.'] },
    });
    expect(res.body).not.toMatch(/select|secret|\.ts|stack/i);
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.call(healthContract, {});
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The test apps' PUBLIC_URL is https: the HTTPS-only headers are on.
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('leaves HTTPS-only headers out when the product is served over plain http', async () => {
    const lan = await createTestApp({ config: { publicUrl: 'http://192.168.1.20:8080' } });
    try {
      const res = await lan.call(healthContract, {});
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await lan.close();
    }
  });

  it('publishes an OpenAPI document of every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/openapi.json') });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/address', '/api/v1/profile']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });

  it('refuses a protected route without a token with 401', async () => {
    const res = await t.call(getProfileContract, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toEqual(['Please sign in to continue.']);
    const bad = await t.call(getProfileContract, { headers: bearer('forged') });
    expect(bad.statusCode).toBe(401);
  });

  it('serves the same envelope over real HTTP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}${api(pathOf(healthContract))}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });
});
