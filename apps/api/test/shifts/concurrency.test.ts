import { pathOf } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { messages } from '@careroster/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from './fixtures';

/**
 * PGlite runs one transaction at a time, so on it every request would see the one before it
 * finished and no race could show. Only the PostgreSQL run proves that the conditional UPDATE
 * and the no-overlap constraint hold under concurrent managers.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('concurrent assignments on PostgreSQL', () => {
  const t = useTestApp();
  const s = useDemoSessions(t);
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  // Over real HTTP, so the requests race on the server's pool: the URL and method are still the contract's.
  const assign = (shiftId: string, positionId: string, nurseId: string) =>
    fetch(`${base}${API_BASE}${pathOf(assignEmployeesContract, { id: shiftId })}`, {
      method: assignEmployeesContract.method,
      headers: { ...s.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ nurses: [{ id: nurseId }], position: positionId }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error: { message: string[] } | null } }));

  it('fills 5 openings exactly once from 50 simultaneous requests', async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 25 });
    const position = await addPosition(t, shift, { totalPositions: 5 });
    const nurses = [];
    for (let i = 0; i < 50; i += 1) nurses.push(await addNurse(t, s.sunrise));
    const results = await Promise.all(nurses.map((n) => assign(shift.id, position.id, n.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error!.message[0]).toMatch(/^Can not select more than \d nurses$/);
    }
    const [stored] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(stored).toMatchObject({ assignedCount: 5, status: 'FILLED' });
    const { rows } = (await t.sql(sql`select count(*)::int as n from assignments where position_id = ${position.id}`)) as {
      rows: unknown[];
    };
    expect(rows[0]).toEqual({ n: 5 });
    expect(refused.some((r) => r.body.error!.message[0] === messages.cannotSelectMoreNurses(0))).toBe(true);
  });

  it('books one nurse once when two managers put her on overlapping shifts at the same moment', async () => {
    const nurse = await addNurse(t, s.sunrise);
    // Enough rounds that both outcomes of the race come up: the exclusion check refusing the later
    // insert (23P01) and PostgreSQL aborting one of two waiting inserts as a deadlock (40P01).
    for (let round = 0; round < 20; round += 1) {
      const a = await addShift(t, s.sunrise, { daysAhead: 30 + round });
      const b = await addShift(t, s.sunrise, { daysAhead: 30 + round, start: '10:00', end: '18:00' });
      const [pa, pb] = [await addPosition(t, a), await addPosition(t, b)];
      const results = await Promise.all([assign(a.id, pa.id, nurse.id), assign(b.id, pb.id, nurse.id)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const { rows } = (await t.sql(
        sql`select (select assigned_count from positions where id = ${pa.id}) + (select assigned_count from positions where id = ${pb.id}) as n`,
      )) as { rows: unknown[] };
      expect(rows[0]).toEqual({ n: 1 });
    }
  });
});
