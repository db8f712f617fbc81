import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../format/wall-clock';
import { splitOvertime, type OvertimeSettings } from '../timekeeping/overtime';
import { defaultWorkLines } from '../timekeeping/work-calendar';
import {
  allocateCents,
  computePayroll,
  payrollTotals,
  ptoMinutesIn,
  type PayrollInput,
  type PayrollLine,
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

describe('computePayroll: the regular rate includes differentials (docs/decisions/051-regular-rate.md)', () => {
  const flat = (cents: number) => ({ specialShift: true, differentialType: 'FR' as const, differentialValue: cents });
  const gross = (l: PayrollLine) =>
    l.regularCents + l.overtimeCents + l.doubleTimeCents + l.differentialCents + l.overtimeAdjustmentCents + l.ptoCents;

  it('29 CFR 778.110(a): 46 hours at $12 is $588, the regular rate being the hourly rate', () => {
    const shifts = [...[1, 2, 3, 4, 5].map((d) => shift(day(d), 8)), shift(day(6), 6)];
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 1200 })], shifts }));
    expect(line!.grossCents).toBe(58_800);
    expect(line!.overtimeAdjustmentCents).toBe(0);
    expect(line!.regularRates).toEqual([
      expect.objectContaining({ workedMinutes: 46 * H, straightCents: 55_200, regularRateCents: 1200, premiumCents: 3600 }),
    ]);
  });

  it("29 CFR 778.110(b): $12 an hour and $46 more for the week's 46 hours is a $13 regular rate and $637", () => {
    // The $46 is earned a dollar an hour, as a flat differential on every shift of the week.
    const shifts = [...[1, 2, 3, 4, 5].map((d) => shift(day(d), 8, flat(100))), shift(day(6), 6, flat(100))];
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 1200 })], shifts }));
    // 46 x $12 = $552 + $46 = $598 straight; / 46 = $13; 6 overtime hours x $6.50 = $39; $637.
    expect(line!.regularRates).toEqual([
      {
        start: sunday,
        end: day(6),
        workedMinutes: 46 * H,
        straightCents: 59_800,
        regularRateCents: 1300,
        overtimeMinutes: 6 * H,
        doubleTimeMinutes: 0,
        premiumCents: 3900,
        adjustmentCents: 300,
      },
    ]);
    expect(line!.grossCents).toBe(63_700);
    expect(gross(line!)).toBe(line!.grossCents);
  });

  it("issue 25's case: 48 hours at $30 with a $2 an hour differential pays $1,664.00, not $1,656.00", () => {
    const shifts = [1, 2, 3, 4, 5, 6].map((d) => shift(day(d), 8, flat(200)));
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 3000 })], shifts }));
    // 48 x $32 = $1,536 straight; regular rate $32; 8 x $16 = $128 premium: 1.5 x $30 pays $120, $8 more.
    expect(line).toMatchObject({
      regularCents: 120_000,
      overtimeCents: 36_000,
      differentialCents: 9600,
      overtimeAdjustmentCents: 800,
      grossCents: 166_400,
    });
    expect(line!.regularRates[0]).toMatchObject({
      straightCents: 153_600,
      regularRateCents: 3200,
      premiumCents: 12_800,
      adjustmentCents: 800,
    });
    expect(line!.shifts.reduce((sum, s) => sum + s.amountCents, 0)).toBe(166_400);
  });

  it("weighs a base-price percentage differential on one shift into the week's regular rate", () => {
    // Five plain 8-hour days and a sixth with a 10% differential ($3/h): 48 x $30 + 8 x $3 = $1,464; / 48 = $30.50.
    const shifts = [
      ...[1, 2, 3, 4, 5].map((d) => shift(day(d), 8)),
      shift(day(6), 8, { specialShift: true, differentialType: 'BP', differentialValue: 1000 }),
    ];
    const [line] = computePayroll(input({ people: [person({ hourlyRateCents: 3000 })], shifts }));
    // Premium 8 x $15.25 = $122; 1.5 x $30 pays $120 of it: $1,200 + $360 + $24 + $2 = $1,586 = $1,464 + $122.
    expect(line!.regularRates[0]).toMatchObject({
      straightCents: 146_400,
      regularRateCents: 3050,
      premiumCents: 12_200,
      adjustmentCents: 200,
    });
    expect(line).toMatchObject({ differentialCents: 2400, overtimeAdjustmentCents: 200, grossCents: 158_600 });
  });

  it('pays double time at the regular rate too: a California 14-hour day with a $2 differential', () => {
    const [line] = computePayroll(
      input({ settings: california, people: [person({ hourlyRateCents: 3000 })], shifts: [shift(day(1), 14, flat(200))] }),
    );
    // 14 x $32 = $448; premium 4 x $16 + 2 x $32 = $128, of which 1.5x and 2x of $30 pay $120.
    expect(line!.regularRates[0]).toMatchObject({
      overtimeMinutes: 4 * H,
      doubleTimeMinutes: 2 * H,
      premiumCents: 12_800,
      adjustmentCents: 800,
    });
    expect(line!.grossCents).toBe(44_800 + 12_800);
  });

  it('computes each workweek on its own (29 CFR 778.104): a biweekly period with overtime in one week only', () => {
    // Week one: 48 plain hours. Week two: 40 hours with a $2 differential, no overtime, so no premium on it.
    const weekOne = [1, 2, 3, 4, 5, 6].map((d) => shift(day(d), 8));
    const weekTwo = [8, 9, 10, 11, 12].map((d) => shift(day(d), 8, flat(200)));
    const [line] = computePayroll(
      input({ period: { start: sunday, end: day(13) }, people: [person({ hourlyRateCents: 3000 })], shifts: [...weekOne, ...weekTwo] }),
    );
    expect(line!.regularRates.map((r) => [r.start, r.regularRateCents, r.adjustmentCents])).toEqual([[sunday, 3000, 0]]);
    expect(line!.grossCents).toBe(40 * 3000 + 8 * 4500 + 40 * 3200);
  });

  it("weighs a marketplace nurse's rates (778.115), never paying less than 1.5x the overtime shift's own rate", () => {
    const en = person({ employeeId: 'en', workerType: 'EN', hourlyRateCents: 3500 });
    const high = (d: number) => shift(day(d), 8, { employeeId: 'en', positionRateCents: 5500 });
    // 40 hours at $55, then 8 at the nurse's $35: $2,480 / 48 = $51.6667; premium 8 x $25.8333 = $206.67, $140 paid by 1.5x.
    const cheapLast = [...[1, 2, 3, 4, 5].map(high), shift(day(6), 8, { employeeId: 'en' })];
    const [weighted] = computePayroll(input({ people: [en], shifts: cheapLast }));
    expect(weighted!.regularRates[0]).toMatchObject({ regularRateCents: 5167, premiumCents: 20_667, adjustmentCents: 6667 });
    expect(weighted!.grossCents).toBe(248_000 + 20_667);
    // The $35 shift first: the overtime falls on $55 hours, whose 1.5x ($330) is more than the law's $206.67.
    const cheapFirst = [shift(day(1), 8, { employeeId: 'en' }), ...[2, 3, 4, 5, 6].map(high)];
    const [kept] = computePayroll(input({ people: [en], shifts: cheapFirst }));
    expect(kept).toMatchObject({ overtimeCents: 66_000, overtimeAdjustmentCents: 0 });
  });

  it("leaves an agency nurse's regular rate to the agency that employs them", () => {
    const an = person({ employeeId: 'an', workerType: 'AN', agencyId: 'ag1' });
    const shifts = [
      ...[1, 2, 3, 4, 5].map((d) => shift(day(d), 8, { employeeId: 'an', agencyRateCents: 7000 })),
      shift(day(6), 8, { employeeId: 'an' }),
    ];
    const [line] = computePayroll(input({ people: [an], shifts }));
    expect(line).toMatchObject({ regularRates: [], overtimeAdjustmentCents: 0, overtimeCents: 8 * 6000 });
  });
});

describe('computePayroll: the rate in force on each day (docs/decisions/064-pay-details.md)', () => {
  // A raise from Thursday (day 4) on: $12 before, $14 from then.
  const raised = person({
    hourlyRateCents: 1400,
    hourlyRates: [
      { from: '2026-01-01', cents: 1200 },
      { from: day(4), cents: 1400 },
    ],
  });
  // Three 8/8/7-hour days each side of Thursday: 23 hours at each rate, 46 in the week.
  const week46 = [shift(day(1), 8), shift(day(2), 8), shift(day(3), 7), shift(day(4), 8), shift(day(5), 8), shift(day(6), 7)];

  it('prices each shift at the rate in force on its work date, and a week at one rate as before', () => {
    const [line] = computePayroll(input({ people: [raised], shifts: [shift(day(2), 8), shift(day(4), 8)] }));
    expect(line!.shifts.map((s) => [s.workDate, s.rateCents, s.amountCents])).toEqual([
      [day(2), 1200, 9600],
      [day(4), 1400, 11_200],
    ]);
    // The line's rate is the minutes-weighted one when the rate changed inside the period.
    expect(line).toMatchObject({ rateCents: 1300, regularCents: 20_800, grossCents: 20_800 });
    const [before] = computePayroll(input({ people: [raised], shifts: [shift(day(2), 8)] }));
    expect(before).toMatchObject({ rateCents: 1200, grossCents: 9600 });
  });

  it('keeps the first rate on days before the history begins, and the row on the employee where there is no history', () => {
    const [early] = computePayroll(
      input({ people: [person({ hourlyRates: [{ from: day(3), cents: 1500 }] })], shifts: [shift(day(1), 8)] }),
    );
    expect(early!.grossCents).toBe(8 * 1500);
    const [none] = computePayroll(input({ people: [person({ hourlyRates: [] })], shifts: [shift(day(1), 8)] }));
    expect(none!.grossCents).toBe(8 * 4000);
  });

  it('pays PTO at the rate in force on each day of leave', () => {
    // 16 hours over Wednesday and Thursday: 8 at $12 and 8 at $14.
    const [line] = computePayroll(
      input({ people: [raised], pto: [{ employeeId: 'e1', startDate: day(3), endDate: day(4), minutes: 16 * H }] }),
    );
    expect(line).toMatchObject({ ptoMinutes: 16 * H, ptoCents: 8 * 1200 + 8 * 1400 });
  });

  it('29 CFR 778.115: two rates in a workweek make a weighted regular rate; overtime is half of it on top', () => {
    // 778.115 states the rule without figures; these are 778.110(b)'s ($13 regular rate, $637 for
    // 46 hours) reached by two rates: 23 hours at $14, then 23 at $12 from Thursday (a cut).
    // (23 x $14 + 23 x $12) / 46 = $598 / 46 = $13.00; 6 overtime hours x $6.50 = $39; $598 + $39 = $637.
    const cut = person({
      hourlyRates: [
        { from: '2026-01-01', cents: 1400 },
        { from: day(4), cents: 1200 },
      ],
    });
    const [line] = computePayroll(input({ people: [cut], shifts: week46 }));
    expect(line!.regularRates).toEqual([
      {
        start: sunday,
        end: day(6),
        workedMinutes: 46 * H,
        straightCents: 59_800,
        regularRateCents: 1300,
        overtimeMinutes: 6 * H,
        doubleTimeMinutes: 0,
        premiumCents: 3900,
        adjustmentCents: 300,
      },
    ]);
    // The overtime hours are Saturday's at $12: 1.5x pays $6 of the $6.50 premium, the adjustment the rest.
    expect(line).toMatchObject({ regularCents: 52_600, overtimeCents: 10_800, overtimeAdjustmentCents: 300, grossCents: 63_700 });
  });

  it("a raise inside the workweek: the same $13 regular rate, and overtime never below 1.5x the raised hour's own rate (decision 051)", () => {
    const [line] = computePayroll(input({ people: [raised], shifts: week46 }));
    expect(line!.regularRates[0]).toMatchObject({ regularRateCents: 1300, premiumCents: 3900, adjustmentCents: 0 });
    // Saturday's 6 overtime hours are at $14: 1.5 x $14 = $21 an hour pays a $42 premium, $3 more than the law's $39.
    expect(line).toMatchObject({ regularCents: 23 * 1200 + 17 * 1400, overtimeCents: 6 * 2100, grossCents: 64_000 });
  });
});

describe('computePayroll over random schedules and work lines', () => {
  const MINUTE = 60_000;
  const base = Date.parse('2026-03-01T00:00:00Z');
  const schedule = fc
    .array(fc.record({ start: fc.integer({ min: 0, max: 20 * 1440 }), length: fc.integer({ min: 1, max: 16 * 60 }) }), {
      minLength: 1,
      maxLength: 14,
    })
    .map((drawn) => {
      let free = 0;
      return drawn
        .sort((a, b) => a.start - b.start)
        .map((d, i) => {
          const start = Math.max(d.start, free);
          free = start + d.length;
          const startsAt = new Date(base + start * MINUTE);
          return shift(startsAt.toISOString().slice(0, 10), d.length / 60, {
            id: `r${i}`,
            startsAt,
            endsAt: new Date(base + free * MINUTE),
          });
        });
    });
  const lines = fc.record({
    weekStartDay: fc.integer({ min: 0, max: 6 }),
    weekHour: fc.integer({ min: 0, max: 23 }),
    dayHour: fc.integer({ min: 0, max: 23 }),
  });
  const everything = { start: '2026-02-20', end: '2026-04-10' };

  for (const rule of ['FLSA_WEEKLY', 'EIGHT_EIGHTY', 'CALIFORNIA'] as const) {
    it(`${rule}: splits as the engine does, and a differential on every hour is exactly a higher rate`, () => {
      fc.assert(
        fc.property(schedule, lines, (shifts, l) => {
          const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
          const calendarOf = { zone: 'UTC', weekStartDay: l.weekStartDay, weekStartTime: hh(l.weekHour), dayStartTime: hh(l.dayHour) };
          const settings: OvertimeSettings = { rule, payPeriodAnchor: addDays('2025-12-28', l.weekStartDay), calendar: calendarOf };
          // $60/h and $1.20/h are whole cents a minute, so every figure is exact and comparable.
          const [plain] = computePayroll(input({ period: everything, settings, people: [person({ hourlyRateCents: 6000 })], shifts }));
          const total = splitOvertime(
            shifts.map((x) => ({ ...x, source: 'ACTUAL' as const })),
            settings,
          ).total;
          expect(plain).toMatchObject({
            regularMinutes: total.regular,
            overtimeMinutes: total.overtime,
            doubleTimeMinutes: total.doubleTime,
          });
          expect(plain!.overtimeAdjustmentCents).toBe(0);

          const withDifferential = shifts.map((x) => ({
            ...x,
            specialShift: true,
            differentialType: 'FR' as const,
            differentialValue: 120,
          }));
          const [paid] = computePayroll(
            input({ period: everything, settings, people: [person({ hourlyRateCents: 6000 })], shifts: withDifferential }),
          );
          const [higher] = computePayroll(input({ period: everything, settings, people: [person({ hourlyRateCents: 6120 })], shifts }));
          expect(paid!.grossCents).toBe(higher!.grossCents);
          expect(paid!.shifts.reduce((sum, x) => sum + x.amountCents, 0)).toBe(paid!.grossCents);
        }),
        { numRuns: 100 },
      );
    });
  }
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

describe('a night across the pay period line (decision 055)', () => {
  const nextWeek = { start: day(7), end: day(13) };
  // Saturday 7 March 19:00 to Sunday 8 March 07:00, 12 hours: 5 in the first week, 7 in the next.
  const night = shift(day(6), 12, { startsAt: zonedInstant(day(6), '19:00', 'America/New_York') });
  night.endsAt = new Date(night.startsAt.getTime() + 12 * 3_600_000);

  it('pays the minutes on each side in their own period, and no minute twice', () => {
    const [first] = computePayroll(input({ shifts: [night] }));
    const [second] = computePayroll(input({ period: nextWeek, shifts: [night] }));
    expect(first).toMatchObject({ regularMinutes: 5 * H, grossCents: 5 * 4000 });
    expect(second).toMatchObject({ regularMinutes: 7 * H, grossCents: 7 * 4000 });
    expect([first!.shifts, second!.shifts]).toEqual([
      [{ id: night.id, workDate: day(6), minutes: 5 * H, rateCents: 4000, amountCents: 20_000 }],
      [{ id: night.id, workDate: day(6), minutes: 7 * H, rateCents: 4000, amountCents: 28_000 }],
    ]);
  });

  it('keeps the overtime of each workweek: 38 hours before the night make 3 of its 5 hours overtime in the first week only', () => {
    const week1 = [1, 2, 3, 4].map((d) => shift(day(d), 9.5));
    const [first] = computePayroll(input({ shifts: [...week1, night] }));
    const [second] = computePayroll(input({ period: nextWeek, shifts: [...week1, night] }));
    expect(first).toMatchObject({ regularMinutes: 40 * H, overtimeMinutes: 3 * H });
    expect(second).toMatchObject({ regularMinutes: 7 * H, overtimeMinutes: 0 });
  });
});
