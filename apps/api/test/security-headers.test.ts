/**
 * The security headers, worked out once at start (platform/security-headers.ts, issue 26), are
 * byte for byte and in order what @fastify/helmet sent on every answer before: these values were
 * read from it with the same options (PUBLIC_URL on https). The API docs keep their own CSP.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

const helmetHeaders: [string, string][] = [
  [
    'content-security-policy',
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self' ws: wss:;media-src 'self' blob:;worker-src 'self';manifest-src 'self'",
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];
const swaggerCsp =
  "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;";

let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html>');
});
afterAll(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
});
// After the built client's hook: the app starts on the written page and closes before it goes.
const t = useTestApp(() => ({ config: { webDist } }));

/** The answer's first headers, in the order they were set, with their values. */
async function leadingHeaders(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const names = res.raw.res.getHeaderNames().slice(0, helmetHeaders.length);
  return names.map((name) => [name, res.headers[name]]);
}

describe('security headers', () => {
  it.each(['/', '/employees', '/api/v1/health', '/api/v1/no-such-route'])('are what helmet sent, on %s', async (url) => {
    expect(await leadingHeaders(url)).toEqual(helmetHeaders);
  });

  it('leave the API docs their own script policy', async () => {
    const expected = helmetHeaders.map(([name, value]) => [name, name === 'content-security-policy' ? swaggerCsp : value]);
    expect(await leadingHeaders('/api/docs/static/index.html')).toEqual(expected);
  });
});
