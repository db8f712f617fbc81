import { describe, expect, it } from 'vitest';
import { applyPbjEdits, blockingEdits, entryHours, type PbjEntry } from './edits';

const quarter = { start: '2026-10-01', end: '2026-12-31', today: '2026-11-24' };
const entry = (employeeId: string, date: string, minutes: number, code = 7): PbjEntry => ({ employeeId, date, code, payType: 2, minutes });

describe('hours in the file', () => {
  it('rounds each entry once, half up, to two decimals', () => {
    expect(entryHours(450)).toBe(7.5);
    expect(entryHours(1)).toBe(0.02);
    expect(entryHours(20)).toBe(0.33);
    expect(entryHours(394)).toBe(6.57);
    expect(entryHours(1350)).toBe(22.5);
  });
});

describe('CMS edits', () => {
  it('passes a clean quarter untouched', () => {
    const entries = [entry('a', '2026-10-01', 480), entry('b', '2026-11-24', 450)];
    expect(applyPbjEdits(entries, { ...quarter, listed: new Set(['a', 'b']) })).toEqual({ kept: entries, problems: [] });
  });

  it('caps a date over 22.50 hours, summed over job titles, at 22.50 and names the day', () => {
    const entries = [entry('a', '2026-10-05', 720, 7), entry('a', '2026-10-05', 660, 6), entry('a', '2026-10-06', 1350)];
    const { kept, problems } = applyPbjEdits(entries, { ...quarter, listed: new Set(['a']) });
    expect(problems).toEqual([{ edit: 'DAILY_HOURS', employeeId: 'a', date: '2026-10-05', hours: 23 }]);
    expect(blockingEdits.has('DAILY_HOURS')).toBe(false);
    // 1350 minutes shared 720:660, the other date untouched.
    expect(kept.map((e) => [e.date, e.code, e.minutes])).toEqual([
      ['2026-10-05', 7, 704],
      ['2026-10-05', 6, 646],
      ['2026-10-06', 7, 1350],
    ]);
  });

  it('keeps a capped date at or under 22.50 once each entry is rounded on its own', () => {
    // Shares of 451, 451 and 448 minutes round to 7.52 + 7.52 + 7.47 = 22.51: a minute comes off the largest.
    const entries = [entry('a', '2026-10-05', 902, 7), entry('a', '2026-10-05', 902, 9), entry('a', '2026-10-05', 896, 10)];
    const { kept } = applyPbjEdits(entries, { ...quarter, listed: new Set(['a']) });
    expect(kept.map((e) => e.minutes)).toEqual([450, 451, 448]);
    expect(kept.reduce((sum, e) => sum + entryHours(e.minutes) * 100, 0) / 100).toBe(22.49);
  });

  it("flags hours before the employee's hire date and after the termination date as errors that block the file", () => {
    const entries = [
      entry('a', '2026-10-04', 450),
      entry('a', '2026-10-05', 450),
      entry('b', '2026-10-04', 450),
      entry('c', '2026-10-05', 450),
      entry('c', '2026-10-06', 450),
    ];
    const employment = new Map([
      ['a', { hired: '2026-10-05', terminated: null }],
      ['b', { hired: null, terminated: null }],
      // The termination date itself is a day employed.
      ['c', { hired: null, terminated: '2026-10-05' }],
    ]);
    const { kept, problems } = applyPbjEdits(entries, { ...quarter, listed: new Set(['a', 'b', 'c']), employment });
    expect(problems).toEqual([
      { edit: 'BEFORE_HIRE', employeeId: 'a', date: '2026-10-04', hours: 7.5 },
      { edit: 'AFTER_TERMINATION', employeeId: 'c', date: '2026-10-06', hours: 7.5 },
    ]);
    expect(kept).toHaveLength(5);
    expect(blockingEdits.has('BEFORE_HIRE')).toBe(true);
    expect(blockingEdits.has('AFTER_TERMINATION')).toBe(true);
  });

  it('leaves out hours on a future date or outside the quarter, and says so', () => {
    const entries = [entry('a', '2026-11-25', 480), entry('a', '2026-09-30', 60), entry('a', '2026-11-24', 480)];
    const { kept, problems } = applyPbjEdits(entries, { ...quarter, listed: new Set(['a']) });
    expect(kept).toEqual([entries[2]]);
    expect(problems).toEqual([
      { edit: 'FUTURE_DATE', employeeId: 'a', date: '2026-11-25', hours: 8 },
      { edit: 'OUTSIDE_QUARTER', employeeId: 'a', date: '2026-09-30', hours: 1 },
    ]);
    expect(blockingEdits.has('FUTURE_DATE')).toBe(false);
  });

  it('requires every employee with hours to be listed, once per employee', () => {
    const { problems } = applyPbjEdits([entry('x', '2026-10-02', 60), entry('x', '2026-10-03', 60)], { ...quarter, listed: new Set() });
    expect(problems).toEqual([{ edit: 'NOT_LISTED', employeeId: 'x', date: '2026-10-02', hours: 1 }]);
  });
});
