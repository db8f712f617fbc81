/**
 * What an attacker sends on purpose and a newcomer by accident: every answer is a clear 4xx in
 * the envelope, never a 500, never Fastify's own object, and nothing of the request echoed back.
 */
import { createNoteContract, listNotesContract } from '@careroster/shared/api/employees/notes';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { getTimekeepingSettingsContract, updateTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { productMessages } from '@careroster/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../src/db/schema';
import { nestsDeeperThan } from '../src/platform/input-guard';
import { soloEmployee } from './employees/fixtures';
import { type BodyOf, dataOf } from './helpers/contract-call';
import { api, createTestApp, useDemoSessions, useTestApp } from './helpers/test-app';

// Malformed paths, queries and raw bodies are what this file sends on purpose: those calls stay
// literal (decision 046); the ordinary reads and writes around them go through their contracts.
const t = useTestApp();
const s = useDemoSessions(t);
let headers: Record<string, string>;
let employeeId: string;
let notesUrl: string;
let shiftId: string;
beforeAll(async () => {
  headers = s.admin;
  employeeId = (await soloEmployee(t, s.sunrise)).id;
  notesUrl = api(`/facilities/employees/${employeeId}/notes`);
  const [shift] = await t.deps.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.facilityId, s.sunrise)).limit(1);
  shiftId = shift!.id;
});

const expectEnvelope = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, statusCode: status, data: null, error: { message: [expect.any(String)] } });
};

describe('a NUL byte', () => {
  it('in a text field is refused with 422 and nothing is saved', async () => {
    const count = async () => dataOf(await t.call(listNotesContract, { params: { employeeId }, headers })).count;
    const before = await count();
    const res = await t.call(createNoteContract, { params: { employeeId }, body: { title: 'a\u0000b', description: 'fine' }, headers });
    expectEnvelope(res, 422);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.nulCharacter]);
    expect(await count()).toBe(before);
  });

  it('in a nested field is refused too', async () => {
    // A position with only a description, on purpose: the NUL is refused before the fields are checked.
    const body = { positions: [{ description: 'x\u0000' }] } as BodyOf<typeof savePositionsContract>;
    const res = await t.call(savePositionsContract, { params: { id: shiftId }, body, headers });
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
    const res = await t.call(createNoteContract, {
      params: { employeeId },
      body: { title: '[{'.repeat(20), description: 'a quote \\" then [[[[[[[[[[{{{{{{{{{{'.repeat(3) },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(nestsDeeperThan(JSON.stringify({ a: [[{ b: [1] }]] }), 5)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: [[{ b: [[1]] }]] }), 5)).toBe(true);
  });
});

describe('a body that names nothing to change', () => {
  it.each([{}, { a: 1 }])('on PATCH timekeeping-settings (%j) is a 422 and changes nothing', async (payload: object) => {
    const before = await t.call(getTimekeepingSettingsContract, { headers });
    const body = payload as BodyOf<typeof updateTimekeepingSettingsContract>;
    const res = await t.call(updateTimekeepingSettingsContract, { body, headers });
    expectEnvelope(res, 422);
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([productMessages.timekeepingSettingsNothingToSave]);
    expect((await t.call(getTimekeepingSettingsContract, { headers })).body).toBe(before.body);
  });
});

describe("Fastify's own errors", () => {
  it('answers a body of another media type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: notesUrl,
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<note/>',
    });
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
    dataOf(await t.call(listEmployeesContract, { query: { search: 'Hx7-secret-name' }, headers }));
    expect(t.logs.join('\n')).not.toContain('Hx7-secret-name');
  });
});
