import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import {
  accrualOf,
  carryOverOf,
  daysInRange,
  eligibilityOf,
  formatPtoHours,
  hoursOfServiceMinutes,
  lookbackPeriod,
  ptoRequestProblem,
  ptoYears,
  rangesOverlap,
} from './pto';

// 1 hour per 26 worked, 40 hours a year at most, 16 of them into the next year.
const terms = { accrualPerHour: 0.0385, annualCapMinutes: 40 * 60, carryOverMinutes: 16 * 60 };
const h = (hours: number) => hours * 60;

describe('accrual', () => {
  it('accrues the rate per hour worked, floored to whole minutes', () => {
    // 26 hours at 0.0385: 60.06 minutes.
    expect(accrualOf(h(26), terms)).toEqual({ earned: 60, accrued: 60 });
    // 1,000 hours: 38.5 hours.
    expect(accrualOf(h(1000), terms)).toEqual({ earned: 2310, accrued: 2310 });
    expect(accrualOf(0, terms)).toEqual({ earned: 0, accrued: 0 });
  });
  it('stops at the annual cap', () => {
    // 2,080 hours would earn 80.08 hours; the cap is 40.
    expect(accrualOf(h(2080), terms)).toEqual({ earned: 4804, accrued: 2400 });
  });
});

describe('carry-over', () => {
  it('carries up to the policy and forfeits the rest', () => {
    expect(carryOverOf(h(30), terms)).toEqual({ carried: h(16), forfeited: h(14) });
    expect(carryOverOf(h(10), terms)).toEqual({ carried: h(10), forfeited: 0 });
  });
  it('carries a negative balance whole: an overdraft does not vanish at new year', () => {
    expect(carryOverOf(-h(3), terms)).toEqual({ carried: -h(3), forfeited: 0 });
  });
});

describe('ptoYears', () => {
  it('builds each year from the last: carry-over, accrual, usage, adjustments', () => {
    const years = ptoYears(
      terms,
      [
        { year: 2024, workedMinutes: h(2080), usedMinutes: h(8), adjustedMinutes: 0 },
        { year: 2026, workedMinutes: h(520), usedMinutes: h(4), adjustedMinutes: h(2) },
      ],
      2026,
    );
    expect(years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
    // 2024: 40 accrued (capped), 8 used: ends at 32.
    expect(years[0]).toMatchObject({ carriedOverMinutes: 0, accruedMinutes: h(40), usedMinutes: h(8), endingMinutes: h(32) });
    // 2025, no work: 16 carried, 16 forfeited.
    expect(years[1]).toMatchObject({ carriedOverMinutes: h(16), forfeitedMinutes: h(16), accruedMinutes: 0, endingMinutes: h(16) });
    // 2026: 16 carried (nothing forfeited), 520 h worked earn 20.02 h = 1201 min, 4 used, 2 added.
    expect(years[2]).toMatchObject({
      carriedOverMinutes: h(16),
      forfeitedMinutes: 0,
      accruedMinutes: 1201,
      endingMinutes: h(16) + 1201 - h(4) + h(2),
    });
  });
  it('answers the asked year alone when there is no activity', () => {
    expect(ptoYears(terms, [], 2026)).toEqual([
      {
        year: 2026,
        workedMinutes: 0,
        carriedOverMinutes: 0,
        forfeitedMinutes: 0,
        earnedMinutes: 0,
        accruedMinutes: 0,
        usedMinutes: 0,
        adjustedMinutes: 0,
        endingMinutes: 0,
      },
    ]);
  });
  it('adds up several rows of one year and runs through a future year', () => {
    const years = ptoYears(
      terms,
      [
        { year: 2026, workedMinutes: 0, usedMinutes: 0, adjustedMinutes: h(20) },
        { year: 2026, workedMinutes: 0, usedMinutes: h(5), adjustedMinutes: 0 },
      ],
      2027,
    );
    expect(years[0]!.endingMinutes).toBe(h(15));
    expect(years[1]).toMatchObject({ year: 2027, carriedOverMinutes: h(15), endingMinutes: h(15) });
  });
});

describe('ptoRequestProblem', () => {
  const ok = { startDate: '2026-05-04', endDate: '2026-05-05', hours: 16 };
  it('accepts quarter hours up to 24 a day', () => {
    expect(ptoRequestProblem(ok)).toBeNull();
    expect(ptoRequestProblem({ ...ok, hours: 47.75 })).toBeNull();
    expect(ptoRequestProblem({ ...ok, hours: 48 })).toBeNull();
  });
  it('refuses dates out of order, the past for the nurse, odd or too many hours', () => {
    expect(ptoRequestProblem({ ...ok, endDate: '2026-05-03' })).toBe(productMessages.ptoEndBeforeStart);
    expect(ptoRequestProblem(ok, '2026-05-05')).toBe(productMessages.ptoStartInPast);
    expect(ptoRequestProblem(ok, '2026-05-04')).toBeNull();
    expect(ptoRequestProblem({ ...ok, hours: 7.1 })).toBe(productMessages.ptoHoursQuarter);
    expect(ptoRequestProblem({ ...ok, hours: 0 })).toBe(productMessages.ptoHoursQuarter);
    expect(ptoRequestProblem({ ...ok, hours: 48.25 })).toBe(productMessages.ptoHoursPerDay(2, 48));
    expect(ptoRequestProblem({ ...ok, endDate: '2026-08-01', hours: 8 })).toBe(productMessages.ptoRangeTooLong(60));
  });
  it('counts days with both ends and finds overlaps', () => {
    expect(daysInRange('2026-02-27', '2026-03-01')).toBe(3);
    expect(daysInRange('2026-03-07', '2026-03-09')).toBe(3);
    expect(rangesOverlap(ok, { startDate: '2026-05-05', endDate: '2026-05-09' })).toBe(true);
    expect(rangesOverlap(ok, { startDate: '2026-05-06', endDate: '2026-05-09' })).toBe(false);
  });
  it('shows hours with at most 2 decimals', () => {
    expect(formatPtoHours(450)).toBe('7.5');
    expect(formatPtoHours(-135)).toBe('-2.25');
  });
});

describe('benefits eligibility', () => {
  it('looks back over complete months before the current one', () => {
    expect(lookbackPeriod('2026-03-15', 3)).toEqual({ months: ['2025-12', '2026-01', '2026-02'], start: '2025-12-01', end: '2026-02-28' });
    expect(lookbackPeriod('2026-01-01', 12).months[0]).toBe('2025-01');
  });
  it('is eligible on an average of 130 hours a month, and counts the months over', () => {
    const months = ['2026-01', '2026-02', '2026-03'];
    const worked = new Map([
      ['2026-01', h(160)],
      ['2026-02', h(100)],
      ['2026-03', h(130)],
    ]);
    expect(eligibilityOf(worked, months)).toEqual({ averageMonthlyMinutes: h(130), monthsOver: 2, eligible: true });
    worked.set('2026-02', h(99) + 59);
    expect(eligibilityOf(worked, months)).toMatchObject({ monthsOver: 2, eligible: false });
    expect(eligibilityOf(new Map(), months)).toEqual({ averageMonthlyMinutes: 0, monthsOver: 0, eligible: false });
  });
});

describe('ACA hours of service (26 CFR 54.4980H-1(a)(24))', () => {
  const months = ['2026-01', '2026-02', '2026-03'];
  const leave = (startDate: string, endDate: string, hours: number) => ({ employeeId: 'e', startDate, endDate, minutes: hours * 60 });

  it('adds paid vacation, holiday and sick leave to the hours worked, month by month', () => {
    const worked = new Map([
      ['2026-01', 122 * 60],
      ['2026-02', 130 * 60],
    ]);
    const minutes = hoursOfServiceMinutes(worked, [leave('2026-01-12', '2026-01-12', 8)], months);
    expect([...minutes.values()].map((m) => m / 60)).toEqual([130, 130, 0]);
    // 122 worked hours fall short of 130 in January; with the paid day off January is a full-time month.
    expect(eligibilityOf(minutes, months).monthsOver).toBe(2);
  });

  it('spreads a request over its days, so one across a month end counts in both months', () => {
    // 30 Jan to 2 Feb, 32 hours: 16 in each month; a leap year's February ends on the 29th.
    const minutes = hoursOfServiceMinutes(new Map(), [leave('2026-01-30', '2026-02-02', 32)], months);
    expect([...minutes.values()].map((m) => m / 60)).toEqual([16, 16, 0]);
    expect(hoursOfServiceMinutes(new Map(), [leave('2028-02-29', '2028-03-01', 16)], ['2028-02', '2028-03']).get('2028-02')).toBe(8 * 60);
  });
});
