import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { copyWeekContract } from '@careroster/shared/api/shifts/copy-week';
import { COPY_WEEKS_MAX } from '@careroster/shared/staffing/values';
import { addDays, weekdayOf, zonedInstant } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, positionAgencies, positions, shifts } from '../../src/db/schema';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today, zone } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

const sundayOf = (date: string) => addDays(date, -weekdayOf(date));
const daysAheadOf = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);
const copy = (body: BodyOf<typeof copyWeekContract>, key?: string, headers = s.admin) =>
  t.call(copyWeekContract, { body, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } });
const shiftsOn = (from: string, to: string) =>
  t.deps.db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.facilityId, s.sunrise),
        inArray(
          shifts.startDate,
          Array.from({ length: daysAheadOf(to) - daysAheadOf(from) + 1 }, (_, i) => addDays(from, i)),
        ),
      ),
    );

/** A unique title on a day, so the demo's shifts never count. */
async function shiftWithPositions(date: string, title: string, opts: { start?: string; end?: string } = {}) {
  const shift = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date), ...opts });
  await t.deps.db.update(shifts).set({ title }).where(eq(shifts.id, shift.id));
  const rn = await addPosition(t, shift, {
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: 3,
    applicableFor: ['IN', 'AN'],
    agencyPreference: 'CUSTOM_PREFERENCE',
    rateCents: 5_500,
    agencyRateCents: 7_250,
  });
  const lpn = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.LPN, totalPositions: 2, applicableFor: ['EN'] });
  return { shift: { ...shift, title }, rn, lpn };
}

describe('POST facilities/shifts/copy-week', () => {
  it('copies the shifts and positions (not the bookings) to later weeks, then skips what is already there', async () => {
    const week = sundayOf(addDays(today(), 91));
    const { shift, rn } = await shiftWithPositions(addDays(week, 2), 'Copy Source Tue');
    await shiftWithPositions(addDays(week, 5), 'Copy Source Fri', { start: '19:00', end: '07:00' });
    const [agency] = await t.deps.db.select({ id: positionAgencies.agencyId }).from(positionAgencies).limit(1);
    await t.deps.db.insert(positionAgencies).values({ facilityId: s.sunrise, positionId: rn.id, agencyId: agency!.id });
    const nurse = await addNurse(t, s.sunrise);
    const booked = await t.call(assignEmployeesContract, {
      params: { id: shift.id },
      body: { nurses: [{ id: nurse.id }], position: rn.id },
      headers: s.admin,
    });
    expect(booked.statusCode).toBe(200);
    const demoCount = (await shiftsOn(week, addDays(week, 6))).filter((r) => !r.title.startsWith('Copy Source')).length;

    const targets = [addDays(week, 14), addDays(week, 7)];
    const res = await copy({ week_start: week, to_week_starts: targets });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.created).toHaveLength(2 * (2 + demoCount));
    expect(data.skipped).toEqual([]);
    expect(data.message).toBe(productMessages.copyWeekDone(data.created.length, 0));

    const copies = (await shiftsOn(addDays(week, 7), addDays(week, 20))).filter((r) => r.title.startsWith('Copy Source'));
    expect(copies.map((c) => [c.title, c.startDate, c.startTime.slice(0, 5), c.endDate]).sort()).toEqual(
      [
        ['Copy Source Fri', addDays(week, 12), '19:00', addDays(week, 13)],
        ['Copy Source Fri', addDays(week, 19), '19:00', addDays(week, 20)],
        ['Copy Source Tue', addDays(week, 9), '07:00', addDays(week, 9)],
        ['Copy Source Tue', addDays(week, 16), '07:00', addDays(week, 16)],
      ].sort(),
    );
    const tuesday = copies.find((c) => c.startDate === addDays(week, 9))!;
    expect(tuesday).toMatchObject({
      startsAt: zonedInstant(addDays(week, 9), '07:00', zone),
      mealMinutes: shift.mealMinutes,
      unitId: shift.unitId,
      isRecurring: false,
    });
    const copied = await t.deps.db.select().from(positions).where(eq(positions.shiftId, tuesday.id));
    expect(copied.map((p) => [p.jobTitleId, p.totalPositions, p.acceptedCount, p.assignedCount, p.status, p.applicableFor]).sort()).toEqual(
      [
        [JOB_TITLE_IDS.LPN, 2, 0, 0, 'OPEN', ['EN']],
        [JOB_TITLE_IDS.RN, 3, 0, 0, 'OPEN', ['IN', 'AN']],
      ].sort(),
    );
    const copiedRn = copied.find((p) => p.jobTitleId === JOB_TITLE_IDS.RN)!;
    expect(copiedRn).toMatchObject({ rateCents: 5_500, agencyRateCents: 7_250, agencyPreference: 'CUSTOM_PREFERENCE' });
    expect(
      await t.deps.db.select({ id: positionAgencies.agencyId }).from(positionAgencies).where(eq(positionAgencies.positionId, copiedRn.id)),
    ).toEqual([{ id: agency!.id }]);
    expect(
      await t.deps.db
        .select()
        .from(assignments)
        .where(
          inArray(
            assignments.positionId,
            copied.map((p) => p.id),
          ),
        ),
    ).toEqual([]);

    // The same copy again: every shift is already there, nothing is created twice.
    const again = (await copy({ week_start: week, to_week_starts: [addDays(week, 7)] })).data;
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(2 + demoCount);
    expect(again.skipped.every((k: { reason: string }) => k.reason === 'EXISTS')).toBe(true);
    expect(again.skipped).toContainEqual({
      source_shift_id: shift.id,
      title: 'Copy Source Tue',
      start_date: addDays(week, 9),
      start_time: '07:00',
      reason: 'EXISTS',
    });
  });

  it('keeps the wall clock across a daylight-saving change', async () => {
    // The first week whose next week has another UTC offset at 07:00 in the facility's zone.
    let week = sundayOf(addDays(today(), 7));
    const utcHour = (date: string) => zonedInstant(date, '07:00', zone).getUTCHours();
    while (utcHour(addDays(week, 3)) === utcHour(addDays(week, 10))) week = addDays(week, 7);
    const { shift } = await shiftWithPositions(addDays(week, 3), 'Copy Across DST');
    const res = await copy({ week_start: week, to_week_starts: [addDays(week, 7)] });
    expect(res.statusCode).toBe(200);
    const [copied] = (await shiftsOn(addDays(week, 10), addDays(week, 10))).filter((r) => r.title === 'Copy Across DST');
    expect(copied!.startTime.slice(0, 5)).toBe('07:00');
    expect(copied!.startsAt).toEqual(zonedInstant(addDays(week, 10), '07:00', zone));
    expect(copied!.startsAt.getTime() - shift.startsAt.getTime()).not.toBe(7 * 86_400_000);
  });

  it('skips a copy that would already have started', async () => {
    const lastWeek = sundayOf(addDays(today(), -7));
    const { shift } = await shiftWithPositions(lastWeek, 'Copy Started', { start: '00:05', end: '01:00' });
    const data = (await copy({ week_start: lastWeek, to_week_starts: [addDays(lastWeek, 7)] })).data;
    expect(data.skipped).toContainEqual(
      expect.objectContaining({ source_shift_id: shift.id, reason: 'STARTED', start_date: addDays(lastWeek, 7) }),
    );
    expect(data.created.map((c: { title: string }) => c.title)).not.toContain('Copy Started');
  });

  it('refuses the same or an earlier week, a week twice, too many weeks and a day other than Sunday', async () => {
    const week = sundayOf(addDays(today(), 120));
    const refused = async (payload: BodyOf<typeof copyWeekContract>, message: string) => {
      const res = await copy(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toContain(message);
    };
    await refused({ week_start: week, to_week_starts: [addDays(week, -7)] }, productMessages.copyWeekLater);
    await refused({ week_start: week, to_week_starts: [week] }, productMessages.copyWeekLater);
    await refused({ week_start: week, to_week_starts: [addDays(week, 7), addDays(week, 7)] }, productMessages.copyWeekTwice);
    const tooMany = Array.from({ length: COPY_WEEKS_MAX + 1 }, (_, i) => addDays(week, 7 * (i + 1)));
    await refused({ week_start: week, to_week_starts: tooMany }, productMessages.copyWeeksTooMany(COPY_WEEKS_MAX));
    await refused({ week_start: addDays(week, 1), to_week_starts: [addDays(week, 7)] }, productMessages.rosterWeekStartSunday);
    await refused({ week_start: week, to_week_starts: [addDays(week, 8)] }, productMessages.rosterWeekStartSunday);
    expect((await copy({ week_start: week, to_week_starts: [] })).statusCode).toBe(422);
  });

  it('replays its answer for the same idempotency key, and is refused to another facility (403)', async () => {
    const week = sundayOf(addDays(today(), 140));
    await shiftWithPositions(addDays(week, 1), 'Copy Replayed');
    const body = { week_start: week, to_week_starts: [addDays(week, 7)] };
    const first = await copy(body, 'copy-week-replay-1');
    const second = await copy(body, 'copy-week-replay-1');
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.data).toEqual(first.data);
    expect((await shiftsOn(addDays(week, 8), addDays(week, 8))).filter((r) => r.title === 'Copy Replayed')).toHaveLength(1);
    const foreign = await copy(body, undefined, { ...s.manager, 'facility-id': s.sunrise });
    expect(foreign.statusCode).toBe(403);
  });
});
