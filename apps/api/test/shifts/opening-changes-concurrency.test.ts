import { pathOf } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { splitShiftContract } from '@careroster/shared/api/shifts/split-shift';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, shiftForm } from './fixtures';

/**
 * PGlite runs one transaction at a time; only PostgreSQL shows a booking racing a change of the
 * shift's times. The change holds the shift and its positions; a booking takes its opening under
 * the position's lock and reads the shift's times after it, so it lands with the times the shift
 * has when both have committed.
 */
describe.runIf(process.env.TEST_DB === 'postgres')("a change of a shift's times racing a booking on PostgreSQL", () => {
  const t = useTestApp();
  const s = useDemoSessions(t);
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = (path: string, method: string, body: object) =>
    fetch(`${base}${API_BASE}${path}`, {
      method,
      headers: { ...s.admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.status);

  it('never leaves a booking with times other than its shift', async () => {
    for (let round = 0; round < 10; round += 1) {
      const shift = await addShift(t, s.sunrise, { daysAhead: 80 + round, start: '07:00', end: '19:00' });
      const position = await addPosition(t, shift, { totalPositions: 5 });
      const [first, second] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
      expect(
        await post(pathOf(assignEmployeesContract, { id: shift.id }), 'PATCH', { nurses: [{ id: first.id }], position: position.id }),
      ).toBe(200);
      const [split, booked] = await Promise.all([
        post(pathOf(splitShiftContract, { id: shift.id }), 'POST', { at: '13:00' }),
        post(pathOf(assignEmployeesContract, { id: shift.id }), assignEmployeesContract.method, {
          nurses: [{ id: second.id }],
          position: position.id,
        }),
      ]);
      expect([split, booked]).toEqual([200, 200]);
      expect(await offTheirShift(first.id, second.id)).toEqual({ n: 2, off: 0 });
    }
  });

  it('never leaves a booking with times other than its shift when the shift form moves it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const shift = await addShift(t, s.sunrise, { daysAhead: 100 + round, start: '07:00', end: '15:00' });
      const position = await addPosition(t, shift, { totalPositions: 5 });
      const [first, second] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
      expect(
        await post(pathOf(assignEmployeesContract, { id: shift.id }), 'PATCH', { nurses: [{ id: first.id }], position: position.id }),
      ).toBe(200);
      const form = shiftForm({
        start_date: shift.startDate,
        end_date: shift.startDate,
        start_time: '09:00',
        end_time: '17:00',
        shiftType: 'custom',
      });
      const [moved, booked] = await Promise.all([
        post(pathOf(updateShiftContract, { id: shift.id }), updateShiftContract.method, form),
        post(pathOf(assignEmployeesContract, { id: shift.id }), assignEmployeesContract.method, {
          nurses: [{ id: second.id }],
          position: position.id,
        }),
      ]);
      expect([moved, booked]).toEqual([200, 200]);
      expect(await offTheirShift(first.id, second.id)).toEqual({ n: 2, off: 0 });
    }
  });

  async function offTheirShift(...employeeIds: string[]) {
    const { rows } = (await t.sql(sql`
      select count(*)::int as n, count(*) filter (where a.starts_at <> s.starts_at or a.ends_at <> s.ends_at)::int as off
      from assignments a join positions p on p.id = a.position_id join shifts s on s.id = p.shift_id
      where a.employee_id in (${sql.join(
        employeeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`)) as { rows: { n: number; off: number }[] };
    return rows[0];
  }
});
