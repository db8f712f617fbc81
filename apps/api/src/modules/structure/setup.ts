import type {
  CreateUnitBody,
  SaveDepartmentBody,
  Structure,
  StructureDepartment,
  StructureUnit,
  UpdateUnitBody,
} from '@careroster/shared/api/structure/structure';
import { AppError } from '@careroster/shared/errors';
import type { ShiftType } from '@careroster/shared/lookups';
import { shiftTypeValues } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { colourOf, defaultShiftTypeColours, type ColourKey } from '@careroster/shared/structure/colours';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, floors, shiftTypeColours, unitSupervisors, units } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { facilityMemberships, staffAccounts } from '../auth';

/**
 * The facility's setup (issue 28, decision 068): units with one level of subunits, floors,
 * departments, colours, supervisors. Names are trimmed by the contracts and unique per facility
 * without regard to case, checked under a per-facility lock so two saves cannot both pass.
 */

type UnitRow = typeof units.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;

/** A stored key the palette no longer has reads as no colour. */
const colourKeyOf = (key: string | null): ColourKey | null => colourOf(key)?.key ?? null;

const toUnit = (r: UnitRow): StructureUnit => ({
  id: r.id,
  name: r.name,
  parent_id: r.parentId,
  floor_id: r.floorId,
  colour: colourKeyOf(r.colour),
});
const toDepartment = (r: DepartmentRow): StructureDepartment => ({ id: r.id, name: r.name, colour: colourKeyOf(r.colour) });

const lockStructure = (t: DbOrTx, facilityId: string) =>
  t.execute(sql`select pg_advisory_xact_lock(hashtext(${`structure:${facilityId}`}))`);

/** The facility's staff users (members of any role), by name: who may supervise. */
export function facilityStaff(db: DbOrTx, facilityId: string) {
  const m = facilityMemberships(db);
  const a = staffAccounts(db);
  return db
    .select({ id: a.id, firstName: a.firstName, lastName: a.lastName, email: a.email })
    .from(m)
    .innerJoin(a, eq(a.id, m.userId))
    .where(eq(m.facilityId, facilityId))
    .orderBy(asc(a.lastName), asc(a.firstName));
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** GET facilities/structure: everything the setup page shows. */
export async function getStructure(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx): Promise<Structure> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [floorRows, unitRows, departmentRows, colourRows, supervisorRows, staff] = await Promise.all([
    db.select().from(floors).where(eq(floors.facilityId, facilityId)).orderBy(asc(floors.name)),
    db.select().from(units).where(eq(units.facilityId, facilityId)).orderBy(asc(units.name)),
    db.select().from(departments).where(eq(departments.facilityId, facilityId)).orderBy(asc(departments.name)),
    db.select().from(shiftTypeColours).where(eq(shiftTypeColours.facilityId, facilityId)),
    db.select().from(unitSupervisors).where(eq(unitSupervisors.facilityId, facilityId)),
    facilityStaff(db, facilityId),
  ]);
  const names = new Map(staff.map((s) => [s.id, fullName(s)]));
  const chosen = new Map(colourRows.map((r) => [r.shiftType, colourKeyOf(r.colour)]));
  return {
    floors: floorRows.map((f) => ({ id: f.id, name: f.name })),
    units: unitRows.map(toUnit),
    departments: departmentRows.map(toDepartment),
    shift_type_colours: shiftTypeValues.map((t) => ({ shift_type: t, colour: chosen.get(t) ?? defaultShiftTypeColours[t] })),
    // A supervisor who is no longer a member is not shown (and receives nothing).
    supervisors: supervisorRows
      .filter((r) => names.has(r.userId))
      .map((r) => ({ unit_id: r.unitId, shift_type: r.shiftType, user_id: r.userId, name: names.get(r.userId)! })),
    staff: staff.map((s) => ({ id: s.id, name: fullName(s) })),
  };
}

/** Refuses a name another row of the same table of the facility has, whatever its case. */
async function checkNameFree(
  t: DbOrTx,
  table: typeof units | typeof floors | typeof departments,
  facilityId: string,
  name: string,
  except: string | null,
  message: string,
) {
  const [clash] = await t
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.facilityId, facilityId), eq(sql`lower(${table.name})`, name.toLowerCase()), except ? ne(table.id, except) : undefined),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', message);
}

async function floorOf(t: DbOrTx, facilityId: string, floorId: string) {
  const [floor] = await t
    .select({ id: floors.id })
    .from(floors)
    .where(and(eq(floors.id, floorId), eq(floors.facilityId, facilityId)));
  if (!floor) throw new AppError('NOT_FOUND');
}

async function lockedUnit(t: DbOrTx, facilityId: string, unitId: string): Promise<UnitRow> {
  const [row] = await t
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.facilityId, facilityId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A parent must be one of the facility's units of the first level, not the unit itself. */
async function checkParent(t: DbOrTx, facilityId: string, parentId: string, unitId: string | null) {
  if (parentId === unitId) throw new AppError('VALIDATION_FAILED', productMessages.structureUnitOwnParent);
  const parent = await lockedUnit(t, facilityId, parentId);
  if (parent.parentId !== null) throw new AppError('VALIDATION_FAILED', productMessages.structureSubunitDepth);
}

async function subunitCount(t: DbOrTx, unitId: string): Promise<number> {
  const [row] = await t
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(eq(units.parentId, unitId));
  return row?.n ?? 0;
}

export async function createFloor(ctx: Ctx, input: { name: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    await checkNameFree(t, floors, facilityId, input.name, null, productMessages.structureFloorNameTaken);
    const [row] = await t.insert(floors).values({ facilityId, name: input.name }).returning();
    await ctx.audit('structure.floor_create', { target: row!.id, detail: input.name }, t);
    after.publish({ type: 'structure.changed' });
    return { id: row!.id, name: row!.name };
  });
}

export async function createUnit(ctx: Ctx, input: CreateUnitBody, tx?: DbOrTx): Promise<StructureUnit> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    await checkNameFree(t, units, facilityId, input.name, null, productMessages.structureUnitNameTaken);
    if (input.parent_id) await checkParent(t, facilityId, input.parent_id, null);
    if (input.floor_id) await floorOf(t, facilityId, input.floor_id);
    const [row] = await t
      .insert(units)
      .values({
        facilityId,
        name: input.name,
        parentId: input.parent_id ?? null,
        floorId: input.floor_id ?? null,
        colour: input.colour ?? null,
      })
      .returning();
    await ctx.audit('structure.unit_create', { target: row!.id, detail: JSON.stringify(toUnit(row!)) }, t);
    after.publish({ type: 'structure.changed' });
    return toUnit(row!);
  });
}

/** Renames, recolours, moves to a floor or under a parent (or back to the first level). */
export async function updateUnit(ctx: Ctx, input: { unitId: string } & UpdateUnitBody, tx?: DbOrTx): Promise<StructureUnit> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    const before = await lockedUnit(t, facilityId, input.unitId);
    if (input.name !== undefined) {
      await checkNameFree(t, units, facilityId, input.name, before.id, productMessages.structureUnitNameTaken);
    }
    if (input.parent_id) {
      await checkParent(t, facilityId, input.parent_id, before.id);
      if (before.parentId === null && (await subunitCount(t, before.id)) > 0) {
        throw new AppError('VALIDATION_FAILED', productMessages.structureUnitHasSubunits);
      }
    }
    if (input.floor_id) await floorOf(t, facilityId, input.floor_id);
    const [row] = await t
      .update(units)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.parent_id !== undefined ? { parentId: input.parent_id } : {}),
        ...(input.floor_id !== undefined ? { floorId: input.floor_id } : {}),
        ...(input.colour !== undefined ? { colour: input.colour } : {}),
      })
      .where(eq(units.id, before.id))
      .returning();
    await ctx.audit(
      'structure.unit_update',
      { target: before.id, detail: JSON.stringify({ before: toUnit(before), after: toUnit(row!) }) },
      t,
    );
    after.publish({ type: 'structure.changed' });
    return toUnit(row!);
  });
}

/**
 * Refused while the unit has subunits, or shifts, employees or a roster team name it: a unit with
 * history is renamed, not deleted.
 */
export async function deleteUnit(ctx: Ctx, input: { unitId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const { ports } = ctx.deps;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    const unit = await lockedUnit(t, facilityId, input.unitId);
    if ((await subunitCount(t, unit.id)) > 0) throw new AppError('CONFLICT', productMessages.structureUnitHasChildren);
    const [shiftCount, employeeCount] = await Promise.all([
      ports.unitShifts.shiftCount(t, facilityId, [unit.id]),
      ports.structureStaff.employeeCount(t, facilityId, { unitIds: [unit.id] }),
    ]);
    if (shiftCount > 0 || employeeCount > 0) {
      throw new AppError('CONFLICT', productMessages.structureUnitInUse(shiftCount, employeeCount));
    }
    const team = await ports.rosterUse.teamSize(t, facilityId, [unit.id]);
    if (team > 0) throw new AppError('CONFLICT', productMessages.structureUnitHasTeam(team));
    await t.delete(units).where(eq(units.id, unit.id));
    await ctx.audit('structure.unit_delete', { target: unit.id, detail: unit.name }, t);
    after.publish({ type: 'structure.changed' });
    return { message: productMessages.structureDeleted };
  });
}

async function lockedDepartment(t: DbOrTx, facilityId: string, departmentId: string): Promise<DepartmentRow> {
  const [row] = await t
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.facilityId, facilityId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createDepartment(ctx: Ctx, input: SaveDepartmentBody, tx?: DbOrTx): Promise<StructureDepartment> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    await checkNameFree(t, departments, facilityId, input.name, null, productMessages.structureDepartmentNameTaken);
    const [row] = await t
      .insert(departments)
      .values({ facilityId, name: input.name, colour: input.colour ?? null })
      .returning();
    await ctx.audit('structure.department_create', { target: row!.id, detail: input.name }, t);
    after.publish({ type: 'structure.changed' });
    return toDepartment(row!);
  });
}

export async function updateDepartment(
  ctx: Ctx,
  input: { departmentId: string } & Partial<SaveDepartmentBody>,
  tx?: DbOrTx,
): Promise<StructureDepartment> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    const before = await lockedDepartment(t, facilityId, input.departmentId);
    if (input.name !== undefined) {
      await checkNameFree(t, departments, facilityId, input.name, before.id, productMessages.structureDepartmentNameTaken);
    }
    const [row] = await t
      .update(departments)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.colour !== undefined ? { colour: input.colour } : {}),
      })
      .where(eq(departments.id, before.id))
      .returning();
    await ctx.audit(
      'structure.department_update',
      { target: before.id, detail: JSON.stringify({ before: toDepartment(before), after: toDepartment(row!) }) },
      t,
    );
    after.publish({ type: 'structure.changed' });
    return toDepartment(row!);
  });
}

export async function deleteDepartment(ctx: Ctx, input: { departmentId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockStructure(t, facilityId);
    const department = await lockedDepartment(t, facilityId, input.departmentId);
    const employeeCount = await ctx.deps.ports.structureStaff.employeeCount(t, facilityId, { departmentId: department.id });
    if (employeeCount > 0) throw new AppError('CONFLICT', productMessages.structureDepartmentInUse(employeeCount));
    await t.delete(departments).where(eq(departments.id, department.id));
    await ctx.audit('structure.department_delete', { target: department.id, detail: department.name }, t);
    after.publish({ type: 'structure.changed' });
    return { message: productMessages.structureDeleted };
  });
}

export async function setShiftTypeColour(ctx: Ctx, input: { shiftType: ShiftType; colour: ColourKey }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await t
      .insert(shiftTypeColours)
      .values({ facilityId, shiftType: input.shiftType, colour: input.colour })
      .onConflictDoUpdate({ target: [shiftTypeColours.facilityId, shiftTypeColours.shiftType], set: { colour: input.colour } });
    await ctx.audit('structure.shift_type_colour', { target: input.shiftType, detail: input.colour }, t);
    after.publish({ type: 'structure.changed' });
    return { shift_type: input.shiftType, colour: input.colour };
  });
}

/** Sets or clears the supervisor of a unit on a shift type; the supervisor must be a staff user of the facility. */
export async function setSupervisor(ctx: Ctx, input: { unit_id: string; shift_type: ShiftType; user_id: string | null }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockedUnit(t, facilityId, input.unit_id);
    const where = and(eq(unitSupervisors.unitId, input.unit_id), eq(unitSupervisors.shiftType, input.shift_type));
    if (input.user_id === null) {
      await t.delete(unitSupervisors).where(where);
    } else {
      const staff = await facilityStaff(t, facilityId);
      if (!staff.some((s) => s.id === input.user_id)) throw new AppError('VALIDATION_FAILED', productMessages.structureSupervisorNotStaff);
      await t
        .insert(unitSupervisors)
        .values({ facilityId, unitId: input.unit_id, shiftType: input.shift_type, userId: input.user_id })
        .onConflictDoUpdate({ target: [unitSupervisors.unitId, unitSupervisors.shiftType], set: { userId: input.user_id } });
    }
    await ctx.audit('structure.supervisor', { target: input.unit_id, detail: `${input.shift_type}: ${input.user_id ?? 'none'}` }, t);
    after.publish({ type: 'structure.changed' });
    return input;
  });
}
