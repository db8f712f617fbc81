import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ensurePresetTimings } from '../../modules/structure';
import type { DbOrTx } from '../client';
import { masterScheduleLines, masterTimings, shiftTemplateLines, shiftTemplates, units } from '../schema';

/** Weekdays 0 (Sunday) to 6: a unit's need on weekdays and on the weekend. */
const week = (weekday: number, weekend: number) => [weekend, weekday, weekday, weekday, weekday, weekday, weekend];

/** Per preset: RN, LPN and CNA positions a care unit needs (weekday, weekend). */
const standard: Record<string, [string, number, number][]> = {
  morning: [
    [JOB_TITLE_IDS.RN, 1, 1],
    [JOB_TITLE_IDS.LPN, 1, 1],
    [JOB_TITLE_IDS.CNA, 3, 2],
  ],
  evening: [
    [JOB_TITLE_IDS.RN, 1, 1],
    [JOB_TITLE_IDS.CNA, 2, 2],
  ],
  night: [
    [JOB_TITLE_IDS.LPN, 1, 1],
    [JOB_TITLE_IDS.CNA, 1, 1],
  ],
};

/**
 * The master schedule's demo (issue 28, decision 069): each facility's preset timings and a custom
 * "Short day 7-3", the standard staffing of its care units (not a therapy gym), and one builder
 * template. No openings are generated here: the demo's weeks already have their shifts, and the
 * page's "Generate openings" is for a newcomer to try.
 */
export async function seedMasterSchedule(tx: DbOrTx, facilityIds: string[], createdBy: Record<string, string>) {
  for (const facilityId of facilityIds) {
    // The presets as a facility gets them on its first read of the page, then one custom timing.
    await ensurePresetTimings(tx, facilityId);
    await tx
      .insert(masterTimings)
      .values({ facilityId, name: 'Short day 7-3', code: 'SD', startTime: '07:00', endTime: '15:00', mealMinutes: 0, colour: 'teal' });
    const timings = await tx
      .select({ id: masterTimings.id, preset: masterTimings.preset })
      .from(masterTimings)
      .where(eq(masterTimings.facilityId, facilityId))
      .orderBy(asc(masterTimings.startTime));
    const care = (
      await tx
        .select({ id: units.id, name: units.name, floorId: units.floorId })
        .from(units)
        .where(and(eq(units.facilityId, facilityId), isNull(units.parentId)))
        .orderBy(asc(units.name))
    ).filter((u) => !/gym/i.test(u.name));
    const lines = care.flatMap((unit) =>
      timings.flatMap((timing) =>
        (standard[timing.preset ?? ''] ?? []).flatMap(([jobTitleId, weekday, weekend]) =>
          week(weekday, weekend).map((count, day) => ({
            facilityId,
            unitId: unit.id,
            timingId: timing.id,
            jobTitleId,
            weekday: day,
            count,
          })),
        ),
      ),
    );
    if (lines.length > 0) await tx.insert(masterScheduleLines).values(lines);

    const first = care[0];
    if (!first) continue;
    const [template] = await tx
      .insert(shiftTemplates)
      .values({ facilityId, name: 'Weekend extra aides', weekStart: '2026-01-04', createdBy: createdBy[facilityId] ?? null })
      .returning({ id: shiftTemplates.id });
    await tx.insert(shiftTemplateLines).values(
      [0, 6].map((weekday) => ({
        facilityId,
        templateId: template!.id,
        weekday,
        unitId: first.id,
        floorId: first.floorId,
        title: `Extra aides – ${first.name}`,
        startTime: '07:00',
        endTime: '15:00',
        mealMinutes: 30,
        shiftType: 'morning' as const,
        jobTitleId: JOB_TITLE_IDS.CNA,
        count: 2,
      })),
    );
  }
}
