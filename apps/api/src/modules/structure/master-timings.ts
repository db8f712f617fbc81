import type { MasterTiming, masterTimingBody } from '@careroster/shared/api/structure/master-timings';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { endsNextDay, presetTimings, timingMinutes } from '@careroster/shared/structure/master-schedule';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { masterScheduleLines, masterTimings } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';

type Body = z.output<typeof masterTimingBody>;
type Row = typeof masterTimings.$inferSelect;

const hhmm = (time: string) => time.slice(0, 5);

function toTiming(row: Row, inUse: boolean): MasterTiming {
  const start = hhmm(row.startTime);
  const end = hhmm(row.endTime);
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    start_time: start,
    end_time: end,
    ends_next_day: endsNextDay(start, end),
    minutes: timingMinutes(start, end),
    meal_minutes: row.mealMinutes,
    colour: row.colour,
    preset: row.preset,
    in_use: inUse,
  };
}

/**
 * The spec's presets as the facility's rows, added the first time its timings are read (decision
 * 069): a facility starts with Morning, Evening and Night without a migration per facility.
 */
export async function ensurePresetTimings(db: DbOrTx, facilityId: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(masterTimings)
    .where(and(eq(masterTimings.facilityId, facilityId), isNotNull(masterTimings.preset)));
  if (n >= presetTimings.length) return;
  await db
    .insert(masterTimings)
    .values(
      presetTimings.map((p) => ({
        facilityId,
        name: p.name,
        code: p.code,
        startTime: p.start,
        endTime: p.end,
        mealMinutes: p.mealMinutes,
        colour: p.colour,
        preset: p.preset,
      })),
    )
    .onConflictDoNothing();
}

/** The facility's timings, presets first, then by start time. */
export async function timingsOf(db: DbOrTx, facilityId: string) {
  return db
    .select({
      timing: masterTimings,
      // Qualified by hand: a one-table select renders its columns bare, which a subquery would misread.
      inUse: sql<boolean>`exists (select 1 from ${masterScheduleLines} l where l.timing_id = ${masterTimings}.id)`,
    })
    .from(masterTimings)
    .where(eq(masterTimings.facilityId, facilityId))
    .orderBy(sql`${masterTimings.preset} is null`, asc(masterTimings.startTime), asc(masterTimings.code));
}

/**
 * The facility's timings as another area names and checks them (the roster builder's rotations,
 * patterns and requests, issue 29), in the page's order. Read only: the presets appear once the
 * facility has opened its timings.
 */
export function facilityTimings(db: DbOrTx, facilityId: string) {
  return db
    .select({ id: masterTimings.id, code: masterTimings.code, name: masterTimings.name, startTime: masterTimings.startTime })
    .from(masterTimings)
    .where(eq(masterTimings.facilityId, facilityId))
    .orderBy(sql`${masterTimings.preset} is null`, asc(masterTimings.startTime), asc(masterTimings.code));
}

/** GET facilities/master-timings. */
export async function listMasterTimings(ctx: Ctx): Promise<{ results: MasterTiming[] }> {
  const facilityId = facilityOf(ctx).id;
  await ensurePresetTimings(ctx.deps.db, facilityId);
  const rows = await timingsOf(ctx.deps.db, facilityId);
  return { results: rows.map((r) => toTiming(r.timing, r.inUse)) };
}

async function findTiming(db: DbOrTx, facilityId: string, timingId: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(masterTimings)
    .where(and(eq(masterTimings.id, timingId), eq(masterTimings.facilityId, facilityId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const isUsed = async (db: DbOrTx, timingId: string) =>
  (
    await db
      .select({ one: sql`1` })
      .from(masterScheduleLines)
      .where(eq(masterScheduleLines.timingId, timingId))
      .limit(1)
  ).length > 0;

/** A second timing with the code: the unique index says so; answered as the field's problem. */
function codeTaken(error: unknown, code: string): AppError | undefined {
  return sqlState(error) === '23505' ? new AppError('VALIDATION_FAILED', productMessages.masterTimingCodeTaken(code)) : undefined;
}

const values = (body: Body) => ({
  name: body.name,
  code: body.code,
  startTime: body.start_time,
  endTime: body.end_time,
  mealMinutes: body.meal_minutes,
  colour: body.colour,
});

/** POST facilities/master-timings: a custom timing. */
export async function createMasterTiming(ctx: Ctx, body: Body): Promise<MasterTiming> {
  const facilityId = facilityOf(ctx).id;
  await ensurePresetTimings(ctx.deps.db, facilityId);
  try {
    const row = await transaction(ctx, undefined, async (tx) => {
      const [created] = await tx
        .insert(masterTimings)
        .values({ facilityId, ...values(body) })
        .returning();
      await ctx.audit('master_timing.create', { target: created!.id, detail: created!.code }, tx);
      return created!;
    });
    return toTiming(row, false);
  } catch (error) {
    throw codeTaken(error, body.code) ?? error;
  }
}

/** PUT facilities/master-timings/:timingId. A preset keeps its times; shifts already made keep theirs. */
export async function updateMasterTiming(ctx: Ctx, { timingId, ...body }: Body & { timingId: string }): Promise<MasterTiming> {
  const facilityId = facilityOf(ctx).id;
  try {
    return await transaction(ctx, undefined, async (tx) => {
      const current = await findTiming(tx, facilityId, timingId, true);
      if (current.preset && (hhmm(current.startTime) !== body.start_time || hhmm(current.endTime) !== body.end_time)) {
        throw new AppError('VALIDATION_FAILED', productMessages.masterTimingPresetTimes);
      }
      const [row] = await tx
        .update(masterTimings)
        .set(values(body))
        .where(and(eq(masterTimings.id, timingId), eq(masterTimings.facilityId, facilityId)))
        .returning();
      await ctx.audit('master_timing.update', { target: timingId, detail: row!.code }, tx);
      return toTiming(row!, await isUsed(tx, timingId));
    });
  } catch (error) {
    throw codeTaken(error, body.code) ?? error;
  }
}

/** DELETE facilities/master-timings/:timingId: a custom timing neither the master schedule nor the roster builder uses. */
export async function deleteMasterTiming(ctx: Ctx, { timingId }: { timingId: string }): Promise<{ message: string }> {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, undefined, async (tx) => {
    const current = await findTiming(tx, facilityId, timingId, true);
    if (current.preset) throw new AppError('CONFLICT', productMessages.masterTimingPresetDelete);
    if (await isUsed(tx, timingId)) throw new AppError('CONFLICT', productMessages.masterTimingInUse);
    const roster = await ctx.deps.ports.rosterUse.timingUse(tx, facilityId, timingId);
    if (roster.rotations + roster.contracts > 0)
      throw new AppError('CONFLICT', productMessages.masterTimingInRoster(roster.rotations, roster.contracts));
    try {
      await tx.delete(masterTimings).where(and(eq(masterTimings.id, timingId), eq(masterTimings.facilityId, facilityId)));
    } catch (error) {
      // A schedule saved with it since the check above: the foreign key refuses.
      if (sqlState(error) === '23503') throw new AppError('CONFLICT', productMessages.masterTimingInUse);
      throw error;
    }
    await ctx.audit('master_timing.delete', { target: timingId, detail: current.code }, tx);
  });
  return { message: productMessages.masterTimingDeleted };
}
