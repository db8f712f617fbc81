/** The legal (KYC) record of spec 001 sections 3-8 through real HTTP (decision 025). */
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { getI9FormContract, updateProfileContract } from '@careroster/shared/api/legal/i9-form';
import {
  deleteKycDocumentContract,
  getKycContract,
  legalDocumentFileContract,
  revealLegalNumberContract,
  updateKycContract,
} from '@careroster/shared/api/legal/kyc';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, facilityDocuments, facilityLegal } from '../../src/db/schema';
import { demoLegal } from '../../src/db/seed/demo-legal';
import { exeBytes, pdfBytes, pngBytes } from '../employees/fixtures';
import { dataOf } from '../helpers/contract-call';
import { api, useDemoSessions, useTestApp } from '../helpers/test-app';
import { docxBytes, errorMessages, formData, storedLegalKeys, type FormValue } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
/** Every number a test sends: none may reach a log line. */
const sentNumbers = new Set<string>([demoLegal.sunrise.tin, demoLegal.sunrise.ssn]);

const getKyc = async (headers: Record<string, string>) => dataOf(await t.call(getKycContract, { headers }));
const patchKyc = (headers: Record<string, string>, fields: Record<string, FormValue | FormValue[]>) => {
  for (const key of ['tin', 'ssn'] as const) {
    const value = fields[key];
    if (typeof value === 'string') sentNumbers.add(value);
  }
  return t.call(updateKycContract, { body: formData(fields), headers });
};
const reveal = (headers: Record<string, string>, field: 'tin' | 'ssn') => t.call(revealLegalNumberContract, { body: { field }, headers });
const deleteDocument = (headers: Record<string, string>, docType: 'ein_doc' | 'ss4_doc') =>
  t.call(deleteKycDocumentContract, { query: { doc_type: docType }, headers });
const legalRow = async (facilityId: string) =>
  (await t.deps.db.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId)))[0]!;
const auditRows = (facilityId: string, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.facilityId, facilityId), eq(auditLog.action, action)));
const pdf = (filename = 'document.pdf') => ({ filename, data: pdfBytes() });

describe('GET /facilities/kyc', () => {
  it('answers an admin the whole record, numbers masked', async () => {
    const kyc = await getKyc(s.admin);
    expect(kyc.tin).toEqual({ data: `***-**-${demoLegal.sunrise.tin.slice(-4)}` });
    expect(kyc.ssn).toEqual({ data: `***-**-${demoLegal.sunrise.ssn.slice(-4)}` });
    expect(kyc.entity_legal_name).toBe(demoLegal.sunrise.entityLegalName);
    expect(kyc.ein_doc).toMatchObject({ filename: 'sunrise-ein-letter.pdf', status: 'ACCEPTED', rejection_reason: null });
    expect(kyc.ein_doc!.data).toMatch(/^\/facilities\/kyc\/files\/ein_doc\?v=/);
    expect(kyc.aoi?.status).toBe('ACCEPTED');
    expect(kyc.ss4_doc).toBeNull();
  });

  it('answers a manager without the admin flag: no numbers, no EIN or SS4; the rejected AOI with its reason', async () => {
    const kyc = await getKyc(s.manager);
    expect(kyc).toMatchObject({ tin: null, ssn: null, ein_doc: null, ss4_doc: null, entity_legal_name: demoLegal.maple.entityLegalName });
    expect(kyc.aoi).toMatchObject({ status: 'REJECTED', rejection_reason: demoLegal.maple.aoiRejection });
  });
});

describe('TIN and SSN rules', () => {
  it.each(['', '12-3456789', '123456789', '123-45-678', 'abc-de-fghi', '123-45-67890'])('refuses the TIN %j', async (tin) => {
    const res = await patchKyc(s.admin, { tin });
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
    const res = await patchKyc(s.admin, { ssn });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.ssnInvalid]);
  });

  it('saves both sealed: the raw columns hold neither the number nor its digits, the answer is masked', async () => {
    const tin = '384-29-5716';
    const ssn = '665-01-0001';
    const res = await patchKyc(s.admin, { tin, ssn });
    expect(res.statusCode).toBe(200);
    const kyc = res.data;
    expect(kyc.tin).toEqual({ data: '***-**-5716' });
    expect(kyc.ssn).toEqual({ data: '***-**-0001' });
    const raw = await t.sql(sql`select tin_sealed, tin_last4, ssn_sealed, ssn_last4 from facility_legal where facility_id = ${s.sunrise}`);
    const row = (raw as { rows: Record<string, string>[] }).rows[0]!;
    for (const [number, sealed] of [
      [tin, row.tin_sealed!],
      [ssn, row.ssn_sealed!],
    ] as const) {
      expect(sealed).not.toContain(number);
      expect(sealed).not.toContain(number.replace(/-/g, ''));
      expect(sealed.startsWith('v1.')).toBe(true);
    }
    expect([row.tin_last4, row.ssn_last4]).toEqual(['5716', '0001']);
    const [changed] = await auditRows(s.sunrise, 'legal.numbers_changed');
    expect(changed?.detail).toBe('tin,ssn');
  });
});

describe('reveal', () => {
  it('gives an admin the full number on request and audits which field, never the value', async () => {
    await patchKyc(s.admin, { tin: '472-81-3390' });
    const res = await reveal(s.admin, 'tin');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ field: 'tin', data: '472-81-3390' });
    const rows = await auditRows(s.sunrise, 'legal.number_revealed');
    expect(rows.map((r) => r.detail)).toContain('tin');
    const everyAudit = await t.deps.db.select().from(auditLog);
    expect(JSON.stringify(everyAudit)).not.toContain('472-81-3390');
  });

  it('refuses a manager (403) and answers 404 when no number is stored', async () => {
    expect((await reveal(s.manager, 'ssn')).statusCode).toBe(403);
    expect((await reveal(s.ownerAtMaple, 'ssn')).statusCode).toBe(404);
  });
});

describe('the admin flag', () => {
  it.each([
    ['tin', { tin: '123-45-6789' }],
    ['ssn', { ssn: '123-45-6789' }],
    ['ein_doc', { ein_doc: pdf() }],
    ['ss4_doc', { ss4_doc: pdf() }],
  ] as const)('refuses a manager sending %s (403) and saves nothing', async (_field, fields) => {
    const before = await t.deps.db.select().from(facilityDocuments).where(eq(facilityDocuments.facilityId, s.maple));
    const res = await patchKyc(s.manager, { ...fields, aoi: pdf('aoi.pdf') });
    expect(res.statusCode).toBe(403);
    expect(await t.deps.db.select().from(facilityDocuments).where(eq(facilityDocuments.facilityId, s.maple))).toEqual(before);
    expect((await legalRow(s.maple)).tinSealed).toBeNull();
  });

  it('refuses a manager deleting or reading the EIN or SS4 document', async () => {
    const del = await deleteDocument(s.manager, 'ein_doc');
    expect(del.statusCode).toBe(403);
    const file = await t.call(legalDocumentFileContract, { params: { kind: 'ss4_doc' }, headers: s.manager });
    expect(file.statusCode).toBe(403);
  });

  it('lets a manager resubmit the rejected AOI (back to SUBMITTED) and set the legal name', async () => {
    const res = await patchKyc(s.manager, { aoi: { filename: 'articles-signed.docx', data: docxBytes() } });
    expect(res.statusCode).toBe(200);
    const aoi = res.data.aoi!;
    expect(aoi).toMatchObject({ filename: 'articles-signed.docx', status: 'SUBMITTED', rejection_reason: null });
    // The address the answer gives, version and all, as the browser follows it.
    const file = await t.app.inject({ method: 'GET', url: api(aoi.data), headers: s.manager });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.rawPayload.equals(docxBytes())).toBe(true);
    const [uploaded] = await auditRows(s.maple, 'legal.document_uploaded');
    expect(uploaded?.detail).toBe('aoi');

    const named = await t.call(updateFacilityContract, {
      body: formData({ entity_legal_name: 'Maple Grove Care Center, Inc.' }),
      headers: s.manager,
    });
    expect(named.statusCode).toBe(200);
    const empty = await t.call(updateFacilityContract, { body: formData({ entity_legal_name: '  ' }), headers: s.manager });
    expect(errorMessages(empty)).toEqual([messages.entityLegalNameRequired]);
    expect((await getKyc(s.manager)).entity_legal_name).toBe('Maple Grove Care Center, Inc.');
  });

  it('asks an admin for the numbers and the EIN or SS4 document the record lacks', async () => {
    const res = await patchKyc(s.ownerAtMaple, { aoi: pdf('aoi.pdf') });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.tinInvalid, messages.ssnInvalid, messages.ss4DocRequired]);
  });
});

describe('files', () => {
  it('refuses content that is not its extension, and saves nothing of the form', async () => {
    const keys = await storedLegalKeys(t);
    const before = await legalRow(s.sunrise);
    const res = await patchKyc(s.admin, { tin: '555-44-3333', aoi: pdf('good.pdf'), ein_doc: { filename: 'ein.pdf', data: exeBytes() } });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.wrongTypeDocument]);
    expect((await legalRow(s.sunrise)).tinSealed).toBe(before.tinSealed);
    expect(await storedLegalKeys(t)).toEqual(keys);
  });

  it('refuses an executable by its name', async () => {
    const res = await patchKyc(s.admin, { aoi: { filename: 'setup.exe', data: exeBytes() } });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([messages.wrongTypeDocument]);
  });

  it('refuses a file over 10485762 bytes', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const res = await patchKyc(s.admin, { aoi: { filename: 'big.pdf', data: big } });
    expect(res.statusCode).toBe(413);
    expect(errorMessages(res)).toEqual([messages.fileBelow10Mb]);
  });

  it('refuses two files for one document', async () => {
    const res = await patchKyc(s.admin, { aoi: [pdf('a.pdf'), pdf('b.pdf')] });
    expect(res.statusCode).toBe(422);
    expect(errorMessages(res)).toEqual([productMessages.legalOneFilePerDocument]);
  });

  it('takes several documents in one form: EIN, SS4 and AOI, a docx and a PNG among them, replacing the old files', async () => {
    const oldKeys = await storedLegalKeys(t);
    const res = await patchKyc(s.admin, {
      ein_doc: { filename: 'ein.docx', data: docxBytes() },
      ss4_doc: { filename: 'ss4.png', data: await pngBytes() },
      aoi: pdf('aoi.pdf'),
    });
    expect(res.statusCode).toBe(200);
    const kyc = res.data;
    expect([kyc.ein_doc?.filename, kyc.ss4_doc?.filename, kyc.aoi?.filename]).toEqual(['ein.docx', 'ss4.png', 'aoi.pdf']);
    expect([kyc.ein_doc?.status, kyc.ss4_doc?.status, kyc.aoi?.status]).toEqual(['SUBMITTED', 'SUBMITTED', 'SUBMITTED']);
    const keys = await storedLegalKeys(t);
    const sunriseKeys = keys.filter((k) => k.startsWith(`legal/${s.sunrise}/`));
    expect(sunriseKeys).toHaveLength(3);
    // The replaced files are gone from the store.
    expect(sunriseKeys.filter((k) => oldKeys.includes(k))).toEqual([]);
  });

  it('deletes a document, audited', async () => {
    const res = await deleteDocument(s.admin, 'ss4_doc');
    expect(res.statusCode).toBe(200);
    expect(res.data.ss4_doc).toBeNull();
    const [deleted] = await auditRows(s.sunrise, 'legal.document_deleted');
    expect(deleted?.detail).toBe('ss4_doc');
    const again = await deleteDocument(s.admin, 'ss4_doc');
    expect(again.statusCode).toBe(404);
  });
});

describe('I-9 form', () => {
  it('stores the form from PATCH update-profile and answers it with its upload date', async () => {
    expect((await t.call(getI9FormContract, { headers: s.manager })).data).toBeNull();
    const res = await t.call(updateProfileContract, { body: formData({ i9_form: pdf('i9.pdf') }), headers: s.manager });
    expect(res.statusCode).toBe(200);
    const doc = (await t.call(getI9FormContract, { headers: s.manager })).data!;
    expect(doc).toMatchObject({ filename: 'i9.pdf', filesize: pdfBytes().length });
    expect(Date.parse(doc.uploaded_at)).toBeGreaterThan(Date.now() - 60_000);
    const file = await t.app.inject({ method: 'GET', url: api(doc.data), headers: s.manager });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a renamed executable', async () => {
    const res = await t.call(updateProfileContract, {
      body: formData({ i9_form: { filename: 'i9.pdf', data: exeBytes() } }),
      headers: s.manager,
    });
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
