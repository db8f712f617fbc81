import type { UnitCensusDay } from '@careroster/shared/api/structure/structure';
import { UNIT_CENSUS_RANGE_MAX_DAYS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { addDays, daysBetween } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unitCensus, units } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';

/**
 * Census per unit and day (census-v2, issue 28, decision 068), kept for units of the first level
 * (a unit's census counts its subunits' patients, so no patient is counted twice). The rule: where a day has census
 * for at least one unit, the facility's census of that day is the sum of its units'; a day with
 * none keeps the facility's own figure (shifts' `census` row). Shifts applies it when it reads
 * the census (`censusBetween`, `budgetOf`) through `unitCensusTotals` on this area's door.
 */

/** The unit census rows of the facility's days from..to, for HPPD per unit. */
export function unitCensusBetween(db: DbOrTx, facilityId: string, from: string, to: string) {
  return db
    .select({ unitId: unitCensus.unitId, date: unitCensus.date, count: unitCensus.patientCount })
    .from(unitCensus)
    .where(and(eq(unitCensus.facilityId, facilityId), gte(unitCensus.date, from), lte(unitCensus.date, to)))
    .orderBy(asc(unitCensus.date));
}

/** Each day from..to that has unit census, with the sum of its units' census: the facility's census that day. */
export async function unitCensusTotals(db: DbOrTx, facilityId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: unitCensus.date, total: sql<number>`sum(${unitCensus.patientCount})::int` })
    .from(unitCensus)
    .where(and(eq(unitCensus.facilityId, facilityId), gte(unitCensus.date, from), lte(unitCensus.date, to)))
    .groupBy(unitCensus.date);
  return new Map(rows.map((r) => [r.date, Number(r.total)]));
}

function dayOf(date: string, rows: readonly { unitId: string; count: number }[]): UnitCensusDay {
  return {
    date,
    units: rows.map((r) => ({ unit_id: r.unitId, patient_count: r.count })),
    units_total: rows.length ? rows.reduce((n, r) => n + r.count, 0) : null,
  };
}

/** GET facilities/structure/census?from&to: every day of the range, with its units' census. */
export async function listUnitCensus(ctx: Ctx, input: { from: string; to: string }, tx?: DbOrTx) {
  const span = daysBetween(input.from, input.to);
  if (span < 0 || span >= UNIT_CENSUS_RANGE_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', productMessages.structureCensusRange(UNIT_CENSUS_RANGE_MAX_DAYS));
  }
  const rows = await unitCensusBetween(tx ?? ctx.deps.db, facilityOf(ctx).id, input.from, input.to);
  const days: UnitCensusDay[] = [];
  for (let d = input.from; d <= input.to; d = addDays(d, 1))
    days.push(
      dayOf(
        d,
        rows.filter((r) => r.date === d),
      ),
    );
  return { days };
}

/** PUT facilities/structure/census/{date}: each unit named gets its count, or loses its census that day (null). */
export async function saveUnitCensus(
  ctx: Ctx,
  input: { date: string; units: readonly { unit_id: string; patient_count: number | null }[] },
  tx?: DbOrTx,
): Promise<UnitCensusDay> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const ids = input.units.map((u) => u.unit_id);
    const known = await t
      .select({ id: units.id, parentId: units.parentId })
      .from(units)
      .where(and(eq(units.facilityId, facilityId), inArray(units.id, ids)));
    // Another facility's unit, or an unknown one, is not found: nothing is saved.
    if (known.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    // A unit's census counts its subunits' patients: census on both levels would count them twice.
    if (known.some((u) => u.parentId !== null)) throw new AppError('VALIDATION_FAILED', productMessages.structureCensusFirstLevel);
    const removed = input.units.filter((u) => u.patient_count === null).map((u) => u.unit_id);
    if (removed.length) {
      await t
        .delete(unitCensus)
        .where(and(eq(unitCensus.facilityId, facilityId), eq(unitCensus.date, input.date), inArray(unitCensus.unitId, removed)));
    }
    const set = input.units.filter((u): u is { unit_id: string; patient_count: number } => u.patient_count !== null);
    if (set.length) {
      await t
        .insert(unitCensus)
        .values(set.map((u) => ({ facilityId, unitId: u.unit_id, date: input.date, patientCount: u.patient_count })))
        .onConflictDoUpdate({ target: [unitCensus.unitId, unitCensus.date], set: { patientCount: sql`excluded.patient_count` } });
    }
    await ctx.audit('structure.unit_census_save', { target: input.date, detail: `${set.length} set, ${removed.length} removed` }, t);
    // The facility's census (the dashboard, HPPD, the roster's days) may have changed with it.
    after.publish({ type: 'structure.changed' });
    after.publish({ type: 'shifts.changed' });
    const rows = await unitCensusBetween(t, facilityId, input.date, input.date);
    return dayOf(input.date, rows);
  });
}
