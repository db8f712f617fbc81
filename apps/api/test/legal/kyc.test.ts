/** The legal (KYC) record of spec 001 sections 3-8 through real HTTP (decision 025). */
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, facilityDocuments, facilityLegal } from '../../src/db/schema';
import { demoLegal } from '../../src/db/seed/demo-legal';
import { exeBytes, pdfBytes, pngBytes } from '../employees/fixtures';
import { api, createTestApp, demoSessions, type TestApp } from '../helpers/test-app';
import { docxBytes, errorMessages, sendForm, storedLegalKeys } from './helpers';

type Doc = { data: string; filename: string; filesize: number; status: string; rejection_reason: string | null; uploaded_at: string };
type Kyc = { ein_doc: Doc | null; ss4_doc: Doc | null; aoi: Doc | null; tin: { data: string } | null; ssn: { data: string } | null; entity_legal_name: string | null };

let t: TestApp;
let sunrise: string;
let maple: string;
let admin: Record<string, string>;
let manager: Record<string, string>;
let ownerAtMaple: Record<string, string>;
/** Every number a test sends: none may reach a log line. */
const sentNumbers = new Set<string>([demoLegal.sunrise.tin, demoLegal.sunrise.ssn]);

beforeAll(async () => {
  t = await createTestApp();
  ({ sunrise, maple, admin, manager, ownerAtMaple } = await demoSessions(t));
});
afterAll(() => t.close());

const getKyc = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: api('/facilities/kyc'), headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Kyc }>().data;
};
const patchKyc = (headers: Record<string, string>, fields: Parameters<typeof sendForm>[4]) => {
  for (const key of ['tin', 'ssn'] as const) {
    const value = fields[key];
    if (typeof value === 'string') sentNumbers.add(value);
  }
  return sendForm(t, 'PATCH', '/facilities/kyc', headers, fields);
};
const legalRow = async (facilityId: string) => (await t.deps.db.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId)))[0]!;
const auditRows = (facilityId: string, action: string) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.facilityId, facilityId), eq(auditLog.action, action)));
const pdf = (filename = 'document.pdf') => ({ filename, data: pdfBytes() });

describe('GET /facilities/kyc', () => {
  it('answers an admin the whole record, numbers masked', async () => {
    const kyc = await getKyc(admin);
    expect(kyc.tin).toEqual({ data: `***-**-${demoLegal.sunrise.tin.slice(-4)}` });
    expect(kyc.ssn).toEqual({ data: `***-**-${demoLegal.sunrise.ssn.slice(-4)}` });
    expect(kyc.entity_legal_name).toBe(demoLegal.sunrise.entityLegalName);
    expect(kyc.ein_doc).toMatchObject({ filename: 'sunrise-ein-letter.pdf', status: 'ACCEPTED', rejection_reason: null });
    expect(kyc.ein_doc!.data).toMatch(/^\/facilities\/kyc\/files\/ein_doc\?v=/);
    expect(kyc.aoi?.status).toBe('ACCEPTED');
    expect(kyc.ss4_doc).toBeNull();
  });

  it('answers a manager without the admin flag: no numbers, no EIN or SS4; the rejected AOI with its reason', async () => {
    const kyc = await getKyc(manager);
    expect(kyc).toMatchObject({ tin: null, ssn: null, ein_doc: null, ss4_doc: null, entity_legal_name: demoLegal.maple.entityLegalName });
    expect(kyc.aoi).toMatchObject({ status: 'REJECTED', rejection_reason: demoLegal.maple.aoiRejection });
  });
});

describe('TIN and SSN rules', () => {
  it.each(['', '12-3456789', '123456789', '123-45-678', 'abc-de-fghi', '123-45-67890'])('refuses the TIN %j', async (tin) => {
    const res = await patchKyc(admin, { tin });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.tinInvalid]);
  });

  it.each([
    ['area 000', '000-12-3456'],
    ['area 666', '666-12-3456'],
    ['area 9xx', '900-12-3456'],
    ['area 999', '999-12-3456'],
    ['group 00', '123-00-4567'],
    ['serial 0000', '123-45-0000'],
    ['no dashes', '123456789'],
    ['empty', ''],
  ])('refuses the SSN with %s', async (_name, ssn) => {
    const res = await patchKyc(admin, { ssn });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.ssnInvalid]);
  });

  it('saves both sealed: the raw columns hold neither the number nor its digits, the answer is masked', async () => {
    const tin = '384-29-5716';
    const ssn = '665-01-0001';
    const res = await patchKyc(admin, { tin, ssn });
    expect(res.statusCode).toBe(200);
    const kyc = res.json<{ data: Kyc }>().data;
    expect(kyc.tin).toEqual({ data: '***-**-5716' });
    expect(kyc.ssn).toEqual({ data: '***-**-0001' });
    const raw = await t.sql(sql`select tin_sealed, tin_last4, ssn_sealed, ssn_last4 from facility_legal where facility_id = ${sunrise}`);
    const row = (raw as { rows: Record<string, string>[] }).rows[0]!;
    for (const [number, sealed] of [[tin, row.tin_sealed!], [ssn, row.ssn_sealed!]] as const) {
      expect(sealed).not.toContain(number);
      expect(sealed).not.toContain(number.replace(/-/g, ''));
      expect(sealed.startsWith('v1.')).toBe(true);
    }
    expect([row.tin_last4, row.ssn_last4]).toEqual(['5716', '0001']);
    const [changed] = await auditRows(sunrise, 'legal.numbers_changed');
    expect(changed?.detail).toBe('tin,ssn');
  });
});

describe('reveal', () => {
  it('gives an admin the full number on request and audits which field, never the value', async () => {
    await patchKyc(admin, { tin: '472-81-3390' });
    const res = await t.app.inject({ method: 'POST', url: api('/facilities/kyc/reveal'), headers: admin, payload: { field: 'tin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown }>().data).toEqual({ field: 'tin', data: '472-81-3390' });
    const rows = await auditRows(sunrise, 'legal.number_revealed');
    expect(rows.map((r) => r.detail)).toContain('tin');
    const everyAudit = await t.deps.db.select().from(auditLog);
    expect(JSON.stringify(everyAudit)).not.toContain('472-81-3390');
  });

  it('refuses a manager (403) and answers 404 when no number is stored', async () => {
    const byManager = await t.app.inject({ method: 'POST', url: api('/facilities/kyc/reveal'), headers: manager, payload: { field: 'ssn' } });
    expect(byManager.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: api('/facilities/kyc/reveal'), headers: ownerAtMaple, payload: { field: 'ssn' } });
    expect(none.statusCode).toBe(404);
  });
});

describe('the admin flag', () => {
  it.each([
    ['tin', { tin: '123-45-6789' }],
    ['ssn', { ssn: '123-45-6789' }],
    ['ein_doc', { ein_doc: pdf() }],
    ['ss4_doc', { ss4_doc: pdf() }],
  ] as const)('refuses a manager sending %s (403) and saves nothing', async (_field, fields) => {
    const before = await t.deps.db.select().from(facilityDocuments).where(eq(facilityDocuments.facilityId, maple));
    const res = await patchKyc(manager, { ...fields, aoi: pdf('aoi.pdf') });
    expect(res.statusCode).toBe(403);
    expect(await t.deps.db.select().from(facilityDocuments).where(eq(facilityDocuments.facilityId, maple))).toEqual(before);
    expect((await legalRow(maple)).tinSealed).toBeNull();
  });

  it('refuses a manager deleting or reading the EIN or SS4 document', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: api('/facilities/kyc?doc_type=ein_doc'), headers: manager });
    expect(del.statusCode).toBe(403);
    const file = await t.app.inject({ method: 'GET', url: api('/facilities/kyc/files/ss4_doc'), headers: manager });
    expect(file.statusCode).toBe(403);
  });

  it('lets a manager resubmit the rejected AOI (back to SUBMITTED) and set the legal name', async () => {
    const res = await patchKyc(manager, { aoi: { filename: 'articles-signed.docx', data: docxBytes() } });
    expect(res.statusCode).toBe(200);
    const aoi = res.json<{ data: Kyc }>().data.aoi!;
    expect(aoi).toMatchObject({ filename: 'articles-signed.docx', status: 'SUBMITTED', rejection_reason: null });
    const file = await t.app.inject({ method: 'GET', url: api(aoi.data), headers: manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.rawPayload.equals(docxBytes())).toBe(true);
    const [uploaded] = await auditRows(maple, 'legal.document_uploaded');
    expect(uploaded?.detail).toBe('aoi');

    const named = await sendForm(t, 'PATCH', '/update-facility', manager, { entity_legal_name: 'Maple Grove Care Center, Inc.' });
    expect(named.statusCode).toBe(200);
    const empty = await sendForm(t, 'PATCH', '/update-facility', manager, { entity_legal_name: '  ' });
    expect(errorMessages(empty)).toEqual([messages.entityLegalNameRequired]);
    expect((await getKyc(manager)).entity_legal_name).toBe('Maple Grove Care Center, Inc.');
  });

  it("asks an admin for the numbers and the EIN or SS4 document the record lacks", async () => {
    const res = await patchKyc(ownerAtMaple, { aoi: pdf('aoi.pdf') });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.tinInvalid, messages.ssnInvalid, messages.ss4DocRequired]);
  });
});

describe('files', () => {
  it('refuses content that is not its extension, and saves nothing of the form', async () => {
    const keys = await storedLegalKeys(t);
    const before = await legalRow(sunrise);
    const res = await patchKyc(admin, { tin: '555-44-3333', aoi: pdf('good.pdf'), ein_doc: { filename: 'ein.pdf', data: exeBytes() } });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.wrongTypeDocument]);
    expect((await legalRow(sunrise)).tinSealed).toBe(before.tinSealed);
    expect(await storedLegalKeys(t)).toEqual(keys);
  });

  it('refuses an executable by its name', async () => {
    const res = await patchKyc(admin, { aoi: { filename: 'setup.exe', data: exeBytes() } });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.wrongTypeDocument]);
  });

  it('refuses a file over 10485762 bytes', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const res = await patchKyc(admin, { aoi: { filename: 'big.pdf', data: big } });
    expect(res.statusCode).toBe(413);
    expect(errorMessages(res)).toEqual([messages.fileBelow10Mb]);
  });

  it('refuses two files for one document', async () => {
    const res = await patchKyc(admin, { aoi: [pdf('a.pdf'), pdf('b.pdf')] });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([productMessages.legalOneFilePerDocument]);
  });

  it('takes several documents in one form: EIN, SS4 and AOI, a docx and a PNG among them, replacing the old files', async () => {
    const oldKeys = await storedLegalKeys(t);
    const res = await patchKyc(admin, {
      ein_doc: { filename: 'ein.docx', data: docxBytes() },
      ss4_doc: { filename: 'ss4.png', data: await pngBytes() },
      aoi: pdf('aoi.pdf'),
    });
    expect(res.statusCode).toBe(200);
    const kyc = res.json<{ data: Kyc }>().data;
    expect([kyc.ein_doc?.filename, kyc.ss4_doc?.filename, kyc.aoi?.filename]).toEqual(['ein.docx', 'ss4.png', 'aoi.pdf']);
    expect([kyc.ein_doc?.status, kyc.ss4_doc?.status, kyc.aoi?.status]).toEqual(['SUBMITTED', 'SUBMITTED', 'SUBMITTED']);
    const keys = await storedLegalKeys(t);
    const sunriseKeys = keys.filter((k) => k.startsWith(`legal/${sunrise}/`));
    expect(sunriseKeys).toHaveLength(3);
    // The replaced files are gone from the store.
    expect(sunriseKeys.filter((k) => oldKeys.includes(k))).toEqual([]);
  });

  it('deletes a document, audited', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: api('/facilities/kyc?doc_type=ss4_doc'), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Kyc }>().data.ss4_doc).toBeNull();
    const [deleted] = await auditRows(sunrise, 'legal.document_deleted');
    expect(deleted?.detail).toBe('ss4_doc');
    const again = await t.app.inject({ method: 'DELETE', url: api('/facilities/kyc?doc_type=ss4_doc'), headers: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe('I-9 form', () => {
  it('stores the form from PATCH update-profile and answers it with its upload date', async () => {
    const none = await t.app.inject({ method: 'GET', url: api('/facilities/i9-form'), headers: manager });
    expect(none.json<{ data: unknown }>().data).toBeNull();
    const res = await sendForm(t, 'PATCH', '/update-profile', manager, { i9_form: pdf('i9.pdf') });
    expect(res.statusCode).toBe(200);
    const form = await t.app.inject({ method: 'GET', url: api('/facilities/i9-form'), headers: manager });
    const doc = form.json<{ data: Doc }>().data;
    expect(doc).toMatchObject({ filename: 'i9.pdf', filesize: pdfBytes().length });
    expect(Date.parse(doc.uploaded_at)).toBeGreaterThan(Date.now() - 60_000);
    const file = await t.app.inject({ method: 'GET', url: api(doc.data), headers: manager });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a renamed executable', async () => {
    const res = await sendForm(t, 'PATCH', '/update-profile', manager, { i9_form: { filename: 'i9.pdf', data: exeBytes() } });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.wrongTypeDocument]);
  });
});

it('never logs a TIN or an SSN', () => {
  const logs = t.logs.join('\n');
  for (const number of sentNumbers) {
    if (number.length < 9) continue;
    expect(logs).not.toContain(number);
    expect(logs).not.toContain(number.replace(/-/g, ''));
  }
});
