import { randomInt } from 'node:crypto';
import type { PathParams } from '@careroster/shared/api/contract';
import { employeeSearchContract, type EmployeeSearchQuery } from '@careroster/shared/api/employees/employee-search';
import { getEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listEmployeesContract, type ListEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { updateCredentialExpiryContract } from '@careroster/shared/api/employees/update-credential-expiry';
import { updateCredentialStatusContract } from '@careroster/shared/api/employees/update-credential-status';
import { uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCredential, buildEmployee } from '../../src/db/factories/workforce';
import { credentials, employees } from '../../src/db/schema';
import { seededRandom } from '../../src/db/seed/random';
import { expireCredentials } from '../../src/modules/employees/credential-expiry-job';
import { type BodyOf, dataOf, type QueryOf } from '../helpers/contract-call';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';
import { pngBytes } from './fixtures';

// Decision 012: the credential state is stored on the employee row; these tests write credentials
// every way the product does and read the state back through the card and the picker.
const rnd = seededRandom(randomInt(1, 2 ** 31));
const t = useTestApp();
const s = useDemoSessions(t);

const card = async (employeeId: string) => (await t.call(getEmployeeContract, { params: { employeeId }, headers: s.admin })).data;
const picker = async (shiftId: string, positionId: string, query: Omit<QueryOf<typeof availableEmployeesContract>, 'position_id'>) =>
  (await t.call(availableEmployeesContract, { params: { id: shiftId }, query: { position_id: positionId, ...query }, headers: s.admin }))
    .data;
const listed = async (query: ListEmployeesQuery) => (await t.call(listEmployeesContract, { query, headers: s.admin })).data;
const searched = async (query: EmployeeSearchQuery) => (await t.call(employeeSearchContract, { query, headers: s.admin })).data;
type CredentialParams = PathParams<typeof updateCredentialStatusContract>;
const setStatus = async (params: CredentialParams, body: BodyOf<typeof updateCredentialStatusContract>) =>
  dataOf(await t.call(updateCredentialStatusContract, { params, body, headers: s.admin }));
const setExpiry = async (params: CredentialParams, body: BodyOf<typeof updateCredentialExpiryContract>) =>
  dataOf(await t.call(updateCredentialExpiryContract, { params, body, headers: s.admin }));

/** A nurse alone under her own last name, with one verified RN License, and an RN opening 12 days out. */
async function pickableNurse(last: string) {
  const shift = await addShift(t, s.sunrise, { daysAhead: 12 });
  const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'] });
  const nurse = await addNurse(t, s.sunrise, { last });
  const [credential] = await t.deps.db.select().from(credentials).where(eq(credentials.nurseId, nurse.nurseId));
  const credentialParams = { employeeId: nurse.id, credentialId: credential!.id };
  const pickable = async () => (await picker(shift.id, position.id, { search: last })).results.some((r) => r.id === nurse.id);
  return { nurse, shift, position, credential: credential!, credentialParams, pickable };
}

describe('stored credential state', () => {
  it('follows status changes, uploads, new and deleted credentials', async () => {
    const { nurse, credentialParams, pickable } = await pickableNurse('Quillfeather');
    expect(await pickable()).toBe(true);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_selectable: true });

    await setStatus(credentialParams, { status: 'CREDENTIAL_REJECTED', feedback: 'Unreadable scan' });
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_selectable: false });
    await setStatus(credentialParams, { status: 'CREDENTIAL_VERIFIED' });
    expect(await pickable()).toBe(true);

    // A new document sends the credential back to review.
    const body = new FormData();
    body.set('upload_data_2', new Blob([await pngBytes()], { type: 'application/octet-stream' }), 'license.png');
    const upload = await t.call(uploadCredentialContract, {
      params: { employeeId: nurse.id, credentialDataId: credentialParams.credentialId },
      body,
      headers: s.admin,
    });
    expect(upload.statusCode).toBe(200);
    expect(await pickable()).toBe(false);
    await setStatus(credentialParams, { status: 'CREDENTIAL_VERIFIED' });
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
    const { nurse, credentialParams, pickable } = await pickableNurse('Marchbanks');
    await setExpiry(credentialParams, { expiry: addDays(today(), 5) });
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_credential_expired: false, is_selectable: true });
    await setExpiry(credentialParams, { expiry: addDays(today(), 400) });
    expect(await pickable()).toBe(true);
  });

  it('follows the expiry job, and a new date with a verification makes the nurse pickable again', async () => {
    const { nurse, credential, credentialParams, pickable } = await pickableNurse('Oakenshaw');
    await t.deps.db
      .update(credentials)
      .set({ expiry: addDays(todayIn('HST', new Date()), -2) })
      .where(eq(credentials.id, credential.id));
    expect(await pickable()).toBe(false);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_credential_expired: true, is_selectable: false });

    expect((await expireCredentials(systemCtx(t))).expired).toBeGreaterThanOrEqual(1);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_credential_expired: true });

    // A new date puts it back to review: no longer expired, not yet verified.
    await setExpiry(credentialParams, { expiry: addDays(today(), 400) });
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: false, is_credential_expired: false });
    expect(await pickable()).toBe(false);
    await setStatus(credentialParams, { status: 'CREDENTIAL_VERIFIED' });
    expect(await pickable()).toBe(true);
    expect(await card(nurse.id)).toMatchObject({ is_credential_complete: true, is_selectable: true });
  });

  it('gives a nurse who joins another facility the state of the credentials she already has', async () => {
    const { nurse } = await pickableNurse('Wetherall');
    const row = buildEmployee(rnd, { facilityId: s.maple, nurseId: nurse.nurseId, empId: randomInt(100_000, 2_000_000_000) });
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
      expect((await listed({ search: fragment })).results.map((r) => r.id)).toEqual([nurse.id]);
      expect((await searched({ search: fragment, user_type: 'IN' })).results.map((r) => r.id)).toEqual([nurse.id]);
      expect((await picker(shift.id, position.id, { search: fragment })).results.map((r) => r.id)).toEqual([nurse.id]);
    }
    // Across the space between first and last name.
    const first = nurse.name.split(' ')[0]!;
    const across = `${first.slice(-2)} feathers`.toUpperCase();
    expect((await listed({ search: across })).results.map((r) => r.id)).toContain(nurse.id);
  });
});

describe('totals', () => {
  it('stay the same on every page and past the end, with and without a search', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 14 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['IN'] });
    for (let i = 0; i < 7; i += 1) await addNurse(t, s.sunrise, { last: 'Paginaria' });
    for (const list of [
      (page: number) => listed({ search: 'paginaria', page_size: 5, page }),
      (page: number) => searched({ search: 'PAGINARIA', user_type: 'IN', page_size: 5, page }),
      (page: number) => picker(shift.id, position.id, { search: 'aginari', page_size: 5, page }),
    ]) {
      const pages = [await list(1), await list(2), await list(3)];
      expect(pages.map((p) => p.count)).toEqual([7, 7, 7]);
      expect(pages.map((p) => p.results.length)).toEqual([5, 2, 0]);
      expect(new Set(pages.flatMap((p) => p.results.map((r) => r.id))).size).toBe(7);
    }

    const [roster] = await t.deps.db.select({ n: count() }).from(employees).where(eq(employees.facilityId, s.sunrise));
    const [active] = await t.deps.db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.facilityId, s.sunrise), eq(employees.status, 'ACTIVE')));
    for (const [query, total] of [
      [{}, roster!.n],
      [{ status: 'ACTIVE' }, active!.n],
    ] as const) {
      const first = await listed({ page_size: 5, ...query });
      const last = await listed({ page_size: 5, page: Math.ceil(total / 5), ...query });
      const beyond = await listed({ page_size: 5, page: Math.ceil(total / 5) + 1, ...query });
      expect([first.count, last.count, beyond.count]).toEqual([total, total, total]);
      expect(last.results.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));
    }
  });
});
