import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { fmlaEligibility, hoursOfServiceWindow, weeksOfEmployment } from './eligibility';
import { averageWorkweekMinutes, entitlementMinutes, weeksOf } from './hours';
import { fmlaOverdrawnOn, fmlaPeriodOf, fmlaWeeksLeft, type FmlaPeriodSettings, type FmlaUse } from './period';

const settings = (method: FmlaPeriodSettings['method'], leaveYearStart = '01-01'): FmlaPeriodSettings => ({
  method,
  leaveYearStart,
  previous: null,
  effectiveFrom: null,
});

/** A full-time 40-hour week (five 8-hour days): each weekday of leave is 1/5 of a week (825.205(a)). */
function weekdaysFrom(start: string, count: number): FmlaUse[] {
  const uses: FmlaUse[] = [];
  for (let d = start; uses.length < count; d = addDays(d, 1)) {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) uses.push({ date: d, weeks: weeksOf(8 * 60, 40 * 60) });
  }
  return uses;
}

/** A continuous leave counted by calendar day, 1/7 of a week each, as the regulation's rolling example recoups "one additional day each day". */
const daysFrom = (start: string, count: number): FmlaUse[] =>
  Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), weeks: 1 / 7 }));

describe('eligibility, 29 CFR 825.110', () => {
  const base = { employment: [{ from: '2024-01-08', to: null }], workedMinutes: 1300 * 60, worksiteEmployees: 60 };

  it('needs 12 months (52 weeks, 825.110(b)(3)) as of the day the leave starts (825.110(d))', () => {
    // Hired on a Monday: the week of her first day counts whole, so the 52nd week begins 51 weeks on.
    expect(fmlaEligibility({ ...base, leaveStart: '2024-12-29' }).employment).toEqual({ met: false, weeks: 51, required: 52 });
    expect(fmlaEligibility({ ...base, leaveStart: '2024-12-30' }).employment).toEqual({ met: true, weeks: 52, required: 52 });
  });

  it('counts periods that are not consecutive (825.110(b))', () => {
    const employment = [
      { from: '2023-01-01', to: '2023-06-24' },
      { from: '2024-01-07', to: null },
    ];
    // 25 weeks in 2023 and 27 since January 2024: 52 weeks.
    expect(weeksOfEmployment(employment, '2024-07-14')).toBe(52);
  });

  it('drops employment before a break in service of seven years or more (825.110(b)(1))', () => {
    const before = { from: '2010-01-03', to: '2016-12-31' };
    expect(weeksOfEmployment([before, { from: '2024-01-07', to: null }], '2024-07-14')).toBe(27);
    // A break one day short of seven years still counts what came before.
    expect(weeksOfEmployment([before, { from: '2023-12-30', to: null }], '2024-07-14')).toBeGreaterThan(52);
  });

  it('needs 1,250 hours actually worked in the 12 months before the leave (825.110(a)(2), (c))', () => {
    expect(hoursOfServiceWindow('2025-03-01')).toEqual({ from: '2024-03-01', to: '2025-02-28' });
    const short = fmlaEligibility({ ...base, leaveStart: '2025-06-01', workedMinutes: 1249.5 * 60 });
    expect(short.hours).toEqual({ met: false, hours: 1249.5, required: 1250 });
    expect(short.eligible).toBe(false);
    expect(fmlaEligibility({ ...base, leaveStart: '2025-06-01', workedMinutes: 1250 * 60 }).hours.met).toBe(true);
  });

  it('counts 50 employees within 75 miles when notice is given (825.110(e): 60 in August, 40 by December)', () => {
    // The count at notice in August decides a leave that begins in December.
    const august = fmlaEligibility({ ...base, leaveStart: '2025-12-01', worksiteEmployees: 60 });
    expect(august.worksite).toEqual({ met: true, employees: 60, required: 50 });
    expect(august.eligible).toBe(true);
    expect(fmlaEligibility({ ...base, leaveStart: '2025-12-01', worksiteEmployees: 40 }).worksite.met).toBe(false);
  });
});

describe('the 12-month period, 29 CFR 825.200', () => {
  it('calendar year and fixed leave year: 12 weeks at the end of one and 12 at the start of the next (825.200(c))', () => {
    const fall = weekdaysFrom('2025-10-06', 60); // 12 weeks through late December
    expect(fmlaWeeksLeft(settings('CALENDAR_YEAR'), fall, '2025-12-31')).toBeCloseTo(0);
    expect(fmlaWeeksLeft(settings('CALENDAR_YEAR'), fall, '2026-01-02')).toBe(12);
    expect(fmlaOverdrawnOn(settings('CALENDAR_YEAR'), [...fall, ...weekdaysFrom('2026-01-02', 60)])).toBeNull();

    const july = settings('LEAVE_YEAR', '07-01');
    expect(fmlaPeriodOf(july, [], '2026-03-10')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    const spring = weekdaysFrom('2026-04-06', 60);
    expect(fmlaWeeksLeft(july, spring, '2026-06-30')).toBeCloseTo(0);
    expect(fmlaWeeksLeft(july, spring, '2026-07-01')).toBe(12);
  });

  it('forward: 12 months from the first leave; the next period begins with the first leave after it ends (825.200(b)(3), (c))', () => {
    const rule = settings('FORWARD');
    const uses = [...weekdaysFrom('2025-03-03', 5), ...weekdaysFrom('2026-04-06', 5)];
    expect(fmlaPeriodOf(rule, uses, '2025-12-01')).toEqual({ from: '2025-03-03', to: '2026-03-02' });
    expect(fmlaPeriodOf(rule, uses, '2026-04-10')).toEqual({ from: '2026-04-06', to: '2027-04-05' });
    expect(fmlaWeeksLeft(rule, uses, '2026-04-10')).toBeCloseTo(11);
  });

  it('rolling: four weeks from February 1, June 1 and December 1; a day recouped each day from February 1 of the next year (825.200(c))', () => {
    const rule = settings('ROLLING');
    const taken = [...daysFrom('2008-02-01', 28), ...daysFrom('2008-06-01', 28), ...daysFrom('2008-12-01', 28)];
    expect(fmlaWeeksLeft(rule, taken, '2009-01-31')).toBeCloseTo(0);
    expect(fmlaWeeksLeft(rule, taken, '2009-02-01')).toBeCloseTo(1 / 7);
    // Six weeks needed from February 1, 2009: "only the first four weeks of the leave would be FMLA-protected".
    const uses = [...taken];
    let protectedDays = 0;
    for (const day of daysFrom('2009-02-01', 42)) {
      if (fmlaOverdrawnOn(rule, [...uses, day]) !== null) break;
      uses.push(day);
      protectedDays += 1;
    }
    expect(protectedDays).toBe(28);
  });

  it('a change of method keeps the greater benefit until its 60 days have run (825.200(d)(1))', () => {
    const fall = weekdaysFrom('2025-10-06', 60);
    const change: FmlaPeriodSettings = {
      method: 'ROLLING',
      leaveYearStart: '01-01',
      previous: { method: 'CALENDAR_YEAR', leaveYearStart: '01-01' },
      effectiveFrom: '2026-03-01',
    };
    expect(fmlaWeeksLeft(change, fall, '2026-01-05')).toBe(12);
    expect(fmlaWeeksLeft(change, fall, '2026-03-02')).toBeCloseTo(0);
  });

  it('refuses the day that takes a period past 12 workweeks', () => {
    const uses = weekdaysFrom('2025-01-06', 61);
    expect(fmlaOverdrawnOn(settings('CALENDAR_YEAR'), uses)).toBe(uses[60]!.date);
  });
});

describe('leave in hours, 29 CFR 825.205', () => {
  it('30 hours a week normally, 20 on a reduced schedule: a third of a week used each week (825.205(b)(1))', () => {
    expect(entitlementMinutes(30 * 60)).toBe(360 * 60);
    expect(weeksOf(10 * 60, 30 * 60)).toBeCloseTo(1 / 3);
    const uses = Array.from({ length: 36 }, (_, i) => ({ date: addDays('2025-01-03', 7 * i), weeks: weeksOf(10 * 60, 30 * 60) }));
    expect(fmlaOverdrawnOn(settings('CALENDAR_YEAR'), uses)).toBeNull();
    expect(fmlaWeeksLeft(settings('CALENDAR_YEAR'), uses, '2025-12-31')).toBeCloseTo(0);
  });

  it('one day off a five-day week is a fifth of a week (825.205(a))', () => {
    expect(weeksOf(8 * 60, 40 * 60)).toBe(0.2);
  });

  it('a varying schedule averages the 12 months before the leave, leave hours included (825.205(b)(3))', () => {
    expect(averageWorkweekMinutes(1872 * 60, 60)).toBe(36 * 60);
    // Employed 26 weeks of those 12 months: the average is over them.
    expect(averageWorkweekMinutes(780 * 60, 26)).toBe(30 * 60);
    expect(averageWorkweekMinutes(0, 0)).toBe(0);
  });
});
