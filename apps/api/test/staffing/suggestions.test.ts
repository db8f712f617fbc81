import type { AnswerOf } from '@careroster/shared/api/contract';
import { suggestionsContract } from '@careroster/shared/api/staffing/suggestions';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { addDays } from '@careroster/shared/format/wall-clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, employeeAvailability, facilities, ptoRequests, timecards } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';

/** Job titles no demo employee holds, one per test, so each test sees only the nurses it made. */
const titles = { legal: JOB_TITLE_IDS.SC, order: JOB_TITLE_IDS.IP, reliability: JOB_TITLE_IDS.AD, tenancy: JOB_TITLE_IDS.REC };
let title: string = titles.legal;

const t = useTestApp();
const s = useDemoSessions(t);

type Answer = AnswerOf<typeof suggestionsContract>;
const suggestions = async (shiftId: string, positionId: string, headers = s.admin) =>
  t.call(suggestionsContract, { params: { id: shiftId, positionId }, headers });
const answer = async (shiftId: string, positionId: string) => (await suggestions(shiftId, positionId)).data;
const idsOf = (a: Answer) => a.results.map((r) => r.employee_id);

/** Books a nurse straight into the table (a past or elsewhere booking the picker would refuse to make). */
async function book(employee: { id: string; nurseId: string; facilityId: string }, shift: Awaited<ReturnType<typeof addShift>>) {
  const position = await addPosition(t, shift, { jobTitleId: title });
  const [row] = await t.deps.db
    .insert(assignments)
    .values({
      facilityId: employee.facilityId,
      positionId: position.id,
      employeeId: employee.id,
      nurseId: employee.nurseId,
      source: 'MANAGER',
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
    })
    .returning();
  return row!;
}

describe('GET facilities/shifts/{id}/positions/{positionId}/suggestions', () => {
  it('suggests only nurses who may legally fill the opening', async () => {
    title = titles.legal;
    const shift = await addShift(t, s.sunrise, { daysAhead: 20, start: '07:00', end: '15:00' });
    const position = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN', 'EN'], totalPositions: 2 });
    const opts = { jobTitleId: title };
    const fits = await addNurse(t, s.sunrise, opts);
    const external = await addNurse(t, s.sunrise, { ...opts, workerType: 'EN' });
    const refused = [
      await addNurse(t, s.sunrise, { ...opts, workerType: 'AN' }),
      await addNurse(t, s.sunrise, { jobTitleId: JOB_TITLE_IDS.RN }),
      await addNurse(t, s.sunrise, { ...opts, status: 'INACTIVE' }),
      await addNurse(t, s.sunrise, { ...opts, credential: 'expired' }),
      await addNurse(t, s.sunrise, { ...opts, credential: 'pending' }),
    ];
    // Credentials that lapse before the shift's last day.
    const lapsing = await addNurse(t, s.sunrise, opts);
    await t.deps.db.execute(`update credentials set expiry = '${addDays(today(), 5)}' where nurse_id = '${lapsing.nurseId}'`);
    refused.push(lapsing);
    // Booked at an overlapping time, and booked ending 4 hours before the start (inside the 8-hour rest).
    const overlapping = await addNurse(t, s.sunrise, opts);
    await book(overlapping, await addShift(t, s.sunrise, { daysAhead: 20, start: '11:00', end: '19:00' }));
    const tired = await addNurse(t, s.sunrise, opts);
    const night = await addShift(t, s.sunrise, { daysAhead: 19, start: '19:00', end: '03:00' });
    await book(tired, night);
    // On approved PTO that day; said she is unavailable.
    const onLeave = await addNurse(t, s.sunrise, opts);
    await t.deps.db.insert(ptoRequests).values({
      facilityId: s.sunrise,
      employeeId: onLeave.id,
      startDate: shift.startDate,
      endDate: shift.startDate,
      minutes: 480,
      status: 'APPROVED',
      enteredBy: 'USER',
    });
    const away = await addNurse(t, s.sunrise, opts);
    await t.deps.db
      .insert(employeeAvailability)
      .values({ facilityId: s.sunrise, employeeId: away.id, date: shift.startDate, kind: 'UNAVAILABLE' });
    refused.push(overlapping, tired, onLeave, away);

    const data = await answer(shift.id, position.id);
    expect(new Set(idsOf(data))).toEqual(new Set([fits.id, external.id]));
    expect(data).toMatchObject({ open: 2, eligible_count: 2 });
    for (const r of refused) expect(idsOf(data)).not.toContain(r.id);

    // With the rest rule off, the nurse whose night ended 4 hours before is legal again.
    await t.deps.db.update(facilities).set({ minRestHours: 0 }).where(eq(facilities.id, s.sunrise));
    try {
      expect(idsOf(await answer(shift.id, position.id))).toContain(tired.id);
    } finally {
      await t.deps.db.update(facilities).set({ minRestHours: 8 }).where(eq(facilities.id, s.sunrise));
    }
  });

  it('puts no overtime first, then the cheaper nurse, and says why', async () => {
    title = titles.order;
    // A Saturday at least a week away, so her Sunday-to-Tuesday bookings of that week are all to come.
    const saturday = ((6 - new Date(`${today()}T12:00:00Z`).getUTCDay() + 7) % 7) + 7;
    const shift = await addShift(t, s.sunrise, { daysAhead: saturday, start: '07:00', end: '19:00' });
    const position = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'] });
    const cheapButTired = await addNurse(t, s.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 });
    const dearer = await addNurse(t, s.sunrise, { jobTitleId: title, hourlyRateCents: 4_000 });
    const cheaper = await addNurse(t, s.sunrise, { jobTitleId: title, hourlyRateCents: 3_500 });
    // 36 paid hours earlier the same week: the 11.5-hour opening takes her to 47.5, 7.5 of them overtime.
    for (const d of [6, 5, 4])
      await book(cheapButTired, await addShift(t, s.sunrise, { daysAhead: saturday - d, start: '07:00', end: '19:30' }));
    const data = await answer(shift.id, position.id);
    expect(idsOf(data)).toEqual([cheaper.id, dearer.id, cheapButTired.id]);
    expect(data.results[0]!.reasons[0]).toBe(productMessages.reasonNoOvertime);
    expect(data.results[0]!.cost).toBe(402.5);
    expect(data.results[2]!.overtime_hours).toBe(7.5);
    expect(data.results[2]!.reasons[0]).toBe(productMessages.reasonOvertime('7.5'));
  });

  it('counts late clock-ins and no-shows from timecards', async () => {
    title = titles.reliability;
    const shift = await addShift(t, s.sunrise, { daysAhead: 34 });
    const position = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'] });
    const late = await addNurse(t, s.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 });
    const punctual = await addNurse(t, s.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 });
    const past = await addShift(t, s.sunrise, { daysAhead: -10 });
    const missed = await addShift(t, s.sunrise, { daysAhead: -12 });
    const a = await book(late, past);
    const b = await book(late, missed);
    await t.deps.db.insert(timecards).values([
      {
        facilityId: s.sunrise,
        assignmentId: a.id,
        employeeId: late.id,
        workDate: past.startDate,
        clockInAt: new Date(past.startsAt.getTime() + 20 * 60_000),
      },
      { facilityId: s.sunrise, assignmentId: b.id, employeeId: late.id, workDate: missed.startDate },
    ]);
    const data = await answer(shift.id, position.id);
    expect(idsOf(data)).toEqual([punctual.id, late.id]);
    expect(data.results[1]).toMatchObject({ no_shows: 1, lates: 1 });
    expect(data.results[1]!.reasons).toEqual(expect.arrayContaining([productMessages.reasonNoShows(1), productMessages.reasonLates(1)]));
  });

  it("is the facility's own: another facility's position is a 404, a completed shift a 409", async () => {
    title = titles.tenancy;
    const shift = await addShift(t, s.sunrise, { daysAhead: 21 });
    const position = await addPosition(t, shift, { jobTitleId: title });
    // Maple's manager asks for Sunrise's position.
    expect((await suggestions(shift.id, position.id, s.manager)).statusCode).toBe(404);
    const done = await addShift(t, s.sunrise, { daysAhead: -3 });
    const donePosition = await addPosition(t, done, { jobTitleId: title });
    const res = await suggestions(done.id, donePosition.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toEqual([productMessages.completedShiftReadOnly]);
  });
});
