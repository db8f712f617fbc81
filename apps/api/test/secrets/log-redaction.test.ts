import { randomUUID } from 'node:crypto';
import { paths } from '@careroster/shared/paths';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newToken } from '../../src/platform/tokens';
import { tokenPathRedactor } from '../../src/platform/token-paths';
import { useTestApp } from '../helpers/test-app';

/**
 * Issue 23: the request log showed the tokens of /api/v1/video-call/<token> and
 * /api/v1/walk-in-invites/<token>, because its redaction was a hand list. Every public route of
 * the OpenAPI document with a token parameter, and every page of the web app with one, is called
 * here with a fresh token, which must appear in no log line.
 */
type Method = NonNullable<InjectOptions['method']>;
type Operation = { security?: unknown[]; parameters?: { in: string; name: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

// Token paths are what this file checks the log for, taken from the OpenAPI document and the web's pages: literal (decision 046).
const t = useTestApp();

const isToken = (name: string) => /token/i.test(name);

async function publicTokenRoutes(): Promise<{ method: Method; path: string }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Doc>();
  const routes: { method: Method; path: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!params.some(isToken)) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (Array.isArray(op.security) && op.security.length === 0) routes.push({ method: method.toUpperCase() as Method, path });
    }
  }
  return routes;
}

const logged = () => t.logs.join('');

describe('the request log', () => {
  it('never shows the token of a public route with a token parameter', async () => {
    const routes = await publicTokenRoutes();
    // The routes of the issue, and the link families the spec names, are among them.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/video-call/{token}',
        'GET /api/v1/walk-in-invites/{token}',
        'POST /api/v1/walk-in-invites/{token}',
        'GET /api/v1/offers/{token}',
        'GET /api/v1/missed-punch-action/{token}',
        'GET /api/v1/corporate-timesheet/{token}',
      ]),
    );
    for (const route of routes) {
      const token = newToken();
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (isToken(name) ? token : randomUUID()));
      const before = t.logs.length;
      await t.app.inject({ method: route.method, url, payload: route.method === 'GET' ? undefined : {} });
      expect(t.logs.length, `${route.method} ${route.path} is logged`).toBeGreaterThan(before);
      expect(logged(), `${route.method} ${route.path}`).not.toContain(token);
    }
  });

  it('never shows the token of a page of the web app, nor of a link path with a tail the route does not have', async () => {
    const pages = Object.values(paths).filter((p) => p.split('/').some((s) => s.startsWith(':') && isToken(s)));
    expect(pages).toEqual(
      expect.arrayContaining([paths.videoCallJoin, paths.walkInInvite, paths.setPassword, paths.timeClock, paths.offer]),
    );
    const tokens: string[] = [];
    for (const page of pages) {
      const token = newToken();
      tokens.push(token);
      await t.app.inject({ method: 'GET', url: page.replace(/:(\w+)/g, (_, name: string) => (isToken(name) ? token : randomUUID())) });
    }
    const tail = newToken();
    tokens.push(tail);
    await t.app.inject({ method: 'GET', url: `/api/v1/walk-in-invites/${tail}/unknown` });
    for (const token of tokens) expect(logged()).not.toContain(token);
    expect(logged()).toContain('/api/v1/walk-in-invites/[redacted]');
  });
});

describe('the redaction of token paths', () => {
  const redact = tokenPathRedactor([
    '/api/v1/offers/:token',
    '/api/v1/offers/:token/accept',
    '/api/v1/facilities/:facilityId/users',
    '/set-password/:uid/:token',
  ]);

  it('keeps the shape of the route and its other parameters, and touches no path without a token', () => {
    expect(redact('/api/v1/offers/abc/accept')).toBe('/api/v1/offers/[redacted]/accept');
    expect(redact('/api/v1/offers/abc')).toBe('/api/v1/offers/[redacted]');
    expect(redact('/set-password/u-1/abc')).toBe('/set-password/u-1/[redacted]');
    expect(redact('/api/v1/facilities/f-1/users')).toBe('/api/v1/facilities/f-1/users');
    expect(redact('/api/v1/offers')).toBe('/api/v1/offers');
  });

  it('cuts everything from the token on when the path only starts like a token route', () => {
    expect(redact('/api/v1/offers/abc/accept/more')).toBe('/api/v1/offers/[redacted]');
    expect(redact('/set-password/abc')).toBe('/set-password/[redacted]');
  });
});
