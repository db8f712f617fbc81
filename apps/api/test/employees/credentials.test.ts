import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialDocuments, credentials, memberships, notifications } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { expireCredentials } from '../../src/modules/employees/credential-expiry-job';
import { addDays } from '@careroster/shared/format/wall-clock';
import { multipart } from '../helpers/multipart';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { docBytes, exeBytes, pdfBytes, pngBytes, soloEmployee } from './fixtures';

type Credential = { id: string; status: string; expiry: string | null; feedback: string | null; credential_data: { id: string; thumbnails: string | null; upload_data_2: string; filename: string; file_type: string | null }[] };

let t: TestApp;
let headers: Record<string, string>;
let sunrise: string;
let employee: { id: string; nurseId: string };
let credentialId: string;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  headers = bearer((await t.login(demoUsers.admin)).token, sunrise);
  employee = await soloEmployee(t, sunrise);
  const [c] = await t.deps.db.select({ id: credentials.id }).from(credentials).where(eq(credentials.nurseId, employee.nurseId)).limit(1);
  credentialId = c!.id;
});
afterAll(() => t.close());

const base = () => `/facilities/employees/${employee.id}/credentials`;
const upload = (target: string, filename: string, data: Buffer) => {
  const body = multipart('upload_data_2', filename, data);
  return t.app.inject({ method: 'PATCH', url: api(`${base()}/${target}`), headers: { ...headers, ...body.headers }, payload: body.payload });
};
const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url: api(url), headers, payload });
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];

describe('credentials list', () => {
  it("lists the employee's credentials with their documents", async () => {
    const res = await t.app.inject({ method: 'GET', url: api(base()), headers });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: Credential[] }>().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((c) => c.id)).toContain(credentialId);
  });
});

describe('credential upload', () => {
  it('stores a PNG by content, makes a thumbnail, and serves both only through the API', async () => {
    const png = await pngBytes();
    const res = await upload(credentialId, 'license.png', png);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { message: string; credential: Credential } }>().data;
    expect(data.message).toBe(messages.credentialUpdated);
    expect(data.credential.status).toBe('CREDENTIAL_PENDING');
    const doc = data.credential.credential_data.find((d) => d.filename === 'license.png')!;
    expect(doc.thumbnails).not.toBeNull();

    const file = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2), headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: api(doc.thumbnails!), headers });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    // Stored in the engine's default store (DATA_DIR/uploads on PGlite, stored_files on PostgreSQL),
    // and nothing is reachable without a session.
    const [stored] = await t.deps.db.select({ filePath: credentialDocuments.filePath }).from(credentialDocuments).where(eq(credentialDocuments.id, doc.id));
    expect(await t.deps.files.exists(stored!.filePath)).toBe(true);
    if (t.deps.files.kind === 'dir') expect(fs.existsSync(path.join(t.dataDir, 'uploads', stored!.filePath))).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2) });
    expect(anonymous.statusCode).toBe(401);
    const other = bearer((await t.login(demoUsers.manager)).token, await t.mapleId());
    const foreign = await t.app.inject({ method: 'GET', url: api(doc.upload_data_2), headers: other });
    expect(foreign.statusCode).toBe(404);
  });

  it('makes a thumbnail of a PDF and none of a .doc', async () => {
    const pdf = await upload(credentialId, 'card.pdf', pdfBytes());
    expect(pdf.statusCode).toBe(200);
    const pdfDoc = pdf.json<{ data: { credential: Credential } }>().data.credential.credential_data.find((d) => d.filename === 'card.pdf')!;
    expect(pdfDoc.thumbnails).not.toBeNull();

    const doc = await upload(credentialId, 'letter.doc', docBytes());
    expect(doc.statusCode).toBe(200);
    const docData = doc.json<{ data: { credential: Credential } }>().data.credential.credential_data.find((d) => d.filename === 'letter.doc')!;
    expect(docData.thumbnails).toBeNull();
  });

  it('answers the type sniffed from the bytes, not the one the name claims', async () => {
    const res = await upload(credentialId, 'scan.jpg', pdfBytes());
    expect(res.statusCode).toBe(200);
    const docs = res.json<{ data: { credential: Credential } }>().data.credential.credential_data;
    expect(docs.find((d) => d.filename === 'scan.jpg')?.file_type).toBe('pdf');
    const list = (await t.app.inject({ method: 'GET', url: api(base()), headers })).json<{ data: Credential[] }>().data;
    const listed = list.find((c) => c.id === credentialId)!.credential_data;
    expect(listed.find((d) => d.filename === 'scan.jpg')?.file_type).toBe('pdf');
    expect(listed.find((d) => d.filename === 'letter.doc')?.file_type).toBe('doc');
  });

  it('replaces the file of an existing document', async () => {
    const first = await upload(credentialId, 'front.png', await pngBytes());
    const doc = first.json<{ data: { credential: Credential } }>().data.credential.credential_data.find((d) => d.filename === 'front.png')!;
    const storedKeys = async () => {
      const [row] = await t.deps.db.select().from(credentialDocuments).where(eq(credentialDocuments.id, doc.id));
      return [row!.filePath, row!.thumbnailPath!];
    };
    const oldKeys = await storedKeys();
    const second = await upload(doc.id, 'front-new.pdf', pdfBytes());
    expect(second.statusCode).toBe(200);
    const docs = second.json<{ data: { credential: Credential } }>().data.credential.credential_data;
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
    const res = await patch(`${base()}/${credentialId}`, {});
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(productMessages.fileRequired);
  });
});

describe('credential expiry', () => {
  const today = () => todayIn('EST');
  const setExpiry = (expiry: string) => patch(`${base()}/${credentialId}/expiry`, { expiry });

  it('accepts tomorrow and 100 years ahead', async () => {
    expect((await setExpiry(addDays(today(), 1))).statusCode).toBe(200);
    const max = `${Number(today().slice(0, 4)) + 100}${today().slice(4)}`;
    const res = await setExpiry(max);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { credential: Credential } }>().data.credential.expiry).toBe(max);
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
  const setStatus = (payload: object) => patch(`${base()}/${credentialId}/status`, payload);

  it('verifies with feedback, and an empty feedback is none', async () => {
    await t.deps.db.update(credentials).set({ expiry: addDays(todayIn('EST'), 30) }).where(eq(credentials.id, credentialId));
    const res = await setStatus({ status: 'CREDENTIAL_VERIFIED', feedback: 'Checked against the state registry.' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { credential: Credential } }>().data.credential).toMatchObject({ status: 'CREDENTIAL_VERIFIED', feedback: 'Checked against the state registry.' });
    const cleared = await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: '' });
    expect(cleared.json<{ data: { credential: Credential } }>().data.credential.feedback).toBeNull();
  });

  it('refuses feedback over 150 characters and setting EXPIRED by hand', async () => {
    expect((await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: 'x'.repeat(151) })).statusCode).toBe(422);
    expect((await setStatus({ status: 'CREDENTIAL_REJECTED', feedback: 'x'.repeat(150) })).statusCode).toBe(200);
    expect((await setStatus({ status: 'CREDENTIAL_EXPIRED', feedback: '' })).statusCode).toBe(422);
  });

  it('refuses to verify a credential whose expiry has passed, saying which date to change', async () => {
    const yesterday = addDays(todayIn('EST'), -1);
    await t.deps.db.update(credentials).set({ expiry: yesterday }).where(eq(credentials.id, credentialId));
    const res = await setStatus({ status: 'CREDENTIAL_VERIFIED', feedback: '' });
    expect(res.statusCode).toBe(422);
    const message = res.json<{ error: { message: string[] } }>().error.message;
    expect(message).toEqual([productMessages.credentialExpiredCannotVerify(formatDate(yesterday))]);
    expect(message[0]).toContain(formatDate(yesterday));
    expect(message[0]).toMatch(/Set a new expiry date/);
  });

  it("refuses another facility's credential (404)", async () => {
    const other = bearer((await t.login(demoUsers.manager)).token, await t.mapleId());
    const res = await t.app.inject({ method: 'PATCH', url: api(`${base()}/${credentialId}/status`), headers: other, payload: { status: 'CREDENTIAL_VERIFIED' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('daily credential expiry', () => {
  it('expires past-due credentials once, with one CREDENTIAL notification per member of the facility, and the card shows it', async () => {
    const longAgo = addDays(todayIn('HST'), -3);
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_VERIFIED', expiry: longAgo }).where(eq(credentials.id, credentialId));
    // Uploads earlier in this file raised review notices about the same credential.
    const expiryNotices = and(eq(notifications.typeId, credentialId), eq(notifications.title, productMessages.credentialExpiredTitle));
    const { expired: first } = await expireCredentials(t.deps.db);
    expect(first).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select({ status: credentials.status }).from(credentials).where(eq(credentials.id, credentialId));
    expect(row!.status).toBe('CREDENTIAL_EXPIRED');
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(expiryNotices);
    const members = await t.deps.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.facilityId, sunrise));
    expect(notes.map((n) => n.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    for (const note of notes) expect(note).toMatchObject({ facilityId: sunrise, nurseId: employee.nurseId, title: productMessages.credentialExpiredTitle });
    // The text says the day as a person reads it (spec 000 section 9), not as the database keeps it.
    const shown = `${longAgo.slice(8, 10)}/${longAgo.slice(5, 7)}/${longAgo.slice(0, 4)}`;
    for (const note of notes) expect(note.body.endsWith(` expired on ${shown}.`), note.body).toBe(true);

    expect((await expireCredentials(t.deps.db)).expired).toBe(0);
    const [again] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(expiryNotices);
    expect(again!.n).toBe(members.length);

    const card = await t.app.inject({ method: 'GET', url: api(`/facilities/employees/${employee.id}`), headers });
    expect(card.json<{ data: { is_credential_expired: boolean; is_selectable: boolean } }>().data).toMatchObject({
      is_credential_expired: true,
      is_selectable: false,
    });
  });

  it('leaves a credential valid through its expiry day', async () => {
    const today = todayIn('HST');
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_VERIFIED', expiry: today }).where(eq(credentials.id, credentialId));
    await expireCredentials(t.deps.db);
    const [row] = await t.deps.db.select({ status: credentials.status }).from(credentials).where(eq(credentials.id, credentialId));
    expect(row!.status).toBe('CREDENTIAL_VERIFIED');
  });
});

describe('facility-wide credentials', () => {
  type Row = { status: string; expiry: string | null; last_name: string };
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: api(`/facilities/credentials?${query}`), headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { count: number; results: Row[] } }>().data;
  };

  it('filters by status and by expiring within N days, and sorts', async () => {
    const pending = await list('status=CREDENTIAL_PENDING&page_size=100');
    expect(pending.results.every((r) => r.status === 'CREDENTIAL_PENDING')).toBe(true);
    const soon = await list('expiring_within=30&page_size=100');
    const today = todayIn('EST');
    expect(soon.results.every((r) => r.expiry !== null && r.expiry >= today && r.expiry <= addDays(today, 30))).toBe(true);
    const byExpiry = await list('ordering=-expiry&page_size=50');
    const dates = byExpiry.results.map((r) => r.expiry).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await list('page_size=5&page=2');
    expect(all.results).toHaveLength(5);
    expect(all.count).toBeGreaterThan(10);
  });
});
