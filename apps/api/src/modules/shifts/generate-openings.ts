import type { OpeningsPlanAnswer, generateOpeningsBody } from '@careroster/shared/api/structure/generate-openings';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { shiftTypeOfTimes } from '@careroster/shared/structure/master-schedule';
import type { z } from 'zod';
import { facilityOf, type Ctx } from '../../platform/context';
import { masterPlanLines, unitOf, type MasterPlanLine } from '../structure';
import { createOpenings, type OpeningShift } from './openings-v2';

type Body = z.output<typeof generateOpeningsBody>;

/** The master schedule's lines as shifts: one per unit, timing and weekday, its job titles' counts its positions. */
export function masterShifts(lines: MasterPlanLine[]): OpeningShift[] {
  const byShift = new Map<string, OpeningShift>();
  for (const l of lines) {
    const key = `master|${l.unitId}|${l.timingId}|${l.weekday}`;
    let shift = byShift.get(key);
    if (!shift) {
      shift = {
        // The weekday is in the date the key is recorded with (`createOpenings`).
        key: `master|${l.unitId}|${l.timingId}`,
        unitId: l.unitId,
        floorId: l.floorId,
        title: productMessages.generatedShiftTitle(l.timingName, l.unitName),
        weekday: l.weekday,
        startTime: l.startTime,
        endTime: l.endTime,
        mealMinutes: l.mealMinutes,
        shiftType: shiftTypeOfTimes(l.startTime, l.endTime),
        positions: [],
      };
      byShift.set(key, shift);
    }
    shift.positions.push({ jobTitleId: l.jobTitleId, count: l.count });
  }
  return [...byShift.values()];
}

async function run(ctx: Ctx, body: Body, preview: boolean): Promise<OpeningsPlanAnswer> {
  const facilityId = facilityOf(ctx).id;
  const unitIds = body.unit_ids === undefined ? undefined : [...new Set(body.unit_ids)];
  // Another facility's unit is not found, as by its own route.
  for (const id of unitIds ?? []) if (!(await unitOf(ctx.deps.db, facilityId, id))) throw new AppError('NOT_FOUND');
  const lines = await masterPlanLines(ctx.deps.db, facilityId, unitIds);
  return createOpenings(ctx, { weekStarts: body.week_starts, source: masterShifts(lines), sourceName: 'MASTER', preview });
}

/** POST facilities/master-schedule/openings/preview: what generating would create, per day. */
export const previewOpenings = (ctx: Ctx, body: Body) => run(ctx, body, true);

/** POST facilities/master-schedule/openings: the chosen weeks' openings from the master schedule. */
export const generateOpenings = (ctx: Ctx, body: Body) => run(ctx, body, false);
