import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  broadcasts,
  corporateTimesheets,
  employeeNotes,
  missedPunches,
  payrollRuns,
  ptoPolicies,
  punches,
  oneOffPayments,
  reimbursements,
  shifts,
  timecards,
} from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { foreignIdsFor } from '../helpers/foreign-ids';

/**
 * The OpenAPI document a generated client is built from (issue 23): valid OpenAPI, and true to
 * what the server answers. Every operation of the document is called over HTTP with the demo
 * data, and every answer, success or error, is checked against the schema documented for its
 * status. Operations added later are called without touching this file.
 */
type Operation = { method: string; path: string; op: OpenAPIV3.OperationObject };

// The paths here are the OpenAPI document's own, walked or looked up in it, so they stay literal (decision 046).
const t = useTestApp();
const s = useDemoSessions(t);
let raw: OpenAPIV3.Document;
let doc: OpenAPIV3.Document;
let operations: Operation[];

beforeAll(async () => {
  raw = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenAPIV3.Document>();
  // validate() answers the document with every $ref resolved: what the answers are checked against.
  doc = (await SwaggerParser.validate(structuredClone(raw) as never)) as OpenAPIV3.Document;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => item?.[m])
      .map((m) => ({ method: m.toUpperCase(), path, op: item![m]! })),
  );
}, 120_000);

const operation = (method: string, path: string) => raw.paths[`/api/v1${path}`]![method as 'get']!;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI and documents every operation the server registers', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(operations.length).toBeGreaterThan(150);
  });

  it('documents the error envelope once and points every error answer at it', () => {
    expect(raw.components?.schemas?.ErrorEnvelope).toMatchObject({ required: ['success', 'statusCode', 'data', 'error'] });
    const vault = operation('post', '/facilities/vault');
    for (const status of ['400', '401', '403', '404', '409', '413', '415', '422', '500']) {
      expect(vault.responses[status], status).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      });
    }
    // A public route answers no 401 for a session it never asks for; the login route has its limit.
    expect(Object.keys(operation('get', '/health').responses)).not.toContain('401');
    expect(Object.keys(operation('post', '/auth/login').responses)).toContain('429');
    expect(Object.keys(operation('get', '/profile').responses)).not.toContain('415');
  });

  it('documents the facility-id header on facility routes and Idempotency-Key where it is honoured', () => {
    const header = (op: OpenAPIV3.OperationObject, name: string) =>
      (op.parameters as OpenAPIV3.ParameterObject[] | undefined)?.find((p) => p.in === 'header' && p.name === name);
    expect(header(operation('get', '/facilities/payroll/runs'), 'facility-id')).toMatchObject({
      required: false,
      schema: { format: 'uuid' },
    });
    expect(header(operation('get', '/profile'), 'facility-id')).toBeUndefined();
    expect(header(operation('post', '/facilities/vault'), 'idempotency-key')).toMatchObject({ required: true });
    expect(header(operation('post', '/facilities/shifts'), 'idempotency-key')).toMatchObject({ required: false });
    expect(header(operation('get', '/facilities/payroll/runs'), 'idempotency-key')).toBeUndefined();
  });

  it('lets a nullable enum be null', () => {
    const answer = operation('get', '/facilities/payroll/runs').responses['200'] as OpenAPIV3.ResponseObject;
    const data = (answer.content!['application/json']!.schema as OpenAPIV3.SchemaObject).properties!.data as OpenAPIV3.SchemaObject;
    const period = (data.properties!.periods as OpenAPIV3.ArraySchemaObject).items as OpenAPIV3.SchemaObject;
    expect(period.properties!.status).toMatchObject({ nullable: true, enum: ['DRAFT', 'APPROVED', 'PAID', null] });
  });

  it('documents money the server takes as whole cents', () => {
    const body = (operation('post', '/facilities/vault').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(body.properties!.amount).toMatchObject({ type: 'number', multipleOf: 0.01 });
  });
});

describe('real answers against the document', () => {
  it('answers every operation with a body its documented schema for that status accepts', async () => {
    const { maple, sunrise, ownerAtMaple } = s;
    const ownerAtSunrise = { ...ownerAtMaple, 'facility-id': sunrise };
    const db = t.deps.db;
    /** Values for a route's parameters from one facility's demo data; a day of its schedule, never today. */
    async function valuesIn(facilityId: string) {
      const ids = await foreignIdsFor(t, facilityId);
      const firstOf = async (
        table:
          | typeof payrollRuns
          | typeof broadcasts
          | typeof timecards
          | typeof corporateTimesheets
          | typeof missedPunches
          | typeof ptoPolicies
          | typeof reimbursements
          | typeof oneOffPayments,
      ) => (await db.select({ id: table.id }).from(table).where(eq(table.facilityId, facilityId)).limit(1))[0]?.id;
      const [shift] = await db.select({ startsAt: shifts.startsAt }).from(shifts).where(eq(shifts.facilityId, facilityId)).limit(1);
      const [photo] = await db
        .select({ id: punches.id })
        .from(punches)
        .where(and(eq(punches.facilityId, facilityId), isNotNull(punches.photoKey)))
        .limit(1);
      const [note] = await db
        .select({ id: employeeNotes.id, employeeId: employeeNotes.employeeId })
        .from(employeeNotes)
        .where(eq(employeeNotes.facilityId, facilityId))
        .limit(1);
      const reimbursement = await firstOf(reimbursements);
      const oneOff = await firstOf(oneOffPayments);
      const day = shift!.startsAt.toISOString().slice(0, 10);
      const known: Record<string, string | undefined> = {
        runId: await firstOf(payrollRuns),
        broadcastId: await firstOf(broadcasts),
        timecardId: await firstOf(timecards),
        punchId: photo?.id,
        sheetId: await firstOf(corporateTimesheets),
        missedPunchId: await firstOf(missedPunches),
        policyId: await firstOf(ptoPolicies),
        position_id: ids('positionId'),
        // issue 28: the roster's who-may-take-it names the opening's shift; census per unit reads a range.
        shift_id: ids('id'),
        from: day,
        to: day,
      };
      return (path: string, name: string, schema: OpenAPIV3.SchemaObject | undefined): string => {
        // A note is read under its own employee.
        if (path.includes('/notes/') && note) return name === 'employeeId' ? note.employeeId : name === 'noteId' ? note.id : ids(name);
        if (path.includes('/reimbursements/') && name === 'id' && reimbursement) return reimbursement;
        if (path.includes('/one-off-payments/') && name === 'id' && oneOff) return oneOff;
        if (known[name]) return known[name];
        if (schema?.enum?.length) return String(schema.enum[0]);
        if (/date|day|week_start/.test(name)) return day;
        return ids(name);
      };
    }
    const atMaple = await valuesIn(maple);
    const atSunrise = await valuesIn(sunrise);

    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const compiled = new WeakMap<object, ValidateFunction>();
    const failures: string[] = [];
    const seen = new Map<string, Set<number>>();

    async function call(o: Operation, headers: Record<string, string>, valueFor = atMaple) {
      const params = (o.op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const url = o.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(
          valueFor(o.path, name, params.find((p) => p.in === 'path' && p.name === name)?.schema as OpenAPIV3.SchemaObject),
        ),
      );
      const query = Object.fromEntries(
        params
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [p.name, valueFor(o.path, p.name, p.schema as OpenAPIV3.SchemaObject)]),
      );
      const res = await t.app.inject({
        method: o.method as 'GET',
        url,
        query,
        headers: { ...headers, 'idempotency-key': `openapi-${o.method}-${o.path}`.replace(/[^\w-]/g, '-').slice(0, 128) },
        ...(o.op.requestBody ? { payload: {} } : {}),
      });
      const key = `${o.method} ${o.path}`;
      seen.set(key, (seen.get(key) ?? new Set()).add(res.statusCode));
      const documented = o.op.responses[String(res.statusCode)] as OpenAPIV3.ResponseObject | undefined;
      if (!documented) return void failures.push(`${key} -> ${res.statusCode}: not documented (${res.body.slice(0, 200)})`);
      const schema = documented.content?.['application/json']?.schema;
      if (!schema) {
        if (String(res.headers['content-type']).startsWith('application/json'))
          failures.push(`${key} -> ${res.statusCode}: JSON where a file is documented`);
        return;
      }
      let validate = compiled.get(schema);
      if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
      if (!validate(res.json())) failures.push(`${key} -> ${res.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }

    // Reads first, as the owner, so they see the demo data before any write or the sign-out.
    const isSignOut = (o: Operation) => o.path.endsWith('/auth/logout');
    const ordered = [
      ...operations.filter((o) => o.method === 'GET'),
      ...operations.filter((o) => o.method !== 'GET' && !isSignOut(o)),
      ...operations.filter(isSignOut),
    ];
    for (const o of ordered) {
      await call(o, ownerAtMaple);
      // Some demo data lives only at Sunrise (payroll runs, broadcasts): a read found nothing at Maple tries there.
      if (o.method === 'GET' && !seen.get(`GET ${o.path}`)!.has(200)) await call(o, ownerAtSunrise, atSunrise);
    }
    // And once without a session: the 401 of every route that needs one, public routes' own answers.
    for (const o of operations) await call(o, {});

    expect(failures).toEqual([]);
    expect([...seen.keys()].length).toBe(operations.length);
    // A read answers 200 from the demo data, except where the demo holds nothing for it to read:
    // links and devices whose secret only their holder gets, and files the demo never uploaded.
    const withoutData = [
      '/facilities/employees/{employeeId}/credential-files/{documentId}',
      '/walk-in-invites/{token}',
      '/facilities/broadcasts/{broadcastId}',
      '/time-clock/me',
      // issue 29: the nurse's roster requests, behind the same device secret
      '/time-clock/roster-requests',
      // issue 30: the nurse's benefits, behind the same device secret
      '/time-clock/benefits',
      // issue 29: the demo generates no roster draft (its job runs the engine for half a minute)
      '/facilities/roster/drafts/{draftId}',
      // A paired kiosk's secret, which only the device gets (decision 067).
      '/time-clock/kiosk',
      '/facilities/punches/{punchId}/photo',
      '/missed-punch-action/{token}',
      '/corporate-timesheet/{token}',
      '/facilities/kyc/files/{kind}',
      '/offers/{token}',
      '/offer-notifications',
      '/nurse-messages/me',
      '/nurse-messages/conversations/{conversationId}/messages',
      // Issue 30, decision 076: the demo's certifications were asked for, none uploaded yet.
      '/facilities/fmla/certifications/{certificationId}/file',
      // Issue 27, decision 065: the demo has no W-2 documents.
      '/facilities/employees/{employeeId}/w2/{w2Id}/file',
      // Issue 31, decision 080: the demo was not set up through the wizard, so nobody has a setup to read.
      '/setup',
    ].map((p) => `/api/v1${p}`);
    const readsWithout200 = operations.filter((o) => o.method === 'GET' && !seen.get(`GET ${o.path}`)!.has(200)).map((o) => o.path);
    expect(readsWithout200.sort()).toEqual(withoutData.sort());
  }, 120_000);
});
