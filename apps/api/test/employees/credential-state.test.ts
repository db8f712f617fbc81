import { randomInt } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCredential, buildEmployee } from '../../src/db/factories/workforce';
import { credentials, employees } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { seededRandom } from '../../src/db/seed/random';
import { expireCredentials } from '../../src/modules/employees/credential-expiry-job';
import { multipart } from '../helpers/multipart';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';
import { pngBytes } from './fixtures';

// Decision 012: the credential state is stored on the employee row; these tests write credentials
// every way the product does and read the state back through the card and the picker.
const rnd = seededRandom(randomInt(1, 2 ** 31));
let t: TestApp;
let headers: Record<string, string>;
let sunrise: string;
beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  headers = bearer((await t.login(demoUsers.admin)).token, sunrise);
});
afterAll(() => t.close());

type Card = { is_credential_complete: boolean; is_credential_expired: boolean; is_selectable: boolean };
type Page = { count: number; results: { id: string; last_name?: string }[] };

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url: api(url), headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
};
const patch = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'PATCH', url: api(url), headers, payload });
  expect(res.statusCode).toBe(200);
};
const card = (employeeId: string) => get<Card>(`/facilities/employees/${employeeId}`);
const picker = (shiftId: string, positionId: string, query: string) =>
  get<Page>(`/facilities/shifts/${shiftId}/employees-available?position_id=${positionId}&${query}`);

/** A nurse alone under her own last name, with one verified RN License, and an RN opening 12 days out. */
async function pickableNurse(last: string) {
  const shift = await addShift(t, sunrise, { daysAhead: 12 });
  const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'] });
  const nurse = await addNurse(t, sunrise, { last });
  const [credential] = await t.deps.db.select().from(credentials).where(eq(credentials.nurseId, nurse.nurseId));
  const credentialUrl = `/facilities/employees/${nurse.id}/credentials/${credential!.id}`;
  const pickable = async () => (await picker(shift.id, position.id, `search=${last}`)).results.some((r) => r.id === nurse.id);
  return { nurse, shift, position, credential: credential!, credentialUrl, pickable };
}

describe('stored credential state', () => {
  it('follows status changes, uploads, new and deleted credentials', async () => {
    const { nurse, credentialUrl, pickable } = await pickableNurse('Quillfeather');
    expect(await pickable()).toBe(true);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_selectable: true });

    await patch(`${credentialUrl}/status`, { status: 'CREDENTIAL_REJECTED', feedback: 'Unreadable scan' });
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_selectable: false });
    await patch(`${credentialUrl}/status`, { status: 'CREDENTIAL_VERIFIED' });
    expect(await pickable()).toBe(true);

    // A new document sends the credential back to review.
    const body = multipart('upload_data_2', 'license.png', await pngBytes());
    const upload = await t.app.inject({ method: 'PATCH', url: api(credentialUrl), headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(upload.statusCode).toBe(200);
    expect(await pickable()).toBe(false);
    await patch(`${credentialUrl}/status`, { status: 'CREDENTIAL_VERIFIED' });
    expect(await pickable()).toBe(true);

    const added = buildCredential(rnd, { nurseId: nurse.nurseId, credentialName: 'TB Test', status: 'CREDENTIAL_PENDING' });
    await t.deps.db.insert(credentials).values(added);
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false });
    await t.deps.db.delete(credentials).where(eq(credentials.id, added.id));
    expect(await pickable()).toBe(true);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true });
  });

  it("counts an expiry before the shift's last day against the shift, not against today's card", async () => {
    const { nurse, credentialUrl, pickable } = await pickableNurse('Marchbanks');
    await patch(`${credentialUrl}/expiry`, { expiry: addDays(today(), 5) });
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_credential_expired: false, is_selectable: true });
    await patch(`${credentialUrl}/expiry`, { expiry: addDays(today(), 400) });
    expect(await pickable()).toBe(true);
  });

  it('follows the expiry job, and a new date with a verification makes the nurse pickable again', async () => {
    const { nurse, credential, credentialUrl, pickable } = await pickableNurse('Oakenshaw');
    await t.deps.db.update(credentials).set({ expiry: addDays(todayIn('HST'), -2) }).where(eq(credentials.id, credential.id));
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_credential_expired: true, is_selectable: false });

    expect((await expireCredentials(t.deps.db)).expired).toBeGreaterThanOrEqual(1);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_credential_expired: true });

    // A new date puts it back to review: no longer expired, not yet verified.
    await patch(`${credentialUrl}/expiry`, { expiry: addDays(today(), 400) });
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_credential_expired: false });
    expect(await pickable()).toBe(false);
    await patch(`${credentialUrl}/status`, { status: 'CREDENTIAL_VERIFIED' });
    expect(await pickable()).toBe(true);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_selectable: true });
  });

  it('gives a nurse who joins another facility the state of the credentials she already has', async () => {
    const { nurse } = await pickableNurse('Wetherall');
    const maple = await t.mapleId();
    const row = buildEmployee(rnd, { facilityId: maple, nurseId: nurse.nurseId, empId: randomInt(100_000, 2_000_000_000) });
    await t.deps.db.insert(employees).values(row);
    const [stored] = await t.deps.db
      .select({ complete: employees.credentialsComplete, validThrough: employees.credentialsValidThrough })
      .from(employees)
      .where(eq(employees.id, row.id));
    expect(stored).toEqual({ complete: true, validThrough: addDays(today(), 400) });
  });
});

describe('name search', () => {
  it('finds a fragment from the middle of a name, in any case, on the list, the search dialog and the picker', async () => {
    const { nurse, shift, position } = await pickableNurse('Featherstonehaugh');
    for (const fragment of ['THERSTONE', 'stoneHau']) {
      expect((await get<Page>(`/facilities/employees?search=${fragment}`)).results.map((r) => r.id)).toEqual([nurse.id]);
      expect((await get<Page>(`/facilities/employee-search?search=${fragment}&user_type=IN`)).results.map((r) => r.id)).toEqual([nurse.id]);
      expect((await picker(shift.id, position.id, `search=${fragment}`)).results.map((r) => r.id)).toEqual([nurse.id]);
    }
    // Across the space between first and last name.
    const first = nurse.name.split(' ')[0]!;
    const across = encodeURIComponent(`${first.slice(-2)} feathers`.toUpperCase());
    expect((await get<Page>(`/facilities/employees?search=${across}`)).results.map((r) => r.id)).toContain(nurse.id);
  });
});

describe('totals', () => {
  it('stay the same on every page and past the end, with and without a search', async () => {
    const shift = await addShift(t, sunrise, { daysAhead: 14 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'] });
    for (let i = 0; i < 7; i += 1) await addNurse(t, sunrise, { last: 'Paginaria' });
    for (const list of [
      (page: number) => get<Page>(`/facilities/employees?search=paginaria&page_size=5&page=${page}`),
      (page: number) => get<Page>(`/facilities/employee-search?search=PAGINARIA&user_type=IN&page_size=5&page=${page}`),
      (page: number) => picker(shift.id, position.id, `search=aginari&page_size=5&page=${page}`),
    ]) {
      const pages = [await list(1), await list(2), await list(3)];
      expect(pages.map((p) => p.count)).toEqual([7, 7, 7]);
      expect(pages.map((p) => p.results.length)).toEqual([5, 2, 0]);
      expect(new Set(pages.flatMap((p) => p.results.map((r) => r.id))).size).toBe(7);
    }

    const [roster] = await t.deps.db.select({ n: count() }).from(employees).where(eq(employees.facilityId, sunrise));
    const [active] = await t.deps.db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.facilityId, sunrise), eq(employees.status, 'ACTIVE')));
    for (const [query, total] of [['', roster!.n], ['&status=ACTIVE', active!.n]] as const) {
      const first = await get<Page>(`/facilities/employees?page_size=5${query}`);
      const last = await get<Page>(`/facilities/employees?page_size=5&page=${Math.ceil(total / 5)}${query}`);
      const beyond = await get<Page>(`/facilities/employees?page_size=5&page=${Math.ceil(total / 5) + 1}${query}`);
      expect([first.count, last.count, beyond.count]).toEqual([total, total, total]);
      expect(last.results.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));
    }
  });
});
