import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../format/wall-clock';
import type { OvertimeSettings } from '../timekeeping/overtime';
import { defaultWorkLines } from '../timekeeping/work-calendar';
import {
  allocateCents,
  computePayroll,
  payrollTotals,
  ptoMinutesIn,
  type PayrollInput,
  type PayrollPerson,
  type PayrollShift,
} from './pay';

const H = 60;
const anchor = '2026-01-04';
const calendar = { zone: 'America/New_York', ...defaultWorkLines };
const flsa: OvertimeSettings = { rule: 'FLSA_WEEKLY', payPeriodAnchor: anchor, calendar };
const california: OvertimeSettings = { rule: 'CALIFORNIA', payPeriodAnchor: anchor, calendar };
const eightEighty: OvertimeSettings = { rule: 'EIGHT_EIGHTY', payPeriodAnchor: anchor, calendar };
// 2026-03-01 is a Sunday: one WEEKLY pay period is 1-7 March.
const sunday = '2026-03-01';
const week = { start: sunday, end: addDays(sunday, 6) };
const day = (n: number) => addDays(sunday, n);

const person = (over: Partial<PayrollPerson> = {}): PayrollPerson => ({
  employeeId: 'e1',
  workerType: 'IN',
  hourlyRateCents: 4000,
  agencyId: null,
  ...over,
});

let next = 0;
function shift(date: string, hours: number, over: Partial<PayrollShift> = {}): PayrollShift {
  const startsAt = zonedInstant(date, '07:00', 'America/New_York');
  next += 1;
  return {
    id: `a${String(next).padStart(3, '0')}`,
    employeeId: 'e1',
    workDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
    minutes: Math.round(hours * H),
    positionRateCents: null,
    agencyRateCents: null,
    specialShift: false,
    differentialType: null,
    differentialValue: null,
    ...over,
  };
}
const input = (over: Partial<PayrollInput>): PayrollInput => ({
  period: week,
  settings: flsa,
  people: [person()],
  shifts: [],
  pto: [],
  ...over,
});

describe('computePayroll', () => {
  it('pays the hours over 40 in the workweek at 1.5x, the shift that crosses the line carrying them', () => {
    // Five 9-hour days: 45 hours, the Thursday shift 4 regular and 5 overtime.
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(day(d + 1), 9));
    const [line] = computePayroll(input({ shifts }));
    expect(line).toMatchObject({ regularMinutes: 40 * H, overtimeMinutes: 5 * H, doubleTimeMinutes: 0, rateCents: 4000 });
    // $40 x 40 = $1,600; $40 x 1.5 x 5 = $300.
    expect(line).toMatchObject({ regularCents: 160_000, overtimeCents: 30_000, doubleTimeCents: 0, grossCents: 190_000 });
    expect(line!.shifts.map((s) => s.amountCents).reduce((a, b) => a + b, 0)).toBe(line!.grossCents);
  });

  it('pays California double time beyond 12 hours in a day', () => {
    const [line] = computePayroll(input({ settings: california, shifts: [shift(day(1), 14)] }));
    expect(line).toMatchObject({ regularMinutes: 8 * H, overtimeMinutes: 4 * H, doubleTimeMinutes: 2 * H });
    // $320 + $40 x 1.5 x 4 = $240 + $40 x 2 x 2 = $160.
    expect(line).toMatchObject({ regularCents: 32_000, overtimeCents: 24_000, doubleTimeCents: 16_000, grossCents: 72_000 });
  });

  it('counts the other week of an 8/80 fortnight before the pay week, but pays only the pay week', () => {
    // 8/80 from the anchor: 1-14 March is one period. Week one: 5 x 8 hours = 40 regular; week two the same.
    const shifts = [...[1, 2, 3, 4, 5].map((d) => shift(day(d), 8)), ...[8, 9, 10, 11, 12].map((d) => shift(day(d), 9))];
    const weekTwo = { start: day(7), end: day(13) };
    const [line] = computePayroll(input({ settings: eightEighty, period: weekTwo, shifts }));
    // Week two: each day 8 regular + 1 daily overtime; the 80 is not crossed (40 + 40).
    expect(line).toMatchObject({ regularMinutes: 40 * H, overtimeMinutes: 5 * H });
    expect(line!.shifts).toHaveLength(5);
  });

  it('adds a flat-rate differential per hour of a special shift, at straight time', () => {
    // $2.50/hr stored as 250 hundredths of a dollar.
    const [line] = computePayroll(
      input({ shifts: [shift(day(1), 8, { specialShift: true, differentialType: 'FR', differentialValue: 250 })] }),
    );
    expect(line).toMatchObject({ differentialMinutes: 8 * H, differentialCents: 2000, regularCents: 32_000, grossCents: 34_000 });
  });

  it('adds a base-price percentage differential, rounded once for the line', () => {
    // 12.5% stored as 1250 basis points, of $33.33: $4.16625/hr. Three shifts of 7h20m = 22 hours.
    const shifts = [1, 2, 3].map((d) => shift(day(d), 22 / 3, { specialShift: true, differentialType: 'BP', differentialValue: 1250 }));
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 3333 })], shifts }));
    // Exactly 22 x 4.16625 = $91.6575 -> $91.66 (rounding each shift first would give 3 x $30.55 = $91.65).
    expect(line!.differentialCents).toBe(9166);
    // 22 x $33.33 = $733.26.
    expect(line!.regularCents).toBe(73_326);
  });

  it('pays no differential to marketplace or agency nurses on a special shift', () => {
    const special = {
      specialShift: true,
      differentialType: 'FR' as const,
      differentialValue: 500,
      positionRateCents: 6000,
      agencyRateCents: 7000,
    };
    const lines = computePayroll(
      input({
        people: [person({ employeeId: 'en', workerType: 'EN' }), person({ employeeId: 'an', workerType: 'AN', agencyId: 'ag1' })],
        shifts: [shift(day(1), 8, { ...special, employeeId: 'en' }), shift(day(1), 8, { ...special, employeeId: 'an' })],
      }),
    );
    expect(lines.map((l) => [l.workerType, l.differentialCents, l.rateCents, l.grossCents, l.agencyId])).toEqual([
      ['EN', 0, 6000, 48_000, null],
      ['AN', 0, 7000, 56_000, 'ag1'],
    ]);
  });

  it("pays EN at the position's external rate, AN at its agency rate, IN and WN at their own, each falling back to the employee's", () => {
    const people = [
      person({ employeeId: 'in', workerType: 'IN', hourlyRateCents: 3000 }),
      person({ employeeId: 'wn', workerType: 'WN', hourlyRateCents: 2500 }),
      person({ employeeId: 'en', workerType: 'EN', hourlyRateCents: 3500 }),
      person({ employeeId: 'an', workerType: 'AN', hourlyRateCents: 3600, agencyId: 'ag1' }),
    ];
    const rates = { positionRateCents: 5500, agencyRateCents: 6500 };
    const shifts = [
      shift(day(1), 8, { ...rates, employeeId: 'in' }),
      shift(day(1), 8, { ...rates, employeeId: 'wn' }),
      shift(day(1), 4, { ...rates, employeeId: 'en' }),
      shift(day(2), 4, { employeeId: 'en' }),
      shift(day(1), 8, { employeeId: 'an' }),
    ];
    const lines = computePayroll(input({ people, shifts }));
    expect(lines.map((l) => [l.employeeId, l.workerType, l.rateCents, l.grossCents])).toEqual([
      ['in', 'IN', 3000, 24_000],
      ['wn', 'IN', 2500, 20_000],
      // 4 h at $55 and 4 h at the employee's $35: $360, an average base rate of $45.
      ['en', 'EN', 4500, 36_000],
      ['an', 'AN', 3600, 28_800],
    ]);
    expect(lines.find((l) => l.employeeId === 'en')!.shifts.map((s) => [s.rateCents, s.amountCents])).toEqual([
      [5500, 22_000],
      [3500, 14_000],
    ]);
    expect(payrollTotals(lines)).toEqual({ grossCents: 108_800, payoutCents: 36_000, agencyCents: 28_800, internalCents: 44_000 });
  });

  it('pays approved PTO taken in the period at the base rate, outside the overtime count', () => {
    // 40 hours worked and 8 hours of PTO: no overtime, PTO is not time worked.
    const shifts = [1, 2, 3, 4, 5].map((d) => shift(day(d), 8));
    const pto = [{ employeeId: 'e1', startDate: day(6), endDate: day(8), minutes: 24 * H }];
    const [line] = computePayroll(input({ shifts, pto }));
    expect(line).toMatchObject({ regularMinutes: 40 * H, overtimeMinutes: 0, ptoMinutes: 8 * H, ptoCents: 32_000, grossCents: 192_000 });
  });

  it('lists a person with only PTO, and nobody without hours', () => {
    const people = [person(), person({ employeeId: 'idle' })];
    const lines = computePayroll(input({ people, pto: [{ employeeId: 'e1', startDate: day(2), endDate: day(2), minutes: 7.5 * H }] }));
    expect(lines.map((l) => [l.employeeId, l.ptoMinutes, l.grossCents, l.shifts.length])).toEqual([['e1', 450, 30_000, 0]]);
  });

  it('rounds each component once, half up, to whole cents', () => {
    // 7 minutes at $33.33: 388.85 cents -> 389.
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 3333 })], shifts: [shift(day(1), 7 / 60)] }));
    expect(line!.regularCents).toBe(389);
    // 1 minute at $0.30: exactly half a cent -> 1.
    const [half] = computePayroll(input({ people: [person({ hourlyRateCents: 30 })], shifts: [shift(day(1), 1 / 60)] }));
    expect(half!.regularCents).toBe(1);
  });
});

describe('ptoMinutesIn', () => {
  it('spreads a request evenly over its days, the first days taking the remainder', () => {
    const request = { employeeId: 'e1', startDate: day(5), endDate: day(8), minutes: 1001 };
    // 1001 over 4 days is 250 a day and 1 left, which the first day takes: 251 + 250 | 250 + 250.
    expect(ptoMinutesIn(request, week)).toBe(501);
    expect(ptoMinutesIn(request, { start: day(7), end: day(13) })).toBe(500);
  });
});

describe('allocateCents', () => {
  it('splits exactly, the largest remainders taking the cents left', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(10, [1, 2])).toEqual([3, 7]);
    expect(allocateCents(5, [0, 0])).toEqual([5, 0]);
  });
});
