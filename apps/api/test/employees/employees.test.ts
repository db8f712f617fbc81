import { employeeSearchContract, type EmployeeSearchQuery } from '@careroster/shared/api/employees/employee-search';
import { getEmployeeContract, getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listEmployeesContract, type ListEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { messages, productMessages } from '@careroster/shared/messages';
import { todayIn } from '@careroster/shared/format/date-time';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials, employees } from '../../src/db/schema';
import { addDays } from '@careroster/shared/format/wall-clock';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { refused } from '../helpers/contract-call';
import { soloEmployee } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

const employeesPage = async (query: ListEmployeesQuery) => (await t.call(listEmployeesContract, { query, headers: s.admin })).data;
const employeeOf = async (employeeId: string) => (await t.call(getEmployeeContract, { params: { employeeId }, headers: s.admin })).data;
const searched = async (query: EmployeeSearchQuery) => (await t.call(employeeSearchContract, { query, headers: s.admin })).data;

describe('employee list and detail', () => {
  it('pages, filters by worker type and status, and searches by name', async () => {
    const page = await employeesPage({ page_size: 5 });
    expect(page.results).toHaveLength(5);
    expect(page.count).toBeGreaterThan(5);
    const ids = page.results.map((r) => r.emp_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const wn = await employeesPage({ worker_type: 'WN', page_size: 100 });
    expect(wn.results.length).toBeGreaterThan(0);
    expect(wn.results.every((r) => r.worker_type === 'WN')).toBe(true);
    const invited = await employeesPage({ status: 'INVITED', page_size: 100 });
    expect(invited.results.every((r) => r.status === 'INVITED')).toBe(true);
    const someone = page.results[0]!;
    const found = await employeesPage({ search: `${someone.first_name} ${someone.last_name}` });
    expect(found.results.map((r) => r.id)).toContain(someone.id);
  });

  it('opens the detail by employee id and by nurse id', async () => {
    const { results } = await employeesPage({ page_size: 1 });
    const card = results[0]!;
    const detail = await employeeOf(card.id);
    expect(detail).toMatchObject({ id: card.id, hourly_rate: card.hourly_rate });
    expect(detail.mobile).toMatch(/^\d{10}$/);
    const byNurse = (await t.call(getNurseEmployeeContract, { params: { nurseId: card.nurse_id }, headers: s.admin })).data;
    expect(byNurse.id).toBe(card.id);
    expect(
      (await t.call(getEmployeeContract, { params: { employeeId: '00000000-0000-4000-8000-000000000000' }, headers: s.admin })).statusCode,
    ).toBe(404);
  });

  it('makes an employee without a monthly rate or with incomplete credentials unselectable (spec 000 section 4)', async () => {
    const employee = await soloEmployee(t, s.sunrise);
    await t.deps.db
      .update(credentials)
      .set({ status: 'CREDENTIAL_VERIFIED', expiry: '2099-01-01' })
      .where(eq(credentials.nurseId, employee.nurseId));
    await t.deps.db.update(employees).set({ status: 'ACTIVE', monthlyRateCents: 500000 }).where(eq(employees.id, employee.id));
    expect((await employeeOf(employee.id)).is_selectable).toBe(true);

    // A credential that needs an expiry date and has none is not complete (the same rule books nurses).
    await t.deps.db.update(credentials).set({ expiryRequired: true, expiry: null }).where(eq(credentials.nurseId, employee.nurseId));
    expect(await employeeOf(employee.id)).toMatchObject({ is_credential_complete: false, is_selectable: false });
    await t.deps.db.update(credentials).set({ expiry: '2099-01-01' }).where(eq(credentials.nurseId, employee.nurseId));

    await t.deps.db.update(employees).set({ monthlyRateCents: null }).where(eq(employees.id, employee.id));
    expect(await employeeOf(employee.id)).toMatchObject({ is_monthly_rate_set: false, is_selectable: false });

    await t.deps.db.update(employees).set({ monthlyRateCents: 500000 }).where(eq(employees.id, employee.id));
    await t.deps.db.update(credentials).set({ status: 'CREDENTIAL_PENDING' }).where(eq(credentials.nurseId, employee.nurseId));
    expect(await employeeOf(employee.id)).toMatchObject({ is_credential_complete: false, is_selectable: false });
    const selectable = await employeesPage({ selectable: 'true', page_size: 100 });
    expect(selectable.results.every((r) => r.is_selectable)).toBe(true);
    expect(selectable.results.map((r) => r.id)).not.toContain(employee.id);
  });
});

describe('what a card is missing', () => {
  it('lists every credential that breaks the card rule, with its reason, on the card and the detail', async () => {
    const employee = await soloEmployee(t, s.sunrise);
    const nurseCredentials = () => t.deps.db.select().from(credentials).where(eq(credentials.nurseId, employee.nurseId));
    await t.deps.db
      .update(credentials)
      .set({ status: 'CREDENTIAL_VERIFIED', expiry: '2099-01-01', expiryRequired: false })
      .where(eq(credentials.nurseId, employee.nurseId));
    const complete = await employeeOf(employee.id);
    expect(complete).toMatchObject({ is_credential_complete: true, is_credential_expired: false, credential_gaps: [] });

    const [first] = await nurseCredentials();
    const extra = [
      { credentialName: 'A TB test', status: 'CREDENTIAL_PENDING' as const, expiry: '2099-01-01' },
      { credentialName: 'B BLS card', status: 'CREDENTIAL_VERIFIED' as const, expiry: null, expiryRequired: true },
      { credentialName: 'C CPR card', status: 'CREDENTIAL_VERIFIED' as const, expiry: addDays(todayIn('EST', new Date()), -1) },
      { credentialName: 'D Flu shot', status: 'CREDENTIAL_REJECTED' as const, expiry: null },
    ];
    const added = await t.deps.db
      .insert(credentials)
      .values(extra.map((c) => ({ ...c, nurseId: employee.nurseId })))
      .returning({ id: credentials.id });
    try {
      const card = await employeeOf(employee.id);
      expect(card).toMatchObject({ is_credential_complete: false, is_credential_expired: true, is_selectable: false });
      expect(card.credential_gaps).toEqual([
        { credential_id: added[0]!.id, credential_name: 'A TB test', reason: 'PENDING' },
        { credential_id: added[1]!.id, credential_name: 'B BLS card', reason: 'NO_EXPIRY' },
        { credential_id: added[2]!.id, credential_name: 'C CPR card', reason: 'EXPIRED' },
        { credential_id: added[3]!.id, credential_name: 'D Flu shot', reason: 'REJECTED' },
      ]);
      expect(card.credential_gaps.map((g) => g.credential_id)).not.toContain(first!.id);
      const listed = await employeesPage({ search: String(card.emp_id), page_size: 100 });
      expect(listed.results.find((r) => r.id === employee.id)?.credential_gaps).toEqual(card.credential_gaps);
    } finally {
      await t.deps.db.delete(credentials).where(
        inArray(
          credentials.id,
          added.map((a) => a.id),
        ),
      );
    }
  });

  it('says nothing is missing by name when the nurse has no credential at all', async () => {
    const employee = await soloEmployee(t, s.sunrise);
    const saved = await t.deps.db.delete(credentials).where(eq(credentials.nurseId, employee.nurseId)).returning();
    try {
      expect(await employeeOf(employee.id)).toMatchObject({ is_credential_complete: false, credential_gaps: [] });
    } finally {
      await t.deps.db.insert(credentials).values(saved);
    }
  });
});

describe('employee search dialog', () => {
  it('answers { count, results } for internal and marketplace employees', async () => {
    const internal = await searched({ user_type: 'IN', page_size: 5 });
    expect(internal.results).toHaveLength(5);
    expect(internal.results[0]!.employee_at).toBe('Sunrise Care Center');
    const external = await searched({ user_type: 'EN', page_size: 5 });
    expect(external.count).toBeGreaterThan(0);
    expect(external.count).not.toBe(internal.count);
  });

  it('lists by ID ascending when no ordering is asked for (spec 000: sort by ID)', async () => {
    const { results } = await searched({ user_type: 'IN', page_size: 40 });
    const ids = results.map((r) => r.emp_id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts by ID ascending and descending, and takes only the page sizes 5, 10, 20, 30, 40', async () => {
    const asc = await searched({ user_type: 'IN', page_size: 10, ordering: 'emp_id' });
    const desc = await searched({ user_type: 'IN', page_size: 10, ordering: '-emp_id' });
    expect(asc.results.map((r) => r.emp_id)).toEqual(asc.results.map((r) => r.emp_id).sort((a, b) => a - b));
    expect(desc.results.map((r) => r.emp_id)).toEqual(desc.results.map((r) => r.emp_id).sort((a, b) => b - a));
    for (const size of [5, 10, 20, 30, 40]) await searched({ page_size: size });
    const res = await t.call(employeeSearchContract, { query: { page_size: 7 }, headers: s.admin });
    expect(refused(res, 422)[0]).toContain(productMessages.pageSizeChoices);
    // An agency type, sent past the contract's type on purpose: the dialog searches internal and marketplace only.
    const agency = { user_type: 'AN' } as object as EmployeeSearchQuery;
    expect((await t.call(employeeSearchContract, { query: agency, headers: s.admin })).statusCode).toBe(422);
  });

  it('searches by name and by emp_id', async () => {
    const first = (await searched({ user_type: 'IN', page_size: 5, ordering: 'emp_id' })).results[0]!;
    const byId = await searched({ user_type: 'IN', search: String(first.emp_id) });
    expect(byId.results.map((r) => r.id)).toContain(first.id);
    const byName = await searched({ user_type: 'IN', search: first.last_name.toLowerCase() });
    expect(byName.results.map((r) => r.id)).toContain(first.id);
    expect(byName.results.every((r) => `${r.first_name} ${r.last_name}`.toLowerCase().includes(first.last_name.toLowerCase()))).toBe(true);
  });

  it('keeps the spec text for the empty selection in shared messages', () => {
    expect(messages.selectAtLeastOneEmployee).toBe('Please select atleast one employee');
  });
});
