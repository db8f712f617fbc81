import type { MasterScheduleAnswer, MasterScheduleLine, saveMasterScheduleBody } from '@careroster/shared/api/structure/master-schedule';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { masterScheduleLines, masterTimings, units } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { unitOf } from './reads';
import { unitsWithParents } from './units';

type SaveBody = z.output<typeof saveMasterScheduleBody>;
type Counts = MasterScheduleLine['counts'];

/** Stored rows (one per weekday with a count) folded into the grid's rows. */
function grid(rows: { unitId: string; timingId: string; jobTitleId: string; weekday: number; count: number }[]) {
  const lines = new Map<string, { unit_id: string; timing_id: string; job_title_id: string; counts: Counts }>();
  for (const r of rows) {
    const key = `${r.unitId}|${r.timingId}|${r.jobTitleId}`;
    let line = lines.get(key);
    if (!line) {
      line = { unit_id: r.unitId, timing_id: r.timingId, job_title_id: r.jobTitleId, counts: [0, 0, 0, 0, 0, 0, 0] };
      lines.set(key, line);
    }
    line.counts[r.weekday] = r.count;
  }
  return [...lines.values()];
}

const linesOf = (db: DbOrTx, facilityId: string, unitId?: string) =>
  db
    .select({
      unitId: masterScheduleLines.unitId,
      timingId: masterScheduleLines.timingId,
      jobTitleId: masterScheduleLines.jobTitleId,
      weekday: masterScheduleLines.weekday,
      count: masterScheduleLines.count,
    })
    .from(masterScheduleLines)
    .innerJoin(masterTimings, eq(masterTimings.id, masterScheduleLines.timingId))
    .where(and(eq(masterScheduleLines.facilityId, facilityId), unitId ? eq(masterScheduleLines.unitId, unitId) : undefined))
    .orderBy(
      asc(masterScheduleLines.unitId),
      asc(masterTimings.startTime),
      asc(masterScheduleLines.jobTitleId),
      asc(masterScheduleLines.weekday),
    );

/** GET facilities/master-schedule: the units and every unit's grid. */
export async function getMasterSchedule(ctx: Ctx): Promise<MasterScheduleAnswer> {
  const facilityId = facilityOf(ctx).id;
  const [unitRows, rows] = await Promise.all([unitsWithParents(ctx.deps.db, facilityId), linesOf(ctx.deps.db, facilityId)]);
  const sorted = [...unitRows].sort((a, b) =>
    `${a.parent ?? a.name}|${a.parent ? a.name : ''}`.localeCompare(`${b.parent ?? b.name}|${b.parent ? b.name : ''}`),
  );
  return { units: sorted, lines: grid(rows) };
}

/**
 * PUT facilities/master-schedule/:unitId: the unit's grid replaced in one transaction (the unit's
 * row locked, so two saves queue and the later one wins whole). Timings must be the facility's.
 */
export async function saveMasterSchedule(ctx: Ctx, { unitId, lines }: SaveBody & { unitId: string }) {
  const facilityId = facilityOf(ctx).id;
  const kept = lines.filter((l) => l.counts.some((c) => c > 0));
  if (kept.some((l) => !jobTitleById(l.job_title_id))) throw new AppError('VALIDATION_FAILED', productMessages.required('Job title'));
  const saved = await transaction(ctx, undefined, async (tx) => {
    if (!(await unitOf(tx, facilityId, unitId))) throw new AppError('NOT_FOUND');
    await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
    const timingIds = [...new Set(kept.map((l) => l.timing_id))];
    if (timingIds.length > 0) {
      const known = await tx
        .select({ id: masterTimings.id })
        .from(masterTimings)
        .where(and(eq(masterTimings.facilityId, facilityId), inArray(masterTimings.id, timingIds)));
      if (known.length !== timingIds.length) throw new AppError('VALIDATION_FAILED', productMessages.masterScheduleUnknownTiming);
    }
    await tx.delete(masterScheduleLines).where(and(eq(masterScheduleLines.facilityId, facilityId), eq(masterScheduleLines.unitId, unitId)));
    const rows = kept.flatMap((l) =>
      l.counts.flatMap((count, weekday) =>
        count > 0 ? [{ facilityId, unitId, timingId: l.timing_id, jobTitleId: l.job_title_id, weekday, count }] : [],
      ),
    );
    if (rows.length > 0) await tx.insert(masterScheduleLines).values(rows);
    await ctx.audit('master_schedule.save', { target: unitId, detail: `${kept.length} rows` }, tx);
    return grid(await linesOf(tx, facilityId, unitId));
  });
  return { message: productMessages.masterScheduleSaved, lines: saved.map(({ unit_id: _unit, ...line }) => line) };
}

export type MasterPlanLine = {
  unitId: string;
  unitName: string;
  floorId: string | null;
  timingId: string;
  timingName: string;
  timingCode: string;
  timingColour: string;
  startTime: string;
  endTime: string;
  mealMinutes: number;
  jobTitleId: string;
  weekday: number;
  count: number;
};

/**
 * The master schedule as the lines a week's openings come from (the shifts door generates them,
 * decision 069): one per unit, timing, job title and weekday with a count, with the unit's name
 * and the timing's times. Optionally only some units (another facility's ids simply match none).
 */
export async function masterPlanLines(db: DbOrTx, facilityId: string, unitIds?: string[]): Promise<MasterPlanLine[]> {
  const rows = await db
    .select({
      unitId: masterScheduleLines.unitId,
      unitName: units.name,
      floorId: units.floorId,
      timingId: masterScheduleLines.timingId,
      timingName: masterTimings.name,
      timingCode: masterTimings.code,
      timingColour: masterTimings.colour,
      startTime: masterTimings.startTime,
      endTime: masterTimings.endTime,
      mealMinutes: masterTimings.mealMinutes,
      jobTitleId: masterScheduleLines.jobTitleId,
      weekday: masterScheduleLines.weekday,
      count: masterScheduleLines.count,
    })
    .from(masterScheduleLines)
    .innerJoin(masterTimings, eq(masterTimings.id, masterScheduleLines.timingId))
    .innerJoin(units, eq(units.id, masterScheduleLines.unitId))
    .where(
      and(
        eq(masterScheduleLines.facilityId, facilityId),
        unitIds === undefined
          ? undefined
          : inArray(masterScheduleLines.unitId, unitIds.length > 0 ? unitIds : ['00000000-0000-4000-8000-000000000000']),
      ),
    )
    .orderBy(asc(units.name), asc(masterTimings.startTime), asc(masterScheduleLines.weekday), asc(masterScheduleLines.jobTitleId));
  return rows.map((r) => ({ ...r, startTime: r.startTime.slice(0, 5), endTime: r.endTime.slice(0, 5) }));
}
