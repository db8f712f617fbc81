import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '@careroster/shared/format/wall-clock';
import { todayIn } from '@careroster/shared/format/date-time';
import { listShiftsContract } from '@careroster/shared/api/shifts/list-shifts';
import { healthContract } from '@careroster/shared/api/system/health';
import { describe, expect, it } from 'vitest';
import { useDemoSessions, useTestApp } from './helpers/test-app';

describe('compressed answers', () => {
  const t = useTestApp();
  const s = useDemoSessions(t);
  const today = todayIn('EST', new Date());
  const accepting = (encoding?: string) => ({ ...s.admin, ...(encoding ? { 'accept-encoding': encoding } : {}) });
  const week = (encoding?: string) =>
    t.call(listShiftsContract, { query: { start_date: addDays(today, -3), end_date: addDays(today, 3) }, headers: accepting(encoding) });

  it('sends an answer over 1 KB with brotli when the browser accepts it, and the same JSON comes out', async () => {
    const plain = await week();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await week('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const gz = await week('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data.count).toBeGreaterThan(0);
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.call(healthContract, { headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
