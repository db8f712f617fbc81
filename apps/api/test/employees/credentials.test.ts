import fs from 'node:fs';
import path from 'node:path';
import { getEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listCredentialsContract } from '@careroster/shared/api/employees/list-credentials';
import { listFacilityCredentialsContract } from '@careroster/shared/api/employees/list-facility-credentials';
import { updateCredentialExpiryContract } from '@careroster/shared/api/employees/update-credential-expiry';
import { updateCredentialStatusContract } from '@careroster/shared/api/employees/update-credential-status';
import { uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentialDocuments, credentials, memberships, notifications } from '../../src/db/schema';
import { expireCredentials } from '../../src/modules/employees/credential-expiry-job';
import { addDays } from '@careroster/shared/format/wall-clock';
import { type BodyOf, type QueryOf } from '../helpers/contract-call';
import { api, systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { docBytes, exeBytes, pdfBytes, pngBytes, soloEmployee } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);
let employee: { id: string; nurseId: string };
let credentialId: string;

beforeAll(async () => {
  employee = await soloEmployee(t, s.sunrise);
  const [c] = await t.deps.db.select({ id: credentials.id }).from(credentials).where(eq(credentials.nurseId, employee.nurseId)).limit(1);
  credentialId = c!.id;
});

const upload = (credentialDataId: string, filename: string, data: Buffer) => {
  const body = new FormData();
  body.set('upload_data_2', new Blob([data], { type: 'application/octet-stream' }), filename);
  return t.call(uploadCredentialContract, { params: { employeeId: employee.id, credentialDataId }, body, headers: s.admin });
};
const credentialParams = () => ({ employeeId: employee.id, credentialId });
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];

describe('credentials list', () => {
  it("lists the employee's credentials with their documents", async () => {
    const res = await t.call(listCredentialsContract, { params: { employeeId: employee.id }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    const list = res.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((c) => c.id)).toContain(credentialId);
  });
});

describe('credential upload', () => {
  it('stores a PNG by content, makes a thumbnail, and serves both only through the API', async () => {
    const png = await pngBytes();
    const res = await upload(credentialId, 'license.png', png);
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.message).toBe(messages.credentialUpdated);
    expect(data.credential.status).toBe('CREDENTIAL_PENDING');
    const doc = data.credential.credential_data.find((d) => d.filename === 'license.png')!;
    expect(doc.thumbnails).not.toBeNull();

    // Fetched by the URLs the answer gives, as the page does: the point is where they lead.
    const file = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2), headers: s.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: api(doc.thumbnails!), headers: s.admin });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    // Stored in the engine's default store (DATA_DIR/uploads on PGlite, stored_files on PostgreSQL),
    // and nothing is reachable without a session.
    const [stored] = await t.deps.db
      .select({ filePath: credentialDocuments.filePath })
      .from(credentialDocuments)
      .where(eq(credentialDocuments.id, doc.id));
    expect(await t.deps.files.exists(stored!.filePath)).toBe(true);
    if (t.deps.files.kind === 'dir') expect(fs.existsSync(path.join(t.dataDir, 'uploads', stored!.filePath))).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2) });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2), headers: s.manager });
    expect(foreign.statusCode).toBe(404);
  });

  it('makes a thumbnail of a PDF and none of a .doc', async () => {
    const pdf = await upload(credentialId, 'card.pdf', pdfBytes());
    expect(pdf.statusCode).toBe(200);
    const pdfDoc = pdf.data.credential.credential_data.find((d) => d.filename === 'card.pdf')!;
    expect(pdfDoc.thumbnails).not.toBeNull();

    const doc = await upload(credentialId, 'letter.doc', docBytes());
    expect(doc.statusCode).toBe(200);
    const docData = doc.data.credential.credential_data.find((d) => d.filename === 'letter.doc')!;
    expect(docData.thumbnails).toBeNull();
  });

  it('answers the type sniffed from the bytes, not the one the name claims', async () => {
    const res = await upload(credentialId, 'scan.jpg', pdfBytes());
    expect(res.statusCode).toBe(200);
    const docs = res.data.credential.credential_data;
    expect(docs.find((d) => d.filename === 'scan.jpg')?.file_type).toBe('pdf');
    const list = (await t.call(listCredentialsContract, { params: { employeeId: employee.id }, headers: s.admin })).data;
    const listed = list.find((c) => c.id === credentialId)!.credential_data;
    expect(listed.find((d) => d.filename === 'scan.jpg')?.file_type).toBe('pdf');
    expect(listed.find((d) => d.filename === 'letter.doc')?.file_type).toBe('doc');
  });

  it('replaces the file of an existing document', async () => {
    const first = await upload(credentialId, 'front.png', await pngBytes());
    const doc = first.data.credential.credential_data.find((d) => d.filename === 'front.png')!;
    const storedKeys = async () => {
      const [row] = await t.deps.db.select().from(credentialDocuments).where(eq(credentialDocuments.id, doc.id));
      return [row!.filePath, row!.thumbnailPath!];
    };
    const oldKeys = await storedKeys();
    const second = await upload(doc.id, 'front-new.pdf', pdfBytes());
    expect(second.statusCode).toBe(200);
    const docs = second.data.credential.credential_data;
    expect(docs.find((d) => d.id === doc.id)?.filename).toBe('front-new.pdf');
    // The replaced file and its thumbnail leave the store; the new ones are there.
    for (const key of oldKeys) expect(await t.deps.files.exists(key)).toBe(false);
    for (const key of await storedKeys()) expect(await t.deps.files.exists(key)).toBe(true);
  });

  it("refuses a .pdf that is really an executable: 'Wrong type document'", async () => {
    const res = await upload(credentialId, 'license.pdf', exeBytes());
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(messages.wrongTypeDocument);
  });

  it("refuses a name outside jpg, png, pdf, doc: 'Wrong type document'", async () => {
    const res = await upload(credentialId, 'setup.exe', await pngBytes());
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(messages.wrongTypeDocument);
  });

  it("refuses more than 10485762 bytes: 'Max file size exceeded'", async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES, 0)]);
    const res = await upload(credentialId, 'huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(firstMessage(res)).toBe(messages.maxFileSizeExceeded);
  });

  it('accepts exactly 10485762 bytes', async () => {
    const png = await pngBytes();
    const exact = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES - png.length, 0)]);
    const res = await upload(credentialId, 'exact.png', exact);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without the file', async () => {
    // A JSON body where the route takes a form, on purpose: no file part at all.
    const res = await t.call(uploadCredentialContract, {
      params: { employeeId: employee.id, credentialDataId: credentialId },
      body: {} as object as FormData,
      headers: s.admin,
    });
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(productMessages.fileRequired);
  });
});

describe('credential expiry', () => {
  const today = () => todayIn('EST', new Date());
  const setExpiry = (expiry: string) =>
    t.call(updateCredentialExpiryContract, { params: credentialParams(), body: { expiry }, headers: s.admin });

  it('accepts tomorrow and 100 years ahead', async () => {
    expect((await setExpiry(addDays(today(), 1))).statusCode).toBe(200);
    const max = `${Number(today().slice(0, 4)) + 100}${today().slice(4)}`;
    const res = await setExpiry(max);
    expect(res.statusCode).toBe(200);
    expect(res.data.credential.expiry).toBe(max);
  });

  it('refuses today, the day after 100 years, and a non-date', async () => {
    const today0 = await setExpiry(today());
    expect(today0.statusCode).toBe(422);
    expect(firstMessage(today0)).toBe(messages.futureDate);
    const max = `${Number(today().slice(0, 4)) + 100}${today().slice(4)}`;
    expect((await setExpiry(addDays(max, 1))).statusCode).toBe(422);
    expect((await setExpiry('2030-02-30')).statusCode).toBe(422);
  });
});

describe('credential status', () => {
  // One status here is refused on purpose: EXPIRED is the daily job's to set, not a choice of the form.
  const setStatus = (payload: object) =>
    t.call(updateCredentialStatusContract, {
      params: credentialParams(),
      body: payload as BodyOf<typeof updateCredentialStatusContract>,
      headers: s.admin,
    });

  it('verifies with feedback, and an empty feedback is none', async () => {
    await t.deps.db
      .update(credentials)
      .set({ expiry: addDays(todayIn('EST', new Date()), 30) })
      .where(eq(credentials.id, credentialId));
    const res = await setStatus({ status: 'CREDENTIAL_VERIFIED', feedback: 'Checked against the state registry.' });
    expect(res.statusCode).toBe(200);
    expect(res.data.credential).toMatchObject({
      status: 'CREDENTIAL_VERIFIED',
      feedback: 'Checked against the state registry.',
    });
    const cleared = await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: '' });
    expect(cleared.data.credential.feedback).toBeNull();
  });

  it('refuses feedback over 150 characters and setting EXPIRED by hand', async () => {
    expect((await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: 'x'.repeat(151) })).statusCode).toBe(422);
    expect((await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: 'x'.repeat(150) })).statusCode).toBe(200);
    expect((await setStatus({ status: 'CREDENTIAL_EXPIRED', feedback: '' })).statusCode).toBe(422);
  });

  it('refuses to verify a credential whose expiry has passed, saying which date to change', async () => {
    const yesterday = addDays(todayIn('EST', new Date()), -1);
    await t.deps.db.update(credentials).set({ expiry: yesterday }).where(eq(credentials.id, credentialId));
    const res = await setStatus({ status: 'CREDENTIAL_VERIFIED', feedback: '' });
    expect(res.statusCode).toBe(422);
    const message = res.json<{ error: { message: string[] } }>().error.message;
    expect(message).toEqual([productMessages.credentialExpiredCannotVerify(formatDate(yesterday))]);
    expect(message[0]).toContain(formatDate(yesterday));
    expect(message[0]).toMatch(/Set a new expiry date/);
  });

  it("refuses another facility's credential (404)", async () => {
    const res = await t.call(updateCredentialStatusContract, {
      params: credentialParams(),
      body: { status: 'CREDENTIAL_VERIFIED' },
      headers: s.manager,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('daily credential expiry', () => {
  it('expires past-due credentials once, with one CREDENTIAL notification per member of the facility, and the card shows it', async () => {
    const longAgo = addDays(todayIn('HST', new Date()), -3);
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_VERIFIED', expiry: longAgo }).where(eq(credentials.id, credentialId));
    // Uploads earlier in this file raised review notices about the same credential.
    const expiryNotices = and(eq(notifications.typeId, credentialId), eq(notifications.title, productMessages.credentialExpiredTitle));
    const { expired: first } = await expireCredentials(systemCtx(t));
    expect(first).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select({ status: credentials.status }).from(credentials).where(eq(credentials.id, credentialId));
    expect(row!.status).toBe('CREDENTIAL_EXPIRED');
    const notes = await t.deps.db.select().from(notifications).where(expiryNotices);
    const members = await t.deps.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.facilityId, s.sunrise));
    expect(notes.map((n) => n.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    for (const note of notes)
      expect(note).toMatchObject({ facilityId: s.sunrise, nurseId: employee.nurseId, title: productMessages.credentialExpiredTitle });
    // The text says the day as a person reads it (spec 000 section 9), not as the database keeps it.
    const shown = `${longAgo.slice(8, 10)}/${longAgo.slice(5, 7)}/${longAgo.slice(0, 4)}`;
    for (const note of notes) expect(note.body.endsWith(` expired on ${shown}.`), note.body).toBe(true);

    expect((await expireCredentials(systemCtx(t))).expired).toBe(0);
    const [again] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(expiryNotices);
    expect(again!.n).toBe(members.length);

    const card = await t.call(getEmployeeContract, { params: { employeeId: employee.id }, headers: s.admin });
    expect(card.data).toMatchObject({
      is_credential_expired: true,
      is_selectable: false,
    });
  });

  it('leaves a credential valid through its expiry day', async () => {
    const today = todayIn('HST', new Date());
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_VERIFIED', expiry: today }).where(eq(credentials.id, credentialId));
    await expireCredentials(systemCtx(t));
    const [row] = await t.deps.db.select({ status: credentials.status }).from(credentials).where(eq(credentials.id, credentialId));
    expect(row!.status).toBe('CREDENTIAL_VERIFIED');
  });
});

describe('facility-wide credentials', () => {
  const list = async (query: QueryOf<typeof listFacilityCredentialsContract>) => {
    const res = await t.call(listFacilityCredentialsContract, { query, headers: s.admin });
    expect(res.statusCode).toBe(200);
    return res.data;
  };

  it('filters by status and by expiring within N days, and sorts', async () => {
    const pending = await list({ status: 'CREDENTIAL_PENDING', page_size: 100 });
    expect(pending.results.every((r) => r.status === 'CREDENTIAL_PENDING')).toBe(true);
    const soon = await list({ expiring_within: 30, page_size: 100 });
    const today = todayIn('EST', new Date());
    expect(soon.results.every((r) => r.expiry !== null && r.expiry >= today && r.expiry <= addDays(today, 30))).toBe(true);
    const byExpiry = await list({ ordering: '-expiry', page_size: 50 });
    const dates = byExpiry.results.map((r) => r.expiry).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await list({ page_size: 5, page: 2 });
    expect(all.results).toHaveLength(5);
    expect(all.count).toBeGreaterThan(10);
  });
});
