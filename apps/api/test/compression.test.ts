import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '@careroster/shared/format/wall-clock';
import { todayIn } from '@careroster/shared/format/date-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/db/seed/demo';
import { api, bearer, createTestApp, type TestApp } from './helpers/test-app';

describe('compressed answers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const today = todayIn('EST');
  const week = api(`/facilities/shifts?start_date=${addDays(today, -3)}&end_date=${addDays(today, 3)}`);

  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer((await t.login(demoUsers.admin)).token, await t.sunriseId());
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends an answer over 1 KB with brotli when the browser accepts it, and the same JSON comes out', async () => {
    const plain = await get(week);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(week, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const gz = await get(week, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data.count).toBeGreaterThan(0);
  });

  it('leaves a small answer as it is', async () => {
    const small = await get(api('/health'), 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
