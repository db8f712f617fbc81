/** Saving twice saves once: create calls with an Idempotency-Key replay their first answer. */
import { createNoteContract, listNotesContract } from '@careroster/shared/api/employees/notes';
import { productMessages } from '@careroster/shared/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { soloEmployee } from './employees/fixtures';
import { dataOf, messagesOf } from './helpers/contract-call';
import { useDemoSessions, useTestApp } from './helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
let owner: Record<string, string>;
let noteOf: string;
beforeAll(async () => {
  owner = { ...s.ownerAtMaple, 'facility-id': s.sunrise };
  noteOf = (await soloEmployee(t, s.sunrise)).id;
});

let n = 0;
const newKey = () => `test-key-${process.pid}-${++n}`;
const addNote = (headers: Record<string, string>, key: string | undefined, title = 'Prefers weekends', employeeId = noteOf) =>
  t.call(createNoteContract, {
    params: { employeeId },
    body: { title, description: 'Asked for weekend shifts.' },
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const noteCount = async () =>
  dataOf(await t.call(listNotesContract, { params: { employeeId: noteOf }, query: { page_size: 40 }, headers: s.admin })).count;

describe('Idempotency-Key', () => {
  it('replays the first answer to the same key and body, and saves once', async () => {
    const before = await noteCount();
    const key = newKey();
    const first = await addNote(s.admin, key);
    const second = await addNote(s.admin, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await noteCount()).toBe(before + 1);
  });

  it('refuses the same key with another body', async () => {
    const key = newKey();
    expect((await addNote(s.admin, key, 'One')).statusCode).toBe(200);
    const other = await addNote(s.admin, key, 'Another');
    expect(other.statusCode).toBe(409);
    expect(messagesOf(other)).toEqual([productMessages.idempotencyKeyReused]);
  });

  it('frees the key when the call fails, so the corrected action can be sent again', async () => {
    const key = newKey();
    const missing = await addNote(s.admin, key, 'x', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    // The claim was rolled back with the failed work: nothing of the first call is left.
    const claims = await t.sql(sql`select count(*)::int as n from idempotency_keys where key = ${key}`);
    expect((claims as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await addNote(s.admin, key)).statusCode).toBe(200);
  });

  it('keeps keys apart per user', async () => {
    const before = await noteCount();
    const key = newKey();
    expect((await addNote(s.admin, key)).statusCode).toBe(200);
    expect((await addNote(owner, key)).statusCode).toBe(200);
    expect(await noteCount()).toBe(before + 2);
  });

  it('keeps a key for 24 hours, then lets it be used again', async () => {
    const before = await noteCount();
    const key = newKey();
    await addNote(s.admin, key);
    await t.sql(sql`update idempotency_keys set created_at = now() - interval '23 hours' where key = ${key}`);
    expect((await addNote(s.admin, key)).headers['idempotent-replayed']).toBe('true');
    await t.sql(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    expect((await addNote(s.admin, key)).headers['idempotent-replayed']).toBeUndefined();
    expect(await noteCount()).toBe(before + 2);
  });

  it('refuses a malformed key with 422', async () => {
    const res = await addNote(s.admin, 'not a key!');
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual([productMessages.idempotencyKeyInvalid]);
  });

  it('saves without a key as before', async () => {
    const before = await noteCount();
    await addNote(s.admin, undefined);
    await addNote(s.admin, undefined);
    expect(await noteCount()).toBe(before + 2);
  });

  it('is accepted by every create call', () => {
    const idempotent = t
      .routes()
      .filter((r) => r.idempotent)
      .map((r) => `${r.method} ${r.url.replace('/api/v1', '')}`)
      .sort();
    expect(idempotent).toEqual([
      'PATCH /facilities/shifts/:id/applicants/:applicationId',
      'PATCH /facilities/shifts/:id/employees',
      'POST /facilities/bank-account',
      // issue 30, benefits
      'POST /facilities/benefits/employees/:employeeId/elections',
      'POST /facilities/benefits/employees/:employeeId/life-events',
      'POST /facilities/benefits/plan-years',
      'POST /facilities/benefits/plan-years/:planYearId/plans',
      'POST /facilities/broadcasts',
      'POST /facilities/bulk-invite',
      // issue 31, company lists
      'POST /facilities/company/:list',
      'POST /facilities/company/taxes/accounts',
      'POST /facilities/corporate-timesheets',
      'POST /facilities/credential/video-call',
      'POST /facilities/devices',
      'POST /facilities/employees',
      'POST /facilities/employees/:employeeId/dependents',
      'POST /facilities/employees/:employeeId/notes',
      'POST /facilities/employees/:employeeId/pay',
      'POST /facilities/employees/:employeeId/prior-employment',
      'POST /facilities/employees/:employeeId/w2',
      'POST /facilities/employees/:employeeId/w4',
      'POST /facilities/fill-week/confirm',
      // issue 30, FMLA
      'POST /facilities/fmla/cases',
      'POST /facilities/fmla/cases/:caseId/certifications',
      'POST /facilities/fmla/cases/:caseId/entries',
      // issue 28, master schedule
      'POST /facilities/master-schedule/openings',
      'POST /facilities/master-timings',
      // issue 30, one-off payments
      'POST /facilities/one-off-payments',
      'POST /facilities/one-off-payments/:id/pay',
      'POST /facilities/payroll/runs',
      'POST /facilities/payroll/runs/:runId/pay',
      'POST /facilities/pto/employees/:employeeId/adjustments',
      'POST /facilities/pto/policies',
      'POST /facilities/pto/requests',
      'POST /facilities/punches/import',
      'POST /facilities/reimbursements',
      'POST /facilities/reimbursements/:id/pay',
      // issue 29, the roster builder
      'POST /facilities/roster/contracts',
      'POST /facilities/roster/drafts',
      'POST /facilities/roster/drafts/:draftId/publish',
      'POST /facilities/roster/requests',
      'POST /facilities/roster/rotations',
      // issue 28, master schedule
      'POST /facilities/shift-templates',
      'POST /facilities/shift-templates/:templateId/stamp',
      'POST /facilities/shifts',
      'POST /facilities/shifts/copy-week',
      // issue 28, structure
      'POST /facilities/structure/departments',
      'POST /facilities/structure/floors',
      'POST /facilities/structure/units',
      'POST /facilities/users',
      'POST /facilities/vault',
      'POST /facilities/w2/import',
      'POST /facilities/walk-in-invites',
      // issue 31, company setup
      'POST /setup/facilities',
      'POST /setup/finish',
      'PUT /facilities/shifts/:id/positions/:positionId/release',
    ]);
  });

  // PGlite runs one statement at a time; the race is only real on the server.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'saves once when the same action arrives many times at once, and answers each the same',
    async () => {
      const before = await noteCount();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 8 }, () => addNote(s.admin, key)));
      // The later calls wait on the first one's claim, then replay its answer.
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
      expect(await noteCount()).toBe(before + 1);
    },
  );

  it('stores the answer in the transaction of the work it answers', async () => {
    const key = newKey();
    const res = await addNote(s.admin, key);
    const stored = await t.sql(sql`select answer from idempotency_keys where key = ${key}`);
    const answer = (stored as { rows: { answer: string }[] }).rows[0]!.answer;
    // Sealed at rest (decision 037): it may carry a link token.
    expect(answer.startsWith('v1.')).toBe(true);
    const userId = (await t.sql(sql`select user_id from idempotency_keys where key = ${key}`)) as { rows: { user_id: string }[] };
    expect(JSON.parse(t.deps.secrets.open(answer, `idempotency:${userId.rows[0]!.user_id}:${key}`))).toEqual(
      res.json<{ data: unknown }>().data,
    );
  });
});
