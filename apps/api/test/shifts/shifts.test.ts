import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import { listShiftsContract } from '@careroster/shared/api/shifts/list-shifts';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { messages, productMessages } from '@careroster/shared/messages';
import { sql } from 'drizzle-orm';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { BodyOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, positionRow, shiftForm, today } from './fixtures';

const t = useTestApp();
const sessions = useDemoSessions(t);

// Forms here are loose on purpose: many break a rule of the shift form, for the server to refuse.
const post = (payload: object, headers = sessions.admin) =>
  t.call(createShiftContract, { body: payload as BodyOf<typeof createShiftContract>, headers });
const update = (id: string, payload: object) =>
  t.call(updateShiftContract, { params: { id }, body: payload as BodyOf<typeof updateShiftContract>, headers: sessions.admin });
const positionsOf = async (id: string) => (await t.call(listPositionsContract, { params: { id }, headers: sessions.admin })).data;
const listShifts = (start_date: string, end_date: string) =>
  t.call(listShiftsContract, { query: { start_date, end_date }, headers: sessions.admin });
const errorsOf = (res: { json: () => { error: { message: string[] } } }) => res.json().error.message;

describe('POST facilities/shifts', () => {
  it('creates a shift with the instants of the facility zone', async () => {
    const res = await post(shiftForm({ start_time: '23:00', end_time: '07:00', end_date: addDays(today(), 4), shiftType: 'night' }));
    expect(res.statusCode).toBe(200);
    const [shift] = res.data.results;
    expect(shift).toMatchObject({
      start_time: '23:00',
      end_time: '07:00',
      timezone: 'EST',
      status: 'UPCOMING',
      shiftType: 'night',
      open_positions: 3,
    });
    const [row] = ((await t.sql(sql`select starts_at from shifts where id = ${shift!.id}`)) as { rows: { starts_at: string }[] }).rows;
    expect(new Date(row!.starts_at).toISOString()).toBe(zonedInstant(addDays(today(), 3), '23:00', 'EST').toISOString());
  });

  it('enforces the shift form rules with the spec texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ start_time: '7 am' }, messages.time24h],
      [{ end_time: '06:00' }, messages.endTimeGreater],
      [{ meal_time: 480 }, messages.mealTimeTooLong],
      [{ contact_email: 'desk@' }, messages.enterValidEmailAddress],
      [{ contact_phone: '555-01' }, messages.phoneInvalid],
      [{ is_recurring: true, recurring: null }, productMessages.required('Recurring type')],
      [{ title: ' ' }, productMessages.required('Title')],
    ];
    for (const [change, message] of cases) {
      const res = await post(shiftForm(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(errorsOf(res)).toContain(message);
    }
  });

  it('refuses a past start date and another timezone', async () => {
    expect(errorsOf(await post(shiftForm({ start_date: addDays(today(), -1), end_date: addDays(today(), -1) })))).toEqual([
      productMessages.shiftStartInPast,
    ]);
    expect(errorsOf(await post(shiftForm({ timezone: 'PST' })))).toEqual([productMessages.shiftTimezoneMismatch('EST')]);
  });

  it('makes a preset with other times custom', async () => {
    const res = await post(shiftForm({ start_time: '08:00' }));
    expect(res.data.results[0]!.shiftType).toBe('custom');
  });

  it('expands DAILY, WEEKLY, MONTHLY and CUSTOM recurrence into rows up to the end date', async () => {
    const first = addDays(today(), 2);
    const recurring = (recurring: string, until: string, extra: object = {}) =>
      post(shiftForm({ start_date: first, end_date: first, is_recurring: true, recurring, recurring_end_date: until, ...extra }));
    const daily = (await recurring('DAILY', addDays(first, 6))).data;
    expect(daily.count).toBe(7);
    expect(daily.results.map((s: { start_date: string }) => s.start_date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(first, i)));
    expect((await recurring('WEEKLY', addDays(first, 21))).data.count).toBe(4);
    const monthly = (await recurring('MONTHLY', addDays(first, 95))).data.results;
    expect(new Set(monthly.map((s: { start_date: string }) => s.start_date.slice(8)))).toEqual(new Set([first.slice(8)]));
    const custom = (await recurring('CUSTOM', addDays(first, 13), { recurring_values: [1, 3] })).data.results;
    expect(custom).toHaveLength(4);
    for (const s of custom) expect([1, 3]).toContain(new Date(`${s.start_date}T00:00:00Z`).getUTCDay());
  });

  it('refuses recurrence without an end date, days or beyond the cap of 366 rows', async () => {
    const base = { is_recurring: true, recurring: 'DAILY' };
    expect(errorsOf(await post(shiftForm(base)))).toEqual([productMessages.required('Recurring end date')]);
    expect(errorsOf(await post(shiftForm({ ...base, recurring: 'CUSTOM', recurring_end_date: addDays(today(), 20) })))).toEqual([
      productMessages.required('Recurring days'),
    ]);
    expect(errorsOf(await post(shiftForm({ ...base, recurring_end_date: addDays(today(), 3 + 366) })))).toEqual([
      productMessages.recurringTooMany(366),
    ]);
  });
});

describe('POST facilities/shifts: the shift and its positions as one action', () => {
  const countRows = async (title: string) =>
    ((await t.sql(sql`select count(*)::int as n from shifts where title = ${title}`)) as { rows: { n: number }[] }).rows[0]!.n;

  it('saves the shift with its positions and answers their openings', async () => {
    const res = await post(
      shiftForm({ title: 'Atomic ok', positions: [positionRow(), positionRow({ job_title_id: JOB_TITLE_IDS.CNA, total_positions: 2 })] }),
    );
    expect(res.statusCode).toBe(200);
    const [shift] = res.data.results;
    expect(shift).toMatchObject({ total_positions: 5, open_positions: 5 });
    const positions = await positionsOf(shift!.id);
    expect(positions.map((p: { total_positions: number }) => p.total_positions)).toEqual([3, 2]);
  });

  it('saves nothing when a position is refused, and refuses a shift without positions', async () => {
    const refused = await post(shiftForm({ title: 'Atomic refused', positions: [positionRow(), positionRow({ applicable_for: ['EN'] })] }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([productMessages.required('External rate')]);
    expect((await post(shiftForm({ title: 'Atomic refused', positions: [] }))).statusCode).toBe(422);
    expect(await countRows('Atomic refused')).toBe(0);
  });

  it('gives every occurrence of a recurring shift the same positions', async () => {
    const first = addDays(today(), 2);
    const res = await post(
      shiftForm({
        title: 'Atomic series',
        start_date: first,
        end_date: first,
        is_recurring: true,
        recurring: 'DAILY',
        recurring_end_date: addDays(first, 2),
      }),
    );
    expect(res.data.results.map((s) => s.open_positions)).toEqual([3, 3, 3]);
  });
});

describe('POST facilities/shifts: a shift that has already ended', () => {
  // 16:37 in the facility (EST): the case of a Morning preset for today.
  const at1637 = () => zonedInstant(todayIn('EST', new Date()), '16:37', 'EST');
  afterEach(() => vi.useRealTimers());

  const postAt = async (now: Date, form: object) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const token = (await t.login(demoUsers.admin)).token;
    return post(form, bearer(token, sessions.sunrise));
  };

  it('refuses a shift that ended earlier today in the facility zone', async () => {
    const now = at1637();
    const day = todayIn('EST', now);
    const res = await postAt(now, shiftForm({ title: 'Ended morning', start_date: day, end_date: day }));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual([productMessages.shiftAlreadyEnded]);
  });

  it('refuses a series whose first occurrence has ended, naming the series', async () => {
    const now = at1637();
    const day = todayIn('EST', now);
    const res = await postAt(
      now,
      shiftForm({ start_date: day, end_date: day, is_recurring: true, recurring: 'DAILY', recurring_end_date: addDays(day, 3) }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual([productMessages.recurringFirstEnded]);
  });

  it('takes a shift already in progress, for a last-minute need', async () => {
    const now = at1637();
    const day = todayIn('EST', now);
    const res = await postAt(
      now,
      shiftForm({ title: 'Late cover', start_date: day, end_date: day, start_time: '15:00', end_time: '23:00', shiftType: 'evening' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.results[0]).toMatchObject({ status: 'ONGOING', open_positions: 3 });
  });
});

describe('GET facilities/shifts', () => {
  it('lists a week with open positions, applicants and timing status', async () => {
    const shift = await addShift(t, sessions.sunrise, { daysAhead: 20 });
    await addPosition(t, shift, { totalPositions: 4, assignedCount: 0 });
    const res = await listShifts(shift.startDate, shift.startDate);
    expect(res.statusCode).toBe(200);
    const mine = res.data.results.find((s) => s.id === shift.id);
    expect(mine).toMatchObject({ open_positions: 4, applicants: 0, total_positions: 4, status: 'UPCOMING', start_time: '07:00' });
  });

  it('computes COMPLETED and ONGOING from now', async () => {
    const hour = 3_600_000;
    const past = await addShift(t, sessions.sunrise, {
      daysAhead: 0,
      startsAt: new Date(Date.now() - 10 * hour),
      endsAt: new Date(Date.now() - hour),
    });
    const now = await addShift(t, sessions.sunrise, {
      daysAhead: 0,
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    });
    const status = async (id: string): Promise<unknown> =>
      (await t.call(getShiftContract, { params: { id }, headers: sessions.admin })).data.status;
    expect(await status(past.id)).toBe('COMPLETED');
    expect(await status(now.id)).toBe('ONGOING');
  });

  it('refuses ranges over 62 days', async () => {
    const res = await listShifts(today(), addDays(today(), 70));
    expect(res.statusCode).toBe(422);
  });
});

describe('PATCH facilities/shifts/{id}', () => {
  it('moves booked nurses with the shift', async () => {
    const created = (
      await post(
        shiftForm({ start_date: addDays(today(), 30), end_date: addDays(today(), 30), positions: [positionRow({ total_positions: 2 })] }),
      )
    ).data.results[0]!;
    const nurse = await addNurse(t, sessions.sunrise);
    const [position] = await positionsOf(created.id);
    await t.call(assignEmployeesContract, {
      params: { id: created.id },
      body: { nurses: [{ id: nurse.id }], position: position!.id },
      headers: sessions.admin,
    });
    const res = await update(
      created.id,
      shiftForm({
        start_date: created.start_date,
        end_date: created.start_date,
        start_time: '09:00',
        end_time: '17:00',
        shiftType: 'custom',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ start_time: '09:00', end_time: '17:00', open_positions: 1 });
    const { rows } = (await t.sql(sql`select starts_at from assignments where employee_id = ${nurse.id}`)) as {
      rows: { starts_at: string }[];
    };
    expect(new Date(rows[0]!.starts_at).toISOString()).toBe(zonedInstant(created.start_date, '09:00', 'EST').toISOString());
  });

  it('refuses to change a completed shift', async () => {
    const hour = 3_600_000;
    const past = await addShift(t, sessions.sunrise, {
      daysAhead: 0,
      startsAt: new Date(Date.now() - 10 * hour),
      endsAt: new Date(Date.now() - hour),
    });
    const res = await update(past.id, shiftForm());
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toEqual([productMessages.completedShiftReadOnly]);
  });
});
