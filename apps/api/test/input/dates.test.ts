/**
 * Every date a request carries goes through the one calendar date (validation/calendar-date):
 * an impossible day is refused with 422 and the same message on every route, never rolled over
 * into another day and never a 500 from deep in a service.
 */
import { auditLogContract } from '@careroster/shared/api/facility/audit-log';
import { createReimbursementContract } from '@careroster/shared/api/payments/reimbursements';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { listPayrollRunsContract } from '@careroster/shared/api/payroll/list-runs';
import { exportTimesheetContract } from '@careroster/shared/api/timekeeping/export-timesheet';
import { listTimesheetContract } from '@careroster/shared/api/timekeeping/list-timesheet';
import { productMessages } from '@careroster/shared/messages';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { demoUsers } from '../../src/db/seed/demo';

type Schema = { format?: string; type?: string; items?: Schema; properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type DateField = { method: string; path: string; in: 'path' | 'query' | 'body'; name: string; list: boolean };

const BAD_DAYS = ['9999-99-99', '2026-13-45', '2026-02-30', '0000-00-00'];
const ANY_ID = '00000000-0000-4000-8000-000000000000';

// The sweep calls every date field the OpenAPI document lists, by the paths it lists (decision 046).
const t = useTestApp();
const s = useDemoSessions(t);
let owner: Record<string, string>;
let fields: DateField[];

const isDate = (s: Schema | undefined): boolean => !!s && (s.format === 'date' || !!s.anyOf?.some(isDate));

/** The date fields of the API as its own OpenAPI document describes them: path, query and top-level body fields. */
function dateFieldsOf(doc: { paths: Record<string, Record<string, Operation>> }): DateField[] {
  const found: DateField[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const p of op.parameters ?? []) if (isDate(p.schema)) found.push({ method, path, in: p.in, name: p.name, list: false });
      const body = op.requestBody?.content['application/json']?.schema;
      for (const [name, s] of Object.entries(body?.properties ?? {})) {
        if (isDate(s)) found.push({ method, path, in: 'body', name, list: false });
        else if (s.type === 'array' && isDate(s.items)) found.push({ method, path, in: 'body', name, list: true });
      }
    }
  }
  return found;
}

beforeAll(async () => {
  owner = bearer((await t.login(demoUsers.owner)).token, s.sunrise);
  const doc = await t.app.inject({ method: 'GET', url: api('/openapi.json') });
  fields = dateFieldsOf(doc.json());
}, 120_000);

function requestFor(field: DateField, day: string) {
  let url = field.path.replace(/\{(\w+)\}/g, (_, name: string) => (field.in === 'path' && name === field.name ? day : ANY_ID));
  if (field.in === 'query') url += `?${field.name}=${encodeURIComponent(day)}`;
  const payload = field.in === 'body' ? { [field.name]: field.list ? [day] : day } : undefined;
  const headers = { ...(field.path.startsWith('/api/v1/owner/') ? owner : s.admin), 'idempotency-key': `dates-${crypto.randomUUID()}` };
  return { method: field.method.toUpperCase() as 'GET', url, headers, ...(payload ? { payload } : {}) };
}

describe('an impossible calendar date', () => {
  it('is found in the OpenAPI document on the routes named in issue 23', () => {
    const named = fields.map((f) => `${f.method} ${f.path} ${f.name}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'get /api/v1/facilities/timesheet date',
        'get /api/v1/facilities/timesheet/export date',
        'get /api/v1/facilities/audit-log from',
        'get /api/v1/facilities/audit-log to',
        'post /api/v1/facilities/payroll/runs period_start',
      ]),
    );
  });

  it.each(BAD_DAYS)(
    '%s is refused with 422 and the date message on every date field of the API',
    async (day) => {
      const answers: string[] = [];
      for (const field of fields) {
        const res = await t.app.inject(requestFor(field, day));
        const messages = res.statusCode < 500 ? (res.json<{ error: { message: string[] } | null }>().error?.message ?? []) : [];
        // Routes a facility member cannot call (a device's, an approver link's) still answer 4xx first.
        const ok =
          res.statusCode === 422 ? messages.includes(productMessages.invalidDate) : res.statusCode === 401 || res.statusCode === 404;
        if (!ok) answers.push(`${field.method} ${field.path} ${field.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      expect(answers).toEqual([]);
    },
    120_000,
  );

  it.each<[string, (day: string) => Promise<LightMyRequestResponse>]>([
    ['GET /facilities/timesheet?date=', (day) => t.call(listTimesheetContract, { query: { date: day }, headers: s.admin })],
    ['GET /facilities/timesheet/export?date=', (day) => t.call(exportTimesheetContract, { query: { date: day }, headers: s.admin })],
    ['GET /facilities/audit-log?from=', (day) => t.call(auditLogContract, { query: { from: day }, headers: s.admin })],
    ['GET /facilities/audit-log?to=', (day) => t.call(auditLogContract, { query: { to: day }, headers: s.admin })],
  ])('%s is a 422 for each bad day, never a 500', async (_call, callWith) => {
    for (const day of BAD_DAYS) {
      const res = await callWith(day);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toEqual([productMessages.invalidDate]);
    }
  });

  it('in the period_start of a payroll run is a 422, and no run is computed', async () => {
    const before = await t.call(listPayrollRunsContract, { headers: s.admin });
    for (const day of BAD_DAYS) {
      const res = await t.call(computePayrollRunContract, { body: { period_start: day }, headers: s.admin });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toEqual([productMessages.invalidDate]);
    }
    const after = await t.call(listPayrollRunsContract, { headers: s.admin });
    expect(after.body).toBe(before.body);
  });

  it('in a reimbursement, whose date field is a form field too, is refused the same way', async () => {
    for (const day of BAD_DAYS) {
      const res = await t.call(createReimbursementContract, {
        body: { employee_id: ANY_ID, category: 'PARKING', description: 'Parking', incurred_on: day, amount: 5 },
        headers: { ...s.admin, 'idempotency-key': `dates-${crypto.randomUUID()}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain(productMessages.invalidDate);
    }
  });

  it('outside the years a date may fall in is refused with its own message', async () => {
    const res = await t.call(listTimesheetContract, { query: { date: '0001-01-01' }, headers: s.admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual([productMessages.dateYearOutOfRange(1900, 2999)]);
  });
});
