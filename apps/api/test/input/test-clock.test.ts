/**
 * POST /api/v1/test/clock moves a test server's clock. A server started without TEST_CLOCK has no
 * such route: it answers 404 like any unknown address, and its OpenAPI document does not list it.
 */
import { advanceTestClockContract } from '@careroster/shared/api/system/test-clock';
import { describe, expect, it } from 'vitest';
import { api, useTestApp, type TestApp } from '../helpers/test-app';

const advance = (t: TestApp) => t.call(advanceTestClockContract, { body: { advance_minutes: 60 } });
// The OpenAPI check looks the route up by the path the document lists (decision 046).
const documented = async (t: TestApp) => {
  const doc = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{ paths: Record<string, unknown> }>();
  return Object.keys(doc.paths).includes('/api/v1/test/clock');
};

describe('without TEST_CLOCK', () => {
  const t = useTestApp({ config: { testClock: false } });

  it('the clock route is a 404 and keeps the clock where it is', async () => {
    const res = await advance(t);
    expect(res.statusCode).toBe(404);
    expect(t.deps.clock.adjustable).toBeNull();
  });

  it('the OpenAPI document does not list it', async () => {
    expect(await documented(t)).toBe(false);
  });
});

describe('with TEST_CLOCK', () => {
  const t = useTestApp({ config: { testClock: true } });

  it('the clock moves forward and the route is documented', async () => {
    const res = await advance(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { offset_minutes: 60 } });
    expect(await documented(t)).toBe(true);
  });
});
