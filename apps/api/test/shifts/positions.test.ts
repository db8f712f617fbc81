import { deletePositionContract } from '@careroster/shared/api/shifts/delete-position';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { facilityAgencies, positions } from '../../src/db/schema';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addPosition, addShift } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);
let agencies: { agencyId: string; isFavorite: boolean }[];
beforeAll(async () => {
  agencies = await t.deps.db.select().from(facilityAgencies).where(eq(facilityAgencies.facilityId, s.sunrise));
});

type Rows = BodyOf<typeof savePositionsContract>['positions'];
// Rows are loose on purpose: some carry counts the server must ignore, or openings it must refuse.
const save = (shiftId: string, rows: object[]) =>
  t.call(savePositionsContract, { params: { id: shiftId }, body: { positions: rows as Rows }, headers: s.admin });
const row = (overrides: object = {}) => ({ job_title_id: JOB_TITLE_IDS.RN, total_positions: '3', applicable_for: ['IN'], ...overrides });
const hour = 3_600_000;

describe('PATCH facilities/shifts/{id}/positions', () => {
  it("answers 'Positions Added successfully!' when every row is new", async () => {
    const shift = await addShift(t, s.sunrise);
    const res = await save(shift.id, [row(), row({ job_title_id: JOB_TITLE_IDS.CNA, applicable_for: ['IN', 'EN'], rate: '24.50' })]);
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe(messages.positionsAdded);
    expect(res.data.positions).toHaveLength(2);
    expect(res.data.positions[1]).toMatchObject({
      rate: 24.5,
      total_positions: 3,
      accepted_count: 0,
      assigned_count: 0,
      status: 'OPEN',
    });
  });

  it("answers 'Positions Updated successfully!' when a row exists, and never takes counts from the client", async () => {
    const shift = await addShift(t, s.sunrise);
    const p = await addPosition(t, shift, { totalPositions: 5, assignedCount: 2 });
    const res = await save(shift.id, [row({ id: p.id, total_positions: 4, accepted_count: 0, assigned_count: 0 }), row()]);
    expect(res.data.message).toBe(messages.positionsUpdated);
    expect(res.data.positions.find((x) => x.id === p.id)).toMatchObject({ total_positions: 4, assigned_count: 2 });
  });

  it('refuses openings below accepted + assigned with the spec text, saving no row', async () => {
    const shift = await addShift(t, s.sunrise);
    const p = await addPosition(t, shift, { totalPositions: 5, acceptedCount: 1, assignedCount: 2 });
    const res = await save(shift.id, [row(), row({ id: p.id, total_positions: 2 })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual([messages.openingsBelowFilled(3)]);
    const stored = await t.deps.db.select().from(positions).where(eq(positions.shiftId, shift.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.totalPositions).toBe(5);
  });

  it('refuses openings that are not digits only (hex, exponent, leading space), saving no row', async () => {
    const shift = await addShift(t, s.sunrise);
    for (const openings of ['0x10', '1e2', ' 5']) {
      const res = await save(shift.id, [row({ total_positions: openings })]);
      expect(res.statusCode, openings).toBe(422);
      expect(res.json()).toMatchObject({ success: false, data: null, error: { message: [productMessages.openingsDigitsOnly] } });
    }
    expect(await t.deps.db.select().from(positions).where(eq(positions.shiftId, shift.id))).toHaveLength(0);
  });

  it('derives the agency preference and applies the toggles of spec 001 section 4', async () => {
    const shift = await addShift(t, s.sunrise);
    const all = agencies.map((a) => a.agencyId);
    const favorites = agencies.filter((a) => a.isFavorite).map((a) => a.agencyId);
    const res = await save(shift.id, [
      row({ applicable_for: ['AN'], agency_rate: '70', agencies: all, special_shift: true, differential_value: '3' }),
      row({
        applicable_for: ['IN', 'AN'],
        agency_rate: '70',
        agencies: favorites,
        rate: '55',
        special_shift: true,
        differential_type: 'BP',
        differential_value: '10',
      }),
      row({ applicable_for: ['IN', 'AN'], agency_rate: '70', agencies: [all[0]!] }),
      row({ applicable_for: ['IN'], agency_rate: '70', agencies: all, rate: '55' }),
    ]);
    expect(res.statusCode).toBe(200);
    const [a, b, c, d] = res.data.positions;
    expect(a).toMatchObject({ agency_preference: 'ALL', special_shift: false, differential_value: null });
    expect(new Set(a!.agencies)).toEqual(new Set(all));
    expect(b).toMatchObject({
      agency_preference: 'FAVORITE',
      rate: null,
      special_shift: true,
      differential_type: 'BP',
      differential_value: 10,
    });
    expect(c).toMatchObject({ agency_preference: 'CUSTOM_PREFERENCE', agencies: [all[0]] });
    expect(d).toMatchObject({ agency_preference: null, agencies: [], agency_rate: null, rate: null });
  });

  it('refuses a missing rate, no agency and an agency the facility does not use', async () => {
    const shift = await addShift(t, s.sunrise);
    const res = await save(shift.id, [
      row({ applicable_for: ['EN'] }),
      row({ applicable_for: ['AN'], agency_rate: '70' }),
      row({ applicable_for: ['AN'], agency_rate: '70', agencies: ['00000000-0000-4000-8000-000000000001'] }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual([
      productMessages.required('External rate'),
      productMessages.required('Staffing agency'),
      productMessages.unknownAgency,
    ]);
  });

  it('answers 404 for a row id of another shift', async () => {
    const shift = await addShift(t, s.sunrise);
    const other = await addPosition(t, await addShift(t, s.sunrise));
    expect((await save(shift.id, [row({ id: other.id })])).statusCode).toBe(404);
  });
});

describe('GET facilities/shifts/{id}/positions', () => {
  it('lists every field of spec 001 section 3 in dollars', async () => {
    const shift = await addShift(t, s.sunrise);
    await addPosition(t, shift, {
      rateCents: 5225,
      applicableFor: ['IN', 'EN'],
      differentialValue: 250,
      differentialType: 'FR',
      specialShift: true,
    });
    const res = await t.call(listPositionsContract, { params: { id: shift.id }, headers: s.admin });
    expect(res.data[0]).toMatchObject({ rate: 52.25, differential_value: 2.5, applicable_for: ['IN', 'EN'], agencies: [] });
  });
});

describe('DELETE facilities/shifts/{id}/positions/{positionId}', () => {
  const remove = (shiftId: string, positionId: string) =>
    t.call(deletePositionContract, { params: { id: shiftId, positionId }, headers: s.admin });

  it("deletes an upcoming shift's empty position with the spec toast", async () => {
    const shift = await addShift(t, s.sunrise);
    const p = await addPosition(t, shift);
    const res = await remove(shift.id, p.id);
    expect(res.data.message).toBe(messages.positionsDeleted);
  });

  it('refuses past and ongoing shifts with the spec text', async () => {
    for (const [start, end] of [
      [-10, -1],
      [-1, 1],
    ] as const) {
      const shift = await addShift(t, s.sunrise, {
        startsAt: new Date(Date.now() + start * hour),
        endsAt: new Date(Date.now() + end * hour),
      });
      const res = await remove(shift.id, (await addPosition(t, shift)).id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toEqual([messages.pastPositionDelete]);
    }
  });

  it('refuses a position with nurses on it', async () => {
    const shift = await addShift(t, s.sunrise);
    const res = await remove(shift.id, (await addPosition(t, shift, { assignedCount: 1 })).id);
    expect(res.json().error.message).toEqual([productMessages.positionHasNurses]);
  });
});
