import { fillWeekConfirmContract, fillWeekProposalContract } from '@careroster/shared/api/staffing/fill-week';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { addDays } from '@careroster/shared/format/wall-clock';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, positions } from '../../src/db/schema';
import { fillWeekLimits } from '../../src/modules/staffing/fill-week';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';

/** Job titles no demo employee holds, one per test, so each plan sees only the nurses its test made. */
const titles = {
  legal: JOB_TITLE_IDS.SLP,
  tenancy: JOB_TITLE_IDS.PT,
  confirm: JOB_TITLE_IDS.OT,
  foreign: JOB_TITLE_IDS.COTA,
  lines: JOB_TITLE_IDS.CDM,
};
let title: string = titles.legal;

const t = useTestApp();
const sessions = useDemoSessions(t);

const proposal = (body: BodyOf<typeof fillWeekProposalContract>, headers: Record<string, string> = sessions.admin) =>
  t.call(fillWeekProposalContract, { body, headers });
const confirm = (body: BodyOf<typeof fillWeekConfirmContract>, headers: Record<string, string> = sessions.admin) =>
  t.call(fillWeekConfirmContract, { body, headers });
const propose = async (weekStart: string, headers = sessions.admin) => {
  const res = await proposal({ week_start: weekStart, weeks: 1 }, headers);
  expect(res.statusCode).toBe(200);
  return res.data;
};

/** A week far enough ahead that the demo schedule has no shift in it; `week` apart per test. */
const weekAhead = (week: number) => {
  const sunday = weekStartOf(addDays(today(), 7 * week));
  const daysAhead = (day: number) => Math.round((Date.parse(addDays(sunday, day)) - Date.parse(today())) / 86_400_000);
  return { sunday, daysAhead };
};

describe('POST facilities/fill-week/proposal', () => {
  it('proposes the openings solved together: legal nurses only, none on clashing shifts or inside the rest hours', async () => {
    title = titles.legal;
    const { sunday, daysAhead } = weekAhead(30);
    // Monday 07-19, Monday 11-23 (overlaps it), Tuesday 01-07 (2 to 6 hours after them: inside the 8-hour rest).
    const day = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(1), start: '07:00', end: '19:00' });
    const late = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(1), start: '11:00', end: '23:00' });
    const early = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(2), start: '01:00', end: '07:00' });
    const clashing = [
      await addPosition(t, day, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 }),
      await addPosition(t, late, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 }),
      await addPosition(t, early, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 }),
    ];
    // Agency only: no agency nurse of the title exists.
    const agencyOnly = await addPosition(t, day, { jobTitleId: title, applicableFor: ['AN'], totalPositions: 2 });
    // Ann is the cheapest for all three, but may take only one of them.
    const ann = await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 });
    const bea = await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_500 });
    const cat = await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 4_000 });
    const refused = [
      await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 1_000, credential: 'expired' }),
      await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 1_000, status: 'INACTIVE' }),
      await addNurse(t, sessions.sunrise, { jobTitleId: JOB_TITLE_IDS.RN, hourlyRateCents: 1_000 }),
    ];

    const plan = await propose(addDays(sunday, 3));
    expect(plan.week_start).toBe(sunday);
    const onClashing = plan.assignments.filter((a) => clashing.some((p) => p.id === a.position_id));
    expect(onClashing).toHaveLength(3);
    expect(new Set(onClashing.map((a) => a.employee_id))).toEqual(new Set([ann.id, bea.id, cat.id]));
    for (const r of refused) expect(plan.assignments.map((a) => a.employee_id)).not.toContain(r.id);
    expect(plan.unfilled).toEqual([
      expect.objectContaining({
        position_id: agencyOnly.id,
        open: 2,
        reason: 'NO_CANDIDATE',
        message: productMessages.fillWeekNoCandidate,
      }),
    ]);
    expect(plan.totals).toMatchObject({ openings: 5, proposed: 3, overtime_hours: 0 });
    expect(plan.totals.cost).toBe(Math.round(onClashing.reduce((sum, a) => sum + a.cost, 0) * 100) / 100);
    expect(onClashing.every((a) => a.reasons[0] === productMessages.reasonNoOvertime)).toBe(true);
    expect(plan.note).toBeNull();

    // Nothing was saved: the same openings are proposed again.
    expect((await propose(sunday)).totals.openings).toBe(5);
  });

  it('counts a Saturday night in both workweeks it falls in: the nurse full next week does not get it (decision 056)', async () => {
    title = titles.lines;
    const { sunday, daysAhead } = weekAhead(44);
    // Saturday 19:00 to Sunday 07:00: 5 hours in this workweek, 7 in the next (Sunday 00:00 lines).
    const night = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(6), start: '19:00', end: '07:00' });
    const position = await addPosition(t, night, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 });
    // Ann is cheaper but already has 40 hours next week, Monday to Thursday (10.5 h less a 30-minute meal each).
    const ann = await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 });
    const bea = await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_500 });
    for (const day of [8, 9, 10, 11]) {
      const shift = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(day), start: '07:00', end: '17:30' });
      const booked = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1, assignedCount: 1 });
      await t.deps.db.insert(assignments).values({
        facilityId: sessions.sunrise,
        positionId: booked.id,
        employeeId: ann.id,
        nurseId: ann.nurseId,
        source: 'MANAGER',
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
      });
    }

    const plan = await propose(sunday);
    expect(plan.assignments).toEqual([expect.objectContaining({ position_id: position.id, employee_id: bea.id, overtime_hours: 0 })]);
    expect(plan.totals).toMatchObject({ openings: 1, proposed: 1, overtime_hours: 0 });
  });

  it('answers only the facility of the caller', async () => {
    title = titles.tenancy;
    const { sunday, daysAhead } = weekAhead(32);
    const shift = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(2) });
    await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 });
    expect((await propose(sunday)).totals.openings).toBe(1);
    // Maple's manager: Sunrise's opening is not hers.
    expect((await propose(sunday, sessions.manager)).totals.openings).toBe(0);
  });

  it('refuses a bad week with a clear message', async () => {
    // Malformed on purpose (a missing week among them), for the server to refuse.
    const bodies: object[] = [
      { week_start: '2030-02-30' },
      { week_start: 'soon' },
      { week_start: today(), weeks: 5 },
      { week_start: today(), weeks: 0 },
      {},
    ];
    for (const body of bodies) {
      const res = await proposal(body as BodyOf<typeof fillWeekProposalContract>);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const res = await proposal({ week_start: '2030-02-30' });
    expect(res.json().error.message).toContain(productMessages.invalidDate);
  });
});

describe('Fill week under load', () => {
  /** A week with two openings of `jobTitleId` and two nurses who may take them. */
  async function weekWithOpenings(week: number, jobTitleId: string) {
    const { sunday, daysAhead } = weekAhead(week);
    for (const day of [2, 3]) {
      const shift = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(day), start: '07:00', end: '15:00' });
      await addPosition(t, shift, { jobTitleId, applicableFor: ['IN'], totalPositions: 1 });
    }
    for (const rate of [3_000, 3_500]) await addNurse(t, sessions.sunrise, { jobTitleId, hourlyRateCents: rate });
    return sunday;
  }

  it('refuses a second proposal for the facility while one is being worked out, with a clear message; the next one is answered', async () => {
    const sunday = await weekWithOpenings(38, JOB_TITLE_IDS.RT);
    const answers = await Promise.all([1, 2].map((weeks) => proposal({ week_start: sunday, weeks })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ success: false, statusCode: 409, error: { message: [productMessages.fillWeekRunning] } });
    // Another facility is not held back, and once the first is done the facility may ask again.
    expect((await propose(sunday, sessions.manager)).note).toBeNull();
    const again = await propose(sunday);
    expect(again.totals).toMatchObject({ openings: 2, proposed: 2 });
    expect(again.note).toBeNull();
  });

  it('answers the same weeks asked twice at once (the dialog after its own confirm) with one plan', async () => {
    const sunday = await weekWithOpenings(39, JOB_TITLE_IDS.RT);
    const body = { week_start: sunday, weeks: 1 };
    const answers = await Promise.all([0, 1, 2].map(() => proposal(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
  });

  it('answers the best plan found when the search reaches its time budget, and says so', async () => {
    const sunday = await weekWithOpenings(40, JOB_TITLE_IDS.RD);
    const budget = t.deps.config.fillWeekSeconds;
    t.deps.config.fillWeekSeconds = 0;
    try {
      const plan = await propose(sunday);
      expect(plan.totals).toMatchObject({ openings: 2, proposed: 2 });
      expect(plan.note).toBe(productMessages.fillWeekBestSoFar);
    } finally {
      t.deps.config.fillWeekSeconds = budget;
    }
  });

  it(`limits one user to ${fillWeekLimits.perUser} proposals in ${fillWeekLimits.windowMs / 60_000} minutes`, async () => {
    const { sunday } = weekAhead(42);
    for (let i = 0; i < fillWeekLimits.perUser; i++) await propose(sunday, sessions.ownerAtMaple);
    const refused = await proposal({ week_start: sunday, weeks: 1 }, sessions.ownerAtMaple);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toEqual([productMessages.fillWeekTooOften]);
    // Someone else of the facility still may.
    expect((await proposal({ week_start: sunday, weeks: 1 }, sessions.manager)).statusCode).toBe(200);
  });
});

describe('POST facilities/fill-week/confirm', () => {
  it('books what still holds and answers each pair that no longer does', async () => {
    title = titles.confirm;
    const { sunday, daysAhead } = weekAhead(34);
    const monday = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(1), start: '07:00', end: '19:00' });
    const wednesday = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(3), start: '07:00', end: '19:00' });
    const mondayPosition = await addPosition(t, monday, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 2 });
    const wednesdayPosition = await addPosition(t, wednesday, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 });
    const nurses = [
      await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_000 }),
      await addNurse(t, sessions.sunrise, { jobTitleId: title, hourlyRateCents: 3_100 }),
    ];
    const plan = await propose(sunday);
    expect(plan.totals).toMatchObject({ openings: 3, proposed: 3 });
    const kept = plan.assignments.map((a) => ({ position_id: a.position_id, employee_id: a.employee_id }));

    // Meanwhile another manager books one of Monday's nurses elsewhere at the same time.
    const taken = kept.find((a) => a.position_id === mondayPosition.id)!;
    const elsewhere = await addPosition(t, await addShift(t, sessions.sunrise, { daysAhead: daysAhead(1), start: '08:00', end: '12:00' }), {
      jobTitleId: title,
      totalPositions: 1,
      assignedCount: 1,
    });
    const nurse = nurses.find((n) => n.id === taken.employee_id)!;
    await t.deps.db.insert(assignments).values({
      facilityId: sessions.sunrise,
      positionId: elsewhere.id,
      employeeId: nurse.id,
      nurseId: nurse.nurseId,
      source: 'MANAGER',
      startsAt: monday.startsAt,
      endsAt: monday.endsAt,
    });

    const res = await confirm({ assignments: kept }, { ...sessions.admin, 'idempotency-key': 'fill-week-confirm-1' });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.booked).toBe(2);
    expect(data.refused).toEqual([{ ...taken, message: productMessages.nurseAlreadyBooked(nurse.name) }]);
    expect(data.message).toBe(productMessages.fillWeekBookedWithRefusals(2, 1));

    const rows = await t.deps.db
      .select()
      .from(assignments)
      .where(inArray(assignments.positionId, [mondayPosition.id, wednesdayPosition.id]));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.source === 'MANAGER')).toBe(true);
    const [counts] = await t.deps.db.select().from(positions).where(eq(positions.id, mondayPosition.id));
    expect(counts!.assignedCount).toBe(1);

    // The same confirmation again (a retry with its key) books nothing more.
    const again = await confirm({ assignments: kept }, { ...sessions.admin, 'idempotency-key': 'fill-week-confirm-1' });
    expect(again.data.booked).toBe(2);
    expect(await t.deps.db.select().from(assignments).where(eq(assignments.positionId, wednesdayPosition.id))).toHaveLength(1);
    // Proposed again, the week has one opening left and nobody who may take it.
    const rest = await propose(sunday);
    expect(rest.totals).toMatchObject({ openings: 1, proposed: 0 });
    expect(rest.unfilled).toEqual([expect.objectContaining({ position_id: mondayPosition.id, open: 1, reason: 'NO_CANDIDATE' })]);
  });

  it("is a 404 for another facility's position or employee, and refuses bad input", async () => {
    title = titles.foreign;
    const { daysAhead } = weekAhead(36);
    const shift = await addShift(t, sessions.sunrise, { daysAhead: daysAhead(2) });
    const position = await addPosition(t, shift, { jobTitleId: title, applicableFor: ['IN'], totalPositions: 1 });
    const nurse = await addNurse(t, sessions.sunrise, { jobTitleId: title });
    const pair = { position_id: position.id, employee_id: nurse.id };
    expect((await confirm({ assignments: [pair] }, sessions.manager)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(assignments).where(eq(assignments.positionId, position.id))).toHaveLength(0);

    expect((await confirm({ assignments: [] })).statusCode).toBe(422);
    expect((await confirm({ assignments: [{ position_id: 'x', employee_id: nurse.id }] })).statusCode).toBe(422);
    const tooMany = await confirm({ assignments: Array.from({ length: 501 }, () => pair) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toContain(productMessages.fillWeekTooMany(500));
  });
});
