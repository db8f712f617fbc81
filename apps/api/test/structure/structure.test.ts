import { getCensusContract } from '@careroster/shared/api/shifts/get-census';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import {
  createDepartmentContract,
  createUnitContract,
  deleteDepartmentContract,
  deleteUnitContract,
  getStructureContract,
  listUnitCensusContract,
  saveUnitCensusContract,
  setShiftTypeColourContract,
  setSupervisorContract,
  updateUnitContract,
  type CreateUnitBody,
  type UpdateUnitBody,
} from '@careroster/shared/api/structure/structure';
import { STRUCTURE_NAME_MAX_LENGTH } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departments, employees, floors, shifts, units } from '../../src/db/schema';
import { refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

const createUnit = (body: CreateUnitBody, headers: Record<string, string> = s.admin) => t.call(createUnitContract, { body, headers });
const updateUnit = (unitId: string, body: UpdateUnitBody, headers: Record<string, string> = s.admin) =>
  t.call(updateUnitContract, { params: { unitId }, body, headers });

describe('units', () => {
  it('are read by anyone with facility access, with their parents, floors and colours', async () => {
    const mine = (await t.call(getStructureContract, { headers: s.manager })).data;
    expect(mine.units.map((u) => u.name)).toContain('Oak North');
    const oak = mine.units.find((u) => u.name === 'Oak Unit')!;
    expect(mine.units.find((u) => u.name === 'Oak North')!.parent_id).toBe(oak.id);
    expect(mine.floors.map((f) => f.name)).toContain('Ground Floor');
    expect(mine.shift_type_colours.map((c) => c.shift_type)).toEqual(['morning', 'evening', 'night', 'custom']);
    // Sunrise's units are not Maple's.
    expect(mine.units.map((u) => u.name)).not.toContain('Palm A');
  });

  it('are created trimmed, with a colour and a floor, and their names are unique per facility whatever the case', async () => {
    const structure = (await t.call(getStructureContract, { headers: s.admin })).data;
    const floor = structure.floors[0]!;
    const unit = (await createUnit({ name: '  Harbor Unit ', floor_id: floor.id, colour: 'teal' })).data;
    expect(unit).toMatchObject({ name: 'Harbor Unit', floor_id: floor.id, colour: 'teal', parent_id: null });
    expect(refused(await createUnit({ name: 'harbor UNIT' }), 409)).toEqual([productMessages.structureUnitNameTaken]);
    expect(refused(await createUnit({ name: '   ' }), 422)).toContain(productMessages.structureNameRequired);
    expect(refused(await createUnit({ name: 'x'.repeat(STRUCTURE_NAME_MAX_LENGTH + 1) }), 422)).toContain(
      productMessages.structureNameTooLong(STRUCTURE_NAME_MAX_LENGTH),
    );
    expect(refused(await createUnit({ name: 'Colourful', colour: 'chartreuse' as 'teal' }), 422)).toContain(
      productMessages.structureColourUnknown,
    );
    // Renaming to its own name in another case is not a clash with itself.
    expect((await updateUnit(unit.id, { name: 'HARBOR Unit' })).data.name).toBe('HARBOR Unit');
  });

  it('have one level of subunits', async () => {
    const parent = (await createUnit({ name: 'Lighthouse' })).data;
    const sub = (await createUnit({ name: 'Lighthouse East', parent_id: parent.id })).data;
    expect(sub.parent_id).toBe(parent.id);
    expect(refused(await createUnit({ name: 'Lighthouse East 2', parent_id: sub.id }), 422)).toEqual([
      productMessages.structureSubunitDepth,
    ]);
    expect(refused(await updateUnit(parent.id, { parent_id: parent.id }), 422)).toEqual([productMessages.structureUnitOwnParent]);
    const other = (await createUnit({ name: 'Dockside' })).data;
    expect(refused(await updateUnit(parent.id, { parent_id: other.id }), 422)).toEqual([productMessages.structureUnitHasSubunits]);
    // A unit without subunits moves under another, and back to the first level.
    expect((await updateUnit(other.id, { parent_id: parent.id })).data.parent_id).toBe(parent.id);
    expect((await updateUnit(other.id, { parent_id: null })).data.parent_id).toBeNull();
  });

  it('are deleted only when nothing uses them', async () => {
    const parent = (await createUnit({ name: 'Seaside' })).data;
    const sub = (await createUnit({ name: 'Seaside North', parent_id: parent.id })).data;
    const del = (unitId: string) => t.call(deleteUnitContract, { params: { unitId }, headers: s.admin });
    expect(refused(await del(parent.id), 409)).toEqual([productMessages.structureUnitHasChildren]);
    // A unit the demo's shifts use.
    const [used] = await t.deps.db
      .select({ unitId: shifts.unitId })
      .from(shifts)
      .where(and(eq(shifts.facilityId, s.sunrise), isNotNull(shifts.unitId)))
      .limit(1);
    expect(refused(await del(used!.unitId!), 409)[0]).toMatch(/^This unit is still used by \d+ shifts?/);
    // An employee's unit.
    const [employee] = await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, s.sunrise)).limit(1);
    await t.deps.db.update(employees).set({ unitId: sub.id }).where(eq(employees.id, employee!.id));
    expect(refused(await del(sub.id), 409)).toEqual([productMessages.structureUnitInUse(0, 1)]);
    await t.deps.db.update(employees).set({ unitId: null }).where(eq(employees.id, employee!.id));
    expect((await del(sub.id)).data.message).toBe(productMessages.structureDeleted);
    expect((await del(parent.id)).statusCode).toBe(200);
    expect((await del(parent.id)).statusCode).toBe(404);
  });

  it('are set up by admins only: a manager is refused', async () => {
    expect((await createUnit({ name: 'Managers Wing' }, s.manager)).statusCode).toBe(403);
    expect((await t.call(createDepartmentContract, { body: { name: 'Nope' }, headers: s.manager })).statusCode).toBe(403);
    expect(
      (await t.call(setShiftTypeColourContract, { params: { shiftType: 'night' }, body: { colour: 'violet' }, headers: s.manager }))
        .statusCode,
    ).toBe(403);
  });

  it("of another facility are not found: renaming, moving, deleting, supervising or counting Maple's", async () => {
    const [maple] = await t.deps.db.select({ id: units.id }).from(units).where(eq(units.facilityId, s.maple)).limit(1);
    const mine = (await createUnit({ name: 'Tenancy Unit' })).data;
    expect((await updateUnit(maple!.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await updateUnit(mine.id, { parent_id: maple!.id })).statusCode).toBe(404);
    expect((await t.call(deleteUnitContract, { params: { unitId: maple!.id }, headers: s.admin })).statusCode).toBe(404);
    const supervise = { unit_id: maple!.id, shift_type: 'night' as const, user_id: null };
    expect((await t.call(setSupervisorContract, { body: supervise, headers: s.admin })).statusCode).toBe(404);
    const census = { units: [{ unit_id: maple!.id, patient_count: 3 }] };
    expect((await t.call(saveUnitCensusContract, { params: { date: '2030-01-14' }, body: census, headers: s.admin })).statusCode).toBe(404);
    const [mapleDepartment] = await t.deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.facilityId, s.maple))
      .limit(1);
    expect((await t.call(deleteDepartmentContract, { params: { departmentId: mapleDepartment!.id }, headers: s.admin })).statusCode).toBe(
      404,
    );
  });
});

describe('departments and colours', () => {
  it('creates departments with unique names and refuses to delete one with employees', async () => {
    const created = (await t.call(createDepartmentContract, { body: { name: ' Therapy ', colour: 'grape' }, headers: s.admin })).data;
    expect(created).toMatchObject({ name: 'Therapy', colour: 'grape' });
    expect(refused(await t.call(createDepartmentContract, { body: { name: 'THERAPY' }, headers: s.admin }), 409)).toEqual([
      productMessages.structureDepartmentNameTaken,
    ]);
    // The database holds the same rule, whatever writes past the service.
    await expect(t.deps.db.insert(departments).values({ facilityId: s.sunrise, name: 'therapy' })).rejects.toThrow();
    const [floor] = await t.deps.db.select({ name: floors.name }).from(floors).where(eq(floors.facilityId, s.sunrise)).limit(1);
    await expect(t.deps.db.insert(floors).values({ facilityId: s.sunrise, name: floor!.name.toUpperCase() })).rejects.toThrow();
    const [used] = await t.deps.db
      .select({ id: employees.departmentId })
      .from(employees)
      .where(and(eq(employees.facilityId, s.sunrise), isNotNull(employees.departmentId)))
      .limit(1);
    const res = await t.call(deleteDepartmentContract, { params: { departmentId: used!.id! }, headers: s.admin });
    expect(refused(res, 409)[0]).toMatch(/^This department still has \d+ employees?\./);
    expect((await t.call(deleteDepartmentContract, { params: { departmentId: created.id }, headers: s.admin })).statusCode).toBe(200);
  });

  it("keeps the facility's colour per shift type, the palette's default until chosen", async () => {
    const before = (await t.call(getStructureContract, { headers: s.admin })).data.shift_type_colours;
    expect(before.find((c) => c.shift_type === 'night')!.colour).toBe('indigo');
    await t.call(setShiftTypeColourContract, { params: { shiftType: 'night' }, body: { colour: 'violet' }, headers: s.admin });
    const after = (await t.call(getStructureContract, { headers: s.admin })).data.shift_type_colours;
    expect(after.find((c) => c.shift_type === 'night')!.colour).toBe('violet');
    // Maple's stays the default.
    const maple = (await t.call(getStructureContract, { headers: s.manager })).data.shift_type_colours;
    expect(maple.find((c) => c.shift_type === 'night')!.colour).toBe('indigo');
  });
});

describe('supervisors', () => {
  it('are staff users of the facility, set and cleared per unit and shift type', async () => {
    const structure = (await t.call(getStructureContract, { headers: s.admin })).data;
    const unit = structure.units.find((u) => u.name === 'Palm Unit')!;
    const adam = structure.staff.find((u) => u.name === 'Adam Reyes')!;
    const mapleStaff = (await t.call(getStructureContract, { headers: s.manager })).data.staff;
    const maria = mapleStaff.find((u) => u.name === 'Maria Lopez')!;
    const set = (user_id: string | null) =>
      t.call(setSupervisorContract, { body: { unit_id: unit.id, shift_type: 'evening', user_id }, headers: s.admin });
    expect(refused(await set(maria.id), 422)).toEqual([productMessages.structureSupervisorNotStaff]);
    expect((await set(adam.id)).statusCode).toBe(200);
    const after = (await t.call(getStructureContract, { headers: s.admin })).data.supervisors;
    expect(after).toContainEqual({ unit_id: unit.id, shift_type: 'evening', user_id: adam.id, name: 'Adam Reyes' });
    expect((await set(null)).statusCode).toBe(200);
    expect((await t.call(getStructureContract, { headers: s.admin })).data.supervisors).not.toContainEqual(
      expect.objectContaining({ unit_id: unit.id, shift_type: 'evening' }),
    );
  });
});

describe('census per unit (census-v2)', () => {
  it("makes the facility's census of a day the units' sum when they have one, and leaves it alone otherwise", async () => {
    const date = '2030-01-15';
    const structure = (await t.call(getStructureContract, { headers: s.admin })).data;
    const [a, b] = structure.units.filter((u) => u.parent_id === null);
    const facilityCensus = () => t.call(getCensusContract, { params: { date }, headers: s.admin });
    await t.call(saveCensusContract, { params: { date }, body: { patient_count: 50 }, headers: s.admin });
    expect((await facilityCensus()).data.patient_count).toBe(50);

    const saved = await t.call(saveUnitCensusContract, {
      params: { date },
      body: {
        units: [
          { unit_id: a!.id, patient_count: 20 },
          { unit_id: b!.id, patient_count: 12 },
        ],
      },
      headers: s.admin,
    });
    expect(saved.data.units_total).toBe(32);
    expect((await facilityCensus()).data.patient_count).toBe(32);

    const listed = (await t.call(listUnitCensusContract, { query: { from: '2030-01-14', to: '2030-01-16' }, headers: s.admin })).data;
    expect(listed.days.map((d) => d.units_total)).toEqual([null, 32, null]);

    // Removing the units' census gives the day its own figure back.
    await t.call(saveUnitCensusContract, {
      params: { date },
      body: {
        units: [
          { unit_id: a!.id, patient_count: null },
          { unit_id: b!.id, patient_count: null },
        ],
      },
      headers: s.admin,
    });
    expect((await facilityCensus()).data.patient_count).toBe(50);
  });

  it('refuses a negative count, a unit twice, a manager and a range too long', async () => {
    const unit = (await t.call(getStructureContract, { headers: s.admin })).data.units.find((u) => u.parent_id === null)!;
    const save = (units: { unit_id: string; patient_count: number | null }[], headers: Record<string, string> = s.admin) =>
      t.call(saveUnitCensusContract, { params: { date: '2030-02-01' }, body: { units }, headers });
    expect((await save([{ unit_id: unit.id, patient_count: -1 }])).statusCode).toBe(422);
    const sub = (await t.call(getStructureContract, { headers: s.admin })).data.units.find((u) => u.parent_id !== null)!;
    expect(refused(await save([{ unit_id: sub.id, patient_count: 4 }]), 422)).toEqual([productMessages.structureCensusFirstLevel]);
    expect(
      refused(
        await save([
          { unit_id: unit.id, patient_count: 1 },
          { unit_id: unit.id, patient_count: 2 },
        ]),
        422,
      ),
    ).toContain(productMessages.structureCensusUnitTwice);
    expect((await save([{ unit_id: unit.id, patient_count: 1 }], s.manager)).statusCode).toBe(403);
    const long = await t.call(listUnitCensusContract, { query: { from: '2030-01-01', to: '2030-06-01' }, headers: s.admin });
    expect(long.statusCode).toBe(422);
  });
});
