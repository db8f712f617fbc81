/**
 * What an attacker sends on purpose and a newcomer by accident: every answer is a clear 4xx in
 * the envelope, never a 500, never Fastify's own object, and nothing of the request echoed back.
 */
import { productMessages } from '@careroster/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../src/db/schema';
import { nestsDeeperThan } from '../src/platform/input-guard';
import { demoUsers } from '../src/db/seed/demo';
import { soloEmployee } from './employees/fixtures';
import { api, bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headers: Record<string, string>;
let notesUrl: string;
let shiftId: string;
beforeAll(async () => {
  t = await createTestApp();
  const sunrise = await t.sunriseId();
  headers = bearer((await t.login(demoUsers.admin)).token, sunrise);
  notesUrl = api(`/facilities/employees/${(await soloEmployee(t, sunrise)).id}/notes`);
  const [shift] = await t.deps.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.facilityId, sunrise)).limit(1);
  shiftId = shift!.id;
});
afterAll(() => t.close());

const expectEnvelope = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, statusCode: status, data: null, error: { message: [expect.any(String)] } });
};

describe('a NUL byte', () => {
  it('in a text field is refused with 422 and nothing is saved', async () => {
    const before = await t.app.inject({ method: 'GET', url: notesUrl, headers });
    const res = await t.app.inject({ method: 'POST', url: notesUrl, headers, payload: { title: 'a\u0000b', description: 'fine' } });
    expectEnvelope(res, 422);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.nulCharacter]);
    const after = await t.app.inject({ method: 'GET', url: notesUrl, headers });
    expect(after.json<{ data: { count: number } }>().data.count).toBe(before.json<{ data: { count: number } }>().data.count);
  });

  it('in a nested field is refused too', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: api(`/facilities/shifts/${shiftId}/positions`),
      headers,
      payload: { positions: [{ description: 'x\u0000' }] },
    });
    expectEnvelope(res, 422);
  });

  it.each([
    '/facilities/shifts?start_date=2026-01-01&end_date=2026-01-07&search=a%00b',
    '/facilities/employees?search=a%00b',
    '/facilities/credentials?search=a%00b',
    '/facilities/employee-search?search=a%00b&user_type=IN',
    '/facilities/shifts/SHIFT/employees-available?search=a%00b',
  ])('in the query of %s is refused with 422', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: api(path.replace('SHIFT', shiftId)), headers });
    expectEnvelope(res, 422);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.nulCharacter]);
  });
});

describe('a deeply nested JSON body', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['POST', '/facilities/reimbursements/00000000-0000-4000-8000-000000000000/pay'],
    ['POST', '/facilities/bulk-invite'],
    ['POST', '/facilities/employees/EMPLOYEE/notes'],
    ['POST', '/auth/login'],
  ] as const)('is refused at parsing on %s %s with 400, for every route', async (method, path) => {
    const url = path.includes('EMPLOYEE') ? notesUrl : api(path);
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `deep-${crypto.randomUUID()}` },
      payload: deep(5000),
    });
    expectEnvelope(res, 400);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.bodyTooDeep]);
  });

  it('counts brackets inside strings as text, and takes an ordinary nesting', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: notesUrl,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: '[{'.repeat(20), description: 'a quote \\" then [[[[[[[[[[{{{{{{{{{{'.repeat(3) }),
    });
    expect(res.statusCode).toBe(200);
    expect(nestsDeeperThan(JSON.stringify({ a: [[{ b: [1] }]] }), 5)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: [[{ b: [[1]] }]] }), 5)).toBe(true);
  });
});

describe('a body that names nothing to change', () => {
  it.each([{}, { a: 1 }])('on PATCH timekeeping-settings (%j) is a 422 and changes nothing', async (payload) => {
    const url = api('/facilities/timekeeping-settings');
    const before = await t.app.inject({ method: 'GET', url, headers });
    const res = await t.app.inject({ method: 'PATCH', url, headers, payload });
    expectEnvelope(res, 422);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.timekeepingSettingsNothingToSave]);
    expect((await t.app.inject({ method: 'GET', url, headers })).body).toBe(before.body);
  });
});

describe("Fastify's own errors", () => {
  it('answers a body of another media type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: notesUrl, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<note/>' });
    expectEnvelope(res, 415);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.unsupportedMediaType]);
  });

  it('answers a body without a content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/auth/login'), payload: Buffer.from('{"email":"a@b.co"}') });
    expectEnvelope(res, 415);
  });

  it('answers an overlong path parameter in the envelope without echoing it', async () => {
    const long = 'x'.repeat(5000);
    const res = await t.app.inject({ method: 'GET', url: api(`/facilities/shifts/${long}`), headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectEnvelope(res, res.statusCode);
    expect(res.body).not.toContain('xxxxxxxxxx');
    expect(res.body).not.toContain('FST_');
  });

  it('answers an unknown address without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/no-such-thing-<script>') });
    expectEnvelope(res, 404);
    expect(res.body).not.toContain('no-such-thing');
  });
});

describe('the logs', () => {
  it('never carry what the user wrote when a query fails', async () => {
    const marker = 'Hx7-recognisable-health-note';
    const app = await createTestApp({
      extend: (a) =>
        a.post('/api/v1/test-db-failure', { config: { access: { kind: 'public' } } }, async (request) => {
          const { text } = request.body as { text: string };
          // A real failing statement with the user's text as a parameter and in the database's own message.
          await t.deps.db.execute(sql`select ${text}::integer`);
          return { ok: true };
        }),
    });
    try {
      const res = await app.app.inject({ method: 'POST', url: api('/test-db-failure'), payload: { text: marker } });
      expectEnvelope(res, 500);
      const logs = app.logs.join('\n');
      const failure = app.logs.map((l) => JSON.parse(l) as { reqId?: string; route?: string; err?: { code?: string } }).find((l) => l.err);
      expect(failure).toMatchObject({ reqId: res.headers['x-request-id'], route: 'POST /api/v1/test-db-failure' });
      expect(logs).toContain('22P02');
      expect(logs).not.toContain(marker);
    } finally {
      await app.close();
    }
  });

  it('never carry search text from the address', async () => {
    await t.app.inject({ method: 'GET', url: api('/facilities/employees?search=Hx7-secret-name'), headers });
    expect(t.logs.join('\n')).not.toContain('Hx7-secret-name');
  });
});
