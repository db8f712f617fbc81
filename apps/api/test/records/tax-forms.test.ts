/** W-4 versions, W-2 documents and dependents (issue 27, decision 065) through the real app. */
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { exportW4Contract } from '@careroster/shared/api/payroll/export-run';
import {
  createDependentContract,
  deleteDependentContract,
  listDependentsContract,
  updateDependentContract,
} from '@careroster/shared/api/records/dependents';
import { importW2Contract, listW2Contract, uploadW2Contract, w2FileContract } from '@careroster/shared/api/records/w2';
import { listW4Contract, revealW4Contract, saveW4Contract, type SaveW4Body } from '@careroster/shared/api/records/w4';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employeeW2s } from '../../src/db/schema';
import { exeBytes, pdfBytes } from '../employees/fixtures';
import { dataOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { formData } from '../legal/helpers';
import { workShift } from '../payroll/helpers';
import { addNurse } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

let n = 0;
const keyed = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `records-tax-${process.pid}-${++n}` });

/** Values no log line, answer (but the reveal) or audit row may carry. */
const SSN = '521-47-3086';
const AMOUNT = 4321.09;

const w4 = (overrides: Partial<SaveW4Body> = {}): SaveW4Body => ({
  filing_status: 'HEAD_OF_HOUSEHOLD',
  multiple_jobs: true,
  dependents_amount: 2000,
  other_income: AMOUNT,
  deductions: 0,
  extra_withholding: 25.5,
  exempt: false,
  signed_date: '2026-01-15',
  ...overrides,
});

let mapleEmp: string;
let sunriseEmp: { id: string; empId: number };

beforeAll(async () => {
  mapleEmp = (await addNurse(t, s.maple, { last: 'Whitfield' })).id;
  const sunrise = await addNurse(t, s.sunrise, { last: 'Okafor' });
  sunriseEmp = { id: sunrise.id, empId: sunrise.empId };
});

const saveW4 = (employeeId: string, body: SaveW4Body, headers = s.manager) =>
  t.call(saveW4Contract, { params: { employeeId }, body, headers: keyed(headers) });
const auditOf = (action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)));
const everyRecordsAudit = async () => JSON.stringify(await t.deps.db.select().from(auditLog).where(like(auditLog.action, 'records.%')));

describe('W-4', () => {
  it('saves each form as a new version, sealed; the list shows who, when and which is in force, never a value', async () => {
    const first = dataOf(await saveW4(mapleEmp, w4()));
    expect(first).toMatchObject({ version: 1, signed_date: '2026-01-15', in_force: true });
    // Signed earlier than the one on file: a new version, but not the one in force.
    dataOf(await saveW4(mapleEmp, w4({ signed_date: '2025-12-01', filing_status: 'SINGLE_OR_MARRIED' })));
    const third = dataOf(await saveW4(mapleEmp, w4({ signed_date: '2026-03-02', extra_withholding: 40 })));
    const list = dataOf(await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.manager }));
    expect(list.results.map((v) => [v.version, v.signed_date, v.in_force])).toEqual([
      [3, '2026-03-02', true],
      [2, '2025-12-01', false],
      [1, '2026-01-15', false],
    ]);
    expect(list.results[0]!.id).toBe(third.id);
    expect(list.results[0]!.entered_by).toBeTruthy();
    const answer = JSON.stringify(list);
    for (const value of ['HEAD_OF_HOUSEHOLD', String(AMOUNT), 'filing_status', 'exempt']) expect(answer).not.toContain(value);

    const raw = await t.sql(sql`select form_sealed from employee_w4s where employee_id = ${mapleEmp}`);
    for (const row of (raw as { rows: { form_sealed: string }[] }).rows) {
      expect(row.form_sealed.startsWith('v1.')).toBe(true);
      for (const value of ['HEAD_OF_HOUSEHOLD', 'SINGLE', '432109', String(AMOUNT)]) expect(row.form_sealed).not.toContain(value);
    }
    expect((await auditOf('records.w4_saved')).map((r) => r.detail)).toEqual(
      expect.arrayContaining(['version 1', 'version 2', 'version 3']),
    );
  });

  it('reveals a version to an admin or owner only, audited without the values', async () => {
    const [version] = dataOf(await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.manager })).results;
    const params = { employeeId: mapleEmp, w4Id: version!.id };
    expect((await t.call(revealW4Contract, { params, headers: s.manager })).statusCode).toBe(403);
    const revealed = dataOf(await t.call(revealW4Contract, { params, headers: s.ownerAtMaple }));
    expect(revealed).toEqual({ id: version!.id, version: 3, ...w4({ signed_date: '2026-03-02', extra_withholding: 40 }) });
    const audits = await auditOf('records.w4_revealed');
    expect(audits.map((r) => [r.target, r.detail])).toContainEqual([mapleEmp, 'version 3']);
    const trail = await everyRecordsAudit();
    for (const value of ['HEAD_OF_HOUSEHOLD', String(AMOUNT)]) expect(trail).not.toContain(value);
  });

  it.each([
    ['a filing status not in the list', { filing_status: 'MARRIED' as never }, productMessages.w4FilingStatusInvalid],
    ['a negative amount', { deductions: -1 }, productMessages.w4AmountInvalid],
    ['a third decimal', { other_income: 10.005 }, productMessages.w4AmountInvalid],
    ['an amount too large', { other_income: 10_000_000 }, productMessages.w4AmountTooLarge],
    ['an exempt form with amounts', { exempt: true }, productMessages.w4ExemptWithAmounts],
    ['an impossible date', { signed_date: '2026-02-30' }, productMessages.invalidDate],
  ])('refuses %s (422) and saves nothing', async (_name, change, message) => {
    const before = dataOf(await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.manager })).count;
    expect(refused(await saveW4(mapleEmp, w4(change)), 422)).toContain(message);
    expect(dataOf(await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.manager })).count).toBe(before);
  });

  it("refuses a signed date after the facility's today", async () => {
    const tomorrow = addDays(todayIn('CST', new Date()), 1);
    expect(refused(await saveW4(mapleEmp, w4({ signed_date: tomorrow })), 422)).toEqual([productMessages.w4SignedDateFuture]);
  });

  it('takes an exempt form with no Step 2-4 entries', async () => {
    const exempt = w4({ exempt: true, multiple_jobs: false, dependents_amount: 0, other_income: 0, deductions: 0, extra_withholding: 0 });
    expect((await saveW4(sunriseEmp.id, exempt, s.admin)).statusCode).toBe(200);
  });

  it("answers 404 for another facility's employee or version", async () => {
    expect((await saveW4(mapleEmp, w4(), s.admin)).statusCode).toBe(404);
    expect((await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.admin })).statusCode).toBe(404);
    const [version] = dataOf(await t.call(listW4Contract, { params: { employeeId: mapleEmp }, headers: s.manager })).results;
    expect((await t.call(revealW4Contract, { params: { employeeId: mapleEmp, w4Id: version!.id }, headers: s.admin })).statusCode).toBe(
      404,
    );
  });
});

describe('dependents', () => {
  const child = { first_name: 'Ada', last_name: 'Whitfield', relation: 'CHILDREN' as const, date_of_birth: '2019-04-02', ssn: SSN };

  it('adds, edits and removes a dependent, the SSN sealed and answered masked, every change audited', async () => {
    const params = { employeeId: mapleEmp };
    const added = dataOf(await t.call(createDependentContract, { params, body: child, headers: keyed(s.manager) }));
    expect(added).toMatchObject({ first_name: 'Ada', relation: 'CHILDREN', ssn: '***-**-3086' });
    const raw = await t.sql(sql`select ssn_sealed, ssn_last4 from employee_dependents where id = ${added.id}`);
    const row = (raw as { rows: { ssn_sealed: string; ssn_last4: string }[] }).rows[0]!;
    expect(row.ssn_sealed).not.toContain(SSN);
    expect(row.ssn_sealed).not.toContain(SSN.replace(/-/g, ''));
    expect(row.ssn_last4).toBe('3086');

    // The SSN left out keeps the stored one.
    const withoutSsn = {
      first_name: child.first_name,
      last_name: child.last_name,
      relation: child.relation,
      date_of_birth: child.date_of_birth,
    };
    const edited = dataOf(
      await t.call(updateDependentContract, {
        params: { ...params, dependentId: added.id },
        body: { ...withoutSsn, relation: 'SPOUSE', date_of_birth: '1990-06-30' },
        headers: s.manager,
      }),
    );
    expect(edited).toMatchObject({ relation: 'SPOUSE', date_of_birth: '1990-06-30', ssn: '***-**-3086' });
    const [change] = await auditOf('records.dependent_changed');
    expect(JSON.parse(change!.detail!)).toEqual({
      relation: { before: 'CHILDREN', after: 'SPOUSE' },
      date_of_birth: { before: '2019-04-02', after: '1990-06-30' },
    });

    const listed = dataOf(await t.call(listDependentsContract, { params, headers: s.ownerAtMaple }));
    expect(listed.results.map((d) => d.id)).toEqual([added.id]);
    const removed = await t.call(deleteDependentContract, { params: { ...params, dependentId: added.id }, headers: s.manager });
    expect(dataOf(removed)).toEqual({ message: productMessages.dependentRemoved });
    expect(dataOf(await t.call(listDependentsContract, { params, headers: s.manager })).count).toBe(0);
    expect((await auditOf('records.dependent_removed')).length).toBe(1);
    const trail = await everyRecordsAudit();
    expect(trail).not.toContain(SSN);
    expect(trail).not.toContain(SSN.replace(/-/g, ''));
  });

  it.each([
    ['a relation not in the list', { relation: 'COUSIN' as never }, productMessages.dependentRelationInvalid],
    ['an empty name', { first_name: '  ' }, productMessages.dependentNameRequired],
    ['a malformed SSN', { ssn: '123456789' }, messages.ssnInvalid],
  ])('refuses %s (422)', async (_name, change, message) => {
    const res = await t.call(createDependentContract, {
      params: { employeeId: mapleEmp },
      body: { ...child, ...change },
      headers: keyed(s.manager),
    });
    expect(refused(res, 422)).toContain(message);
  });

  it('refuses a birth date in the future (422)', async () => {
    const tomorrow = addDays(todayIn('CST', new Date()), 1);
    const res = await t.call(createDependentContract, {
      params: { employeeId: mapleEmp },
      body: { ...child, date_of_birth: tomorrow },
      headers: keyed(s.manager),
    });
    expect(refused(res, 422)).toEqual([productMessages.dependentBirthDateFuture]);
  });

  it("answers 404 for another facility's employee", async () => {
    const res = await t.call(createDependentContract, { params: { employeeId: mapleEmp }, body: child, headers: keyed(s.admin) });
    expect(res.statusCode).toBe(404);
  });
});

describe('W-2', () => {
  const pdf = pdfBytes();
  const upload = (employeeId: string, fields: Record<string, string | { filename: string; data: Buffer }>, headers = s.admin) =>
    t.call(uploadW2Contract, { params: { employeeId }, body: formData(fields), headers: keyed(headers) });

  it('stores an uploaded PDF sealed and gives it back to an admin only, each view audited', async () => {
    const saved = dataOf(await upload(sunriseEmp.id, { tax_year: '2025', file: { filename: 'W2 2025.pdf', data: pdf } }));
    expect(saved).toMatchObject({ tax_year: 2025, filename: 'W2 2025.pdf', filesize: pdf.length, source: 'UPLOAD' });
    const [row] = await t.deps.db.select().from(employeeW2s).where(eq(employeeW2s.id, saved.id));
    const stored = (await t.deps.files.get(row!.fileKey))!;
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.includes(pdf.subarray(40, 80))).toBe(false);

    const file = await t.call(w2FileContract, { params: { employeeId: sunriseEmp.id, w2Id: saved.id }, headers: s.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await auditOf('records.w2_viewed')).map((r) => [r.target, r.detail])).toContainEqual([sunriseEmp.id, 'tax year 2025']);
    const list = dataOf(await t.call(listW2Contract, { params: { employeeId: sunriseEmp.id }, headers: s.admin }));
    expect(list.results.map((d) => d.id)).toEqual([saved.id]);
  });

  it('refuses a manager every W-2 route (403)', async () => {
    const params = { employeeId: mapleEmp };
    expect((await t.call(listW2Contract, { params, headers: s.manager })).statusCode).toBe(403);
    expect((await upload(mapleEmp, { tax_year: '2025', file: { filename: 'w2.pdf', data: pdf } }, s.manager)).statusCode).toBe(403);
    const owned = dataOf(await upload(mapleEmp, { tax_year: '2024', file: { filename: 'w2.pdf', data: pdf } }, s.ownerAtMaple));
    const download = await t.call(w2FileContract, { params: { employeeId: mapleEmp, w2Id: owned.id }, headers: s.manager });
    expect(download.statusCode).toBe(403);
    expect((await auditOf('records.w2_viewed')).some((r) => r.target === mapleEmp)).toBe(false);
    const other = await t.call(w2FileContract, { params: { employeeId: mapleEmp, w2Id: owned.id }, headers: s.admin });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['a file that is not a PDF inside', { tax_year: '2025', file: { filename: 'w2.pdf', data: exeBytes() } }, productMessages.w2NotPdf],
    ['another extension', { tax_year: '2025', file: { filename: 'w2.png', data: pdfBytes() } }, productMessages.w2NotPdf],
    ['a tax year after this one', { tax_year: '2027', file: { filename: 'w2.pdf', data: pdfBytes() } }, productMessages.w2TaxYearInvalid],
    ['no tax year', { file: { filename: 'w2.pdf', data: pdfBytes() } }, productMessages.w2TaxYearInvalid],
  ])('refuses %s (422) and stores nothing', async (_name, fields, message) => {
    const before = await t.deps.db.select().from(employeeW2s);
    expect(refused(await upload(sunriseEmp.id, fields), 422)).toEqual([message]);
    expect(await t.deps.db.select().from(employeeW2s)).toHaveLength(before.length);
  });

  it("imports the provider's PDFs named by employee ID, all or nothing", async () => {
    const other = await addNurse(t, s.sunrise, { last: 'Lindqvist' });
    const files = [
      { filename: `${sunriseEmp.empId}-w2-2024.pdf`, data: pdfBytes() },
      { filename: `${other.empId}.pdf`, data: pdfBytes() },
    ];
    const bad = await t.call(importW2Contract, {
      body: formData({
        tax_year: '2024',
        files: [...files, { filename: '999999999.pdf', data: pdfBytes() }, { filename: 'smith.pdf', data: pdfBytes() }],
      }),
      headers: keyed(s.admin),
    });
    expect(refused(bad, 422)).toEqual([productMessages.w2ImportUnknownId('999999999.pdf'), productMessages.w2ImportNoId('smith.pdf')]);
    expect(await t.deps.db.select().from(employeeW2s).where(eq(employeeW2s.source, 'IMPORT'))).toHaveLength(0);

    const done = dataOf(await t.call(importW2Contract, { body: formData({ tax_year: '2024', files }), headers: keyed(s.admin) }));
    expect(done.imported.map((i) => i.employee_id)).toEqual([sunriseEmp.id, other.id]);
    const theirs = dataOf(await t.call(listW2Contract, { params: { employeeId: other.id }, headers: s.admin }));
    expect(theirs.results).toMatchObject([{ tax_year: 2024, source: 'IMPORT' }]);
    // A Maple employee's ID is no Sunrise employee's.
    const maple = await addNurse(t, s.maple, { last: 'Moreau' });
    const cross = await t.call(importW2Contract, {
      body: formData({ tax_year: '2024', files: [{ filename: `${maple.empId}.pdf`, data: pdfBytes() }] }),
      headers: keyed(s.admin),
    });
    expect(refused(cross, 422)).toEqual([productMessages.w2ImportUnknownId(`${maple.empId}.pdf`)]);
  });
});

describe("the payroll provider's W-4 file", () => {
  it('carries the W-4 in force on the period end of each internal employee of the run', async () => {
    const sunday = weekStartOf(addDays(todayIn('EST', new Date()), -7 * 35));
    const nurse = await addNurse(t, s.sunrise, { paychexEmpId: 'PX-77', paychexOrgId: 'ORG-9', last: 'Quist' });
    const without = await addNurse(t, s.sunrise, { last: 'Rowe' });
    for (const who of [nurse, without])
      await workShift(t, { id: who.id, nurseId: who.nurseId, facilityId: s.sunrise }, 'EST', addDays(sunday, 1), 8);
    dataOf(await saveW4(nurse.id, w4({ signed_date: addDays(sunday, -30) }), s.admin));
    // Signed after the period: not the one payroll used for it.
    dataOf(await saveW4(nurse.id, w4({ signed_date: addDays(sunday, 10), filing_status: 'SINGLE_OR_MARRIED' }), s.admin));
    const run = dataOf(await t.call(computePayrollRunContract, { body: { period_start: sunday }, headers: keyed(s.admin) }));

    expect((await t.call(exportW4Contract, { params: { runId: run.id }, headers: s.manager })).statusCode).toBe(403);
    const file = await t.call(exportW4Contract, { params: { runId: run.id }, headers: s.admin });
    expect(file.statusCode).toBe(200);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Org ID,Employee ID,File #,Employee Name,Filing Status,Multiple Jobs,Dependents Amount,Other Income,Deductions,Extra Withholding,Exempt,Signed Date',
    );
    expect(lines.slice(1)).toEqual([
      `ORG-9,PX-77,${nurse.empId},${nurse.name},HEAD_OF_HOUSEHOLD,Y,2000.00,4321.09,0.00,25.50,N,${addDays(sunday, -30)}`,
    ]);
    expect((await auditOf('records.w4_exported')).length).toBeGreaterThan(0);
  });
});

it('never logs an SSN or a W-4 amount', () => {
  const logs = t.logs.join('\n');
  expect(logs).not.toContain(SSN);
  expect(logs).not.toContain(SSN.replace(/-/g, ''));
  expect(logs).not.toContain(String(AMOUNT));
  expect(logs).not.toContain('HEAD_OF_HOUSEHOLD');
});
