import { addDays } from '@careroster/shared/format/wall-clock';
import { setAvailabilityContract } from '@careroster/shared/api/staffing/availability';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeAvailability, employees } from '../../src/db/schema';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, today } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

// Some days here are malformed on purpose (a bad date or kind, a missing field), for the server to refuse.
const put = (employeeId: string, payload: object, headers = s.admin) =>
  t.call(setAvailabilityContract, {
    params: { employeeId },
    body: payload as BodyOf<typeof setAvailabilityContract>,
    headers,
  });
const stored = async (employeeId: string) =>
  t.deps.db
    .select({ date: employeeAvailability.date, kind: employeeAvailability.kind })
    .from(employeeAvailability)
    .where(eq(employeeAvailability.employeeId, employeeId));

describe('PUT facilities/employees/{employeeId}/availability', () => {
  it('sets, changes and clears one day', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const date = addDays(today(), 5);
    const set = await put(nurse.id, { date, kind: 'AVAILABLE' });
    expect(set.statusCode).toBe(200);
    expect(set.data).toEqual({ employee_id: nurse.id, date, kind: 'AVAILABLE' });
    expect((await put(nurse.id, { date, kind: 'UNAVAILABLE' })).statusCode).toBe(200);
    await put(nurse.id, { date: addDays(date, 1), kind: 'AVAILABLE' });
    expect(await stored(nurse.id)).toEqual(
      expect.arrayContaining([
        { date, kind: 'UNAVAILABLE' },
        { date: addDays(date, 1), kind: 'AVAILABLE' },
      ]),
    );
    const cleared = await put(nurse.id, { date, kind: null });
    expect(cleared.data).toEqual({ employee_id: nurse.id, date, kind: null });
    expect(await stored(nurse.id)).toEqual([{ date: addDays(date, 1), kind: 'AVAILABLE' }]);
    // Clearing a day never said is no error.
    expect((await put(nurse.id, { date: addDays(date, 9), kind: null })).statusCode).toBe(200);
  });

  it('refuses a bad date or kind with a 422', async () => {
    const nurse = await addNurse(t, s.sunrise);
    for (const payload of [{ date: '2026-02-30', kind: 'AVAILABLE' }, { date: today(), kind: 'MAYBE' }, { date: today() }, {}]) {
      const res = await put(nurse.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
  });

  it("answers another facility's employee with 404, and another facility's header with 403", async () => {
    const [mapleEmployee] = await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, s.maple)).limit(1);
    const res = await put(mapleEmployee!.id, { date: today(), kind: 'AVAILABLE' });
    expect(res.statusCode).toBe(404);
    const rows = await t.deps.db
      .select()
      .from(employeeAvailability)
      .where(and(eq(employeeAvailability.employeeId, mapleEmployee!.id), eq(employeeAvailability.date, today())));
    expect(rows).toEqual([]);
    expect(
      (await put(mapleEmployee!.id, { date: today(), kind: 'AVAILABLE' }, { ...s.manager, 'facility-id': s.sunrise })).statusCode,
    ).toBe(403);
  });
});
