import { getMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import {
  generateOpeningsContract,
  previewOpeningsContract,
  type GenerateOpeningsBody,
} from '@careroster/shared/api/structure/generate-openings';
import {
  deleteShiftTemplateContract,
  listShiftTemplatesContract,
  previewStampContract,
  renameShiftTemplateContract,
  saveShiftTemplateContract,
  stampTemplateContract,
} from '@careroster/shared/api/structure/shift-templates';
import { addDays, weekdayOf, zonedInstant } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openingGenerations, positions, shifts } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { today, zone } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

const sundayOf = (date: string) => addDays(date, -weekdayOf(date));
const thisWeek = () => sundayOf(today());
const preview = (body: GenerateOpeningsBody, headers = s.admin) => t.call(previewOpeningsContract, { body, headers });
const generate = (body: GenerateOpeningsBody, headers = s.admin) => t.call(generateOpeningsContract, { body, headers });
const unitId = async (name: string, headers = s.admin) =>
  (await t.call(getMasterScheduleContract, { headers })).data.units.find((u) => u.name === name)!.id;
const shiftsOfWeek = (facilityId: string, week: string, unit?: string) =>
  t.deps.db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.facilityId, facilityId),
        gte(shifts.startDate, week),
        lte(shifts.startDate, addDays(week, 6)),
        unit ? eq(shifts.unitId, unit) : undefined,
      ),
    );

// The demo's standard staffing of a care unit (seed/demo-master-schedule.ts): Day RN 1, LPN 1,
// CNA 3 (2 on weekends); Evening RN 1, CNA 2; Night LPN 1, CNA 1.
const WEEKDAY_OPENINGS = 10;
const WEEKEND_OPENINGS = 9;

describe('generating openings from the master schedule', () => {
  it('previews the counts per day, creates exactly them, and creates nothing twice', async () => {
    const week = addDays(thisWeek(), 5 * 7);
    const palm = await unitId('Palm Unit');
    const body = { week_starts: [week], unit_ids: [palm] };
    const before = await shiftsOfWeek(s.sunrise, week, palm);

    const planned = (await preview(body)).data;
    expect(planned.days.map((d) => [d.date, d.shifts, d.openings, d.skipped])).toEqual(
      Array.from({ length: 7 }, (_, i) => [addDays(week, i), 3, i === 0 || i === 6 ? WEEKEND_OPENINGS : WEEKDAY_OPENINGS, 0]),
    );
    expect(planned).toMatchObject({ shifts: 21, openings: 5 * WEEKDAY_OPENINGS + 2 * WEEKEND_OPENINGS, skipped: 0 });
    expect(await shiftsOfWeek(s.sunrise, week, palm)).toHaveLength(before.length);

    const made = await generate(body);
    expect(made.statusCode).toBe(200);
    expect(made.data).toEqual({ ...planned, message: productMessages.generateDone(21, planned.openings) });
    const created = (await shiftsOfWeek(s.sunrise, week, palm)).filter((r) => !before.some((b) => b.id === r.id));
    expect(created).toHaveLength(21);
    const tuesdayNight = created.find((c) => c.startDate === addDays(week, 2) && c.shiftType === 'night')!;
    expect(tuesdayNight).toMatchObject({
      title: productMessages.generatedShiftTitle('Night', 'Palm Unit'),
      endDate: addDays(week, 3),
      startsAt: zonedInstant(addDays(week, 2), '23:00', zone),
      endsAt: zonedInstant(addDays(week, 3), '07:00', zone),
      mealMinutes: 30,
      isRecurring: false,
    });
    expect(tuesdayNight.floorId).not.toBeNull();
    const nightPositions = await t.deps.db.select().from(positions).where(eq(positions.shiftId, tuesdayNight.id));
    expect(nightPositions.map((p) => [p.jobTitleId, p.totalPositions, p.acceptedCount, p.status, p.applicableFor]).sort()).toEqual(
      [
        [JOB_TITLE_IDS.CNA, 1, 0, 'OPEN', ['IN']],
        [JOB_TITLE_IDS.LPN, 1, 0, 'OPEN', ['IN']],
      ].sort(),
    );
    const recorded = await t.deps.db
      .select()
      .from(openingGenerations)
      .where(
        inArray(
          openingGenerations.shiftId,
          created.map((c) => c.id),
        ),
      );
    expect(recorded).toHaveLength(21);
    expect(new Set(recorded.map((r) => r.source))).toEqual(new Set(['MASTER']));

    // Again: nothing new; a deleted generated shift is not brought back either.
    await t.deps.db.delete(shifts).where(eq(shifts.id, tuesdayNight.id));
    const again = (await generate(body)).data;
    expect(again).toMatchObject({ shifts: 0, openings: 0, skipped: 21 });
    expect((await preview(body)).data.message).toBe(productMessages.generatePreviewNothing);
    expect(await shiftsOfWeek(s.sunrise, week, palm)).toHaveLength(before.length + 20);
  });

  it('generates several weeks for every unit of the schedule at once', async () => {
    const weeks = [addDays(thisWeek(), 7 * 7), addDays(thisWeek(), 8 * 7)];
    const res = await generate({ week_starts: weeks });
    // Three care units (the gym has no standard staffing), two weeks.
    expect(res.data).toMatchObject({ shifts: 3 * 21 * 2, openings: 3 * 2 * (5 * WEEKDAY_OPENINGS + 2 * WEEKEND_OPENINGS), skipped: 0 });
    expect(res.data.days).toHaveLength(14);
  });

  it('refuses a past week, a week not starting on Sunday, too many weeks; skips what has started this week', async () => {
    const refused = async (body: GenerateOpeningsBody, message: string) => {
      const res = await generate(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain(message);
    };
    await refused({ week_starts: [addDays(thisWeek(), -7)] }, productMessages.generatePastWeek);
    await refused({ week_starts: [addDays(thisWeek(), 8)] }, productMessages.rosterWeekStartSunday);
    await refused(
      { week_starts: Array.from({ length: 7 }, (_, i) => addDays(thisWeek(), 7 * (i + 1))) },
      productMessages.generateWeeksTooMany(6),
    );
    await refused({ week_starts: [] }, productMessages.generateWeeksRequired);
    expect((await preview({ week_starts: [addDays(thisWeek(), -7)] })).statusCode).toBe(422);

    const magnolia = await unitId('Magnolia Unit');
    const now = new Date();
    const res = (await generate({ week_starts: [thisWeek()], unit_ids: [magnolia] })).data;
    expect(res.skipped).toBeGreaterThan(0);
    expect(res.shifts + res.skipped).toBe(21);
    const made = await t.deps.db
      .select({ startsAt: shifts.startsAt })
      .from(openingGenerations)
      .innerJoin(shifts, eq(shifts.id, openingGenerations.shiftId))
      .where(and(eq(shifts.unitId, magnolia), gte(shifts.startDate, thisWeek()), lte(shifts.startDate, addDays(thisWeek(), 6))));
    expect(made).toHaveLength(res.shifts);
    expect(made.every((m) => m.startsAt > now)).toBe(true);
  });

  it('keeps a night across a daylight-saving change on its wall clock', async () => {
    // The first week ahead whose Saturday night crosses a change in the facility's zone.
    const week = Array.from({ length: 60 }, (_, i) => addDays(thisWeek(), 7 * (i + 10))).find(
      (w) => zonedInstant(addDays(w, 7), '07:00', zone).getTime() - zonedInstant(addDays(w, 6), '23:00', zone).getTime() !== 8 * 3_600_000,
    )!;
    const memory = await unitId('Memory Care');
    await generate({ week_starts: [week], unit_ids: [memory] });
    const night = (await shiftsOfWeek(s.sunrise, week, memory)).find((r) => r.startDate === addDays(week, 6) && r.shiftType === 'night')!;
    expect([night.startTime, night.endTime, night.endDate]).toEqual(['23:00:00', '07:00:00', addDays(week, 7)]);
    expect(night.endsAt.getTime() - night.startsAt.getTime()).not.toBe(8 * 3_600_000);
  });

  it("keeps tenancy and permissions: another facility's unit is not found; a manager generates her own facility's", async () => {
    const palm = await unitId('Palm Unit');
    const week = addDays(thisWeek(), 6 * 7);
    expect((await generate({ week_starts: [week], unit_ids: [palm] }, s.manager)).statusCode).toBe(404);
    expect((await preview({ week_starts: [week], unit_ids: [palm] }, s.manager)).statusCode).toBe(404);
    const mine = await generate({ week_starts: [week] }, s.manager);
    expect(mine.statusCode).toBe(200);
    expect(mine.data.shifts).toBeGreaterThan(0);
    expect((await shiftsOfWeek(s.sunrise, week, palm)).filter((r) => r.title.includes('Palm'))).toEqual([]);
  });
});

describe('builder templates', () => {
  it('saves a week, lists it, stamps it onto other weeks once, renames and deletes it', async () => {
    const source = addDays(thisWeek(), 11 * 7);
    const palm = await unitId('Palm Unit');
    await generate({ week_starts: [source], unit_ids: [palm] });
    const saved = await t.call(saveShiftTemplateContract, { body: { name: 'Palm standard week', week_start: source }, headers: s.admin });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.template).toMatchObject({ name: 'Palm standard week', week_start: source, shifts: 21, openings: 68 });
    expect(saved.data.message).toBe(productMessages.shiftTemplateSaved(21));
    const templateId = saved.data.template.id;
    const listed = (await t.call(listShiftTemplatesContract, { headers: s.admin })).data.results;
    expect(listed.map((x) => x.name)).toEqual(expect.arrayContaining(['Palm standard week', 'Weekend extra aides']));

    const target = addDays(source, 14);
    const stampBody = { params: { templateId }, body: { week_starts: [target] }, headers: s.admin };
    const planned = (await t.call(previewStampContract, stampBody)).data;
    expect(planned).toMatchObject({ shifts: 21, openings: 68, skipped: 0 });
    const stamped = (await t.call(stampTemplateContract, stampBody)).data;
    expect(stamped).toMatchObject({ shifts: 21, openings: 68 });
    expect(await shiftsOfWeek(s.sunrise, target, palm)).toHaveLength(21);
    expect((await t.call(stampTemplateContract, stampBody)).data).toMatchObject({ shifts: 0, skipped: 21 });
    // Onto its own week: the same shifts are there already.
    expect((await t.call(previewStampContract, { ...stampBody, body: { week_starts: [source] } })).data).toMatchObject({
      shifts: 0,
      skipped: 21,
    });
    // Generating the master schedule onto the stamped week finds the same shifts there.
    expect((await preview({ week_starts: [target], unit_ids: [palm] })).data).toMatchObject({ shifts: 0, skipped: 21 });

    const taken = await t.call(renameShiftTemplateContract, {
      params: { templateId },
      body: { name: 'weekend EXTRA aides' },
      headers: s.admin,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.message).toContain(productMessages.shiftTemplateNameTaken);
    const renamed = await t.call(renameShiftTemplateContract, { params: { templateId }, body: { name: 'Palm week' }, headers: s.admin });
    expect(renamed.data.template.name).toBe('Palm week');
    expect((await t.call(deleteShiftTemplateContract, { params: { templateId }, headers: s.admin })).data.message).toBe(
      productMessages.shiftTemplateDeleted,
    );
    expect((await t.call(previewStampContract, stampBody)).statusCode).toBe(404);
    expect(await shiftsOfWeek(s.sunrise, target, palm)).toHaveLength(21);
  });

  it('refuses an empty week and a past target; keeps templates to their facility', async () => {
    const empty = await t.call(saveShiftTemplateContract, {
      body: { name: 'Nothing', week_start: addDays(thisWeek(), 40 * 7) },
      headers: s.admin,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toContain(productMessages.shiftTemplateEmptyWeek);
    const [template] = (await t.call(listShiftTemplatesContract, { headers: s.admin })).data.results;
    const past = await t.call(stampTemplateContract, {
      params: { templateId: template!.id },
      body: { week_starts: [addDays(thisWeek(), -14)] },
      headers: s.admin,
    });
    expect(past.statusCode).toBe(422);
    const foreign = { params: { templateId: template!.id }, headers: s.ownerAtMaple };
    expect((await t.call(stampTemplateContract, { ...foreign, body: { week_starts: [addDays(thisWeek(), 14)] } })).statusCode).toBe(404);
    expect((await t.call(renameShiftTemplateContract, { ...foreign, body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.call(deleteShiftTemplateContract, foreign)).statusCode).toBe(404);
    expect((await t.call(listShiftTemplatesContract, { headers: s.ownerAtMaple })).data.results.map((x) => x.id)).not.toContain(
      template!.id,
    );
  });
});
