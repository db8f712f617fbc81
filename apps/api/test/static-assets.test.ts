import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

// A built client as `npm run build -w @careroster/web` lays it out (decision 011).
const html = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;

let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  for (const [file, text] of [
    ['index.html', html],
    ['assets/index-Ab12Cd34.js', script],
  ] as const) {
    await fs.writeFile(path.join(webDist, file), text);
    await fs.writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
  await fs.writeFile(path.join(webDist, 'assets/logo-Ef56Gh78.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterAll(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
});
// After the built client's hooks: the app starts on the written files and closes before they go (afterAll runs last-registered first).
const t = useTestApp(() => ({ config: { webDist } }));

const immutable = 'public, max-age=31536000, immutable';
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built client', () => {
  it('answers a hashed script in brotli when the browser takes it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers gzip to a browser without brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file, still varying by encoding, to a client that asks for none', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.body).toBe(script);
  });

  it('answers a file without compressed copies as is, without Vary', async () => {
    const res = await get('/assets/logo-Ef56Gh78.png', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['cache-control']).toBe(immutable);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/assets/index-Old00000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each(['/index.html', '/auth/login', '/dashboard?tab=1'])('answers %s with index.html, compressed and revalidated', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });
});
