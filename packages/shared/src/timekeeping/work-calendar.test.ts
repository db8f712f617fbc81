import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, zonedInstant } from '../format/wall-clock';
import { splitOvertime, type OvertimeSettings, type WorkedSegment } from './overtime';
import type { OvertimeRule } from './values';
import { cutAtDateLines, cutAtWorkLines, defaultWorkLines, workdayOf, workweekOf, type WorkCalendar } from './work-calendar';

const H = 60;
const MINUTE = 60_000;
const at = (date: string, time: string, zone = 'America/New_York') => zonedInstant(date, time, zone);

describe('workdays and workweeks (29 CFR 778.105, Labor Code 500)', () => {
  const newYork: WorkCalendar = { zone: 'America/New_York', ...defaultWorkLines };

  it('names a workday by the date its 24 hours begin on', () => {
    const sevenAm = { ...newYork, dayStartTime: '07:00' };
    expect(workdayOf(at('2026-03-03', '06:59'), sevenAm)).toBe('2026-03-02');
    expect(workdayOf(at('2026-03-03', '07:00'), sevenAm)).toBe('2026-03-03');
    expect(workdayOf(at('2026-03-03', '00:00'), newYork)).toBe('2026-03-03');
  });

  it('starts the workweek on any day at any hour', () => {
    // 2026-03-04 is a Wednesday.
    const wednesdayNoon = { ...newYork, weekStartDay: 3, weekStartTime: '12:00' };
    expect(workweekOf(at('2026-03-04', '11:59'), wednesdayNoon)).toBe('2026-02-25');
    expect(workweekOf(at('2026-03-04', '12:00'), wednesdayNoon)).toBe('2026-03-04');
    expect(workweekOf(at('2026-03-10', '23:00'), wednesdayNoon)).toBe('2026-03-04');
    expect(workweekOf(at('2026-03-07', '23:59'), newYork)).toBe('2026-03-01');
  });

  it('cuts a night at midnight and at the week line, sharing the paid minutes by length', () => {
    // Saturday 28 February 23:00 to Sunday 07:00 with a 30-minute meal: 1 h and 7 h of wall time.
    const pieces = cutAtWorkLines(at('2026-02-28', '23:00'), at('2026-03-01', '07:00'), 7.5 * H, newYork);
    expect(pieces.map((p) => [p.workDate, p.weekStart, p.minutes])).toEqual([
      ['2026-02-28', '2026-02-22', 56],
      ['2026-03-01', '2026-03-01', 394],
    ]);
  });

  it('keeps a 23-hour and a 25-hour workday across daylight-saving changes', () => {
    // 8 March 2026 02:00 EST becomes 03:00 EDT; 1 November 02:00 EDT becomes 01:00 EST.
    const spring = cutAtWorkLines(at('2026-03-07', '22:00'), at('2026-03-09', '02:00'), 27 * H, newYork);
    expect(spring.map((p) => [p.workDate, p.minutes])).toEqual([
      ['2026-03-07', 2 * H],
      ['2026-03-08', 23 * H],
      ['2026-03-09', 2 * H],
    ]);
    const autumn = cutAtWorkLines(at('2026-10-31', '23:00'), at('2026-11-02', '00:00'), 26 * H, newYork);
    expect(autumn.map((p) => [p.workDate, p.minutes])).toEqual([
      ['2026-10-31', 1 * H],
      ['2026-11-01', 25 * H],
    ]);
  });
});

describe('the law at the lines (issue 25)', () => {
  const newYork: WorkCalendar = { zone: 'America/New_York', ...defaultWorkLines };
  const settings = (rule: OvertimeRule, calendar = newYork): OvertimeSettings => ({ rule, payPeriodAnchor: '2026-01-04', calendar });
  let n = 0;
  const shift = (date: string, from: string, to: string, toDate = date): WorkedSegment => {
    n += 1;
    const startsAt = at(date, from);
    const endsAt = at(toDate, to);
    return { id: `s${n}`, workDate: date, startsAt, endsAt, minutes: (endsAt.getTime() - startsAt.getTime()) / MINUTE, source: 'ACTUAL' };
  };
  const hours = (s: { regular: number; overtime: number; doubleTime: number }) => [s.regular / H, s.overtime / H, s.doubleTime / H];

  it('California: Monday 22:00-Tuesday 06:00 then Tuesday 14:00-22:00 is 10 regular, 4 overtime, 2 double time', () => {
    const result = splitOvertime(
      [shift('2026-03-02', '22:00', '06:00', '2026-03-03'), shift('2026-03-03', '14:00', '22:00')],
      settings('CALIFORNIA'),
    );
    expect(hours(result.total)).toEqual([10, 4, 2]);
  });

  it('California: a 07:00 workday keeps the same night in one workday', () => {
    const sevenAm = { ...newYork, dayStartTime: '07:00' };
    // Monday 22:00-Tuesday 06:00 is Monday's workday; Tuesday 14:00-22:00 Tuesday's: 16 regular.
    const result = splitOvertime(
      [shift('2026-03-02', '22:00', '06:00', '2026-03-03'), shift('2026-03-03', '14:00', '22:00')],
      settings('CALIFORNIA', sevenAm),
    );
    expect(hours(result.total)).toEqual([16, 0, 0]);
  });

  it('8 and 80: the day is the workday, so a night shift is split at its line', () => {
    // Monday 20:00 to Tuesday 08:00 (12 h): 4 h on Monday, 8 h on Tuesday: no daily overtime.
    const result = splitOvertime([shift('2026-03-02', '20:00', '08:00', '2026-03-03')], settings('EIGHT_EIGHTY'));
    expect(hours(result.total)).toEqual([12, 0, 0]);
  });
});

/**
 * A deliberately plain reference: every worked minute in order, each rule's counters kept by hand,
 * in UTC so that a workday is arithmetic on minutes. It reads no code of the engine.
 */
function referenceSplit(segments: readonly WorkedSegment[], rule: OvertimeRule, lines: ReferenceLines) {
  const minutes = segments
    .flatMap((s) =>
      Array.from({ length: (s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE }, (_, i) => s.startsAt.getTime() / MINUTE + i),
    )
    .sort((a, b) => a - b);
  const dayOf = (m: number) => Math.floor((m - lines.dayStart) / 1440);
  const weekOf = (m: number) => Math.floor((m - lines.weekStart) / 10080);
  const periodOf = (m: number) => Math.floor((dayOf(m) - lines.anchorDay) / 14);
  const daysWorked = new Map<number, Set<number>>();
  for (const m of minutes) {
    const week = weekOf(m);
    daysWorked.set(week, (daysWorked.get(week) ?? new Set()).add(dayOf(m)));
  }
  const dayCount = new Map<string, number>();
  const straight = new Map<number, number>();
  const total = { regular: 0, overtime: 0, doubleTime: 0 };
  for (const m of minutes) {
    const day = dayOf(m);
    const group = rule === 'EIGHT_EIGHTY' ? periodOf(m) : weekOf(m);
    const dayKey = `${group}:${day}`;
    const doneToday = dayCount.get(dayKey) ?? 0;
    dayCount.set(dayKey, doneToday + 1);
    const done = straight.get(group) ?? 0;
    if (rule === 'FLSA_WEEKLY') {
      if (done < 2400) {
        total.regular++;
        straight.set(group, done + 1);
      } else total.overtime++;
    } else if (rule === 'EIGHT_EIGHTY') {
      if (doneToday >= 480 || done >= 4800) total.overtime++;
      else {
        total.regular++;
        straight.set(group, done + 1);
      }
    } else {
      // The workweek's first workday is the one holding its first minute; the seventh is 6 after.
      const firstDay = dayOf(group * 10080 + lines.weekStart);
      const worked = daysWorked.get(group)!;
      const seventh = day === firstDay + 6 && [0, 1, 2, 3, 4, 5].every((k) => worked.has(firstDay + k));
      if (seventh) {
        if (doneToday < 480) total.overtime++;
        else total.doubleTime++;
      } else if (doneToday >= 720) total.doubleTime++;
      else if (doneToday >= 480) total.overtime++;
      else if (done >= 2400) total.overtime++;
      else {
        total.regular++;
        straight.set(group, done + 1);
      }
    }
  }
  return total;
}

/** Lines in minutes since the epoch (UTC): a workday start, a workweek start, the 8/80 anchor's workday. */
type ReferenceLines = { dayStart: number; weekStart: number; anchorDay: number };

describe('splitting never loses or invents a minute, and agrees with a minute-by-minute reference', () => {
  const base = '2026-03-01'; // a Sunday
  const schedule = fc
    .array(fc.record({ startMinute: fc.integer({ min: 0, max: 20 * 1440 }), length: fc.integer({ min: 1, max: 16 * 60 }) }), {
      minLength: 1,
      maxLength: 14,
    })
    .map((shifts) => {
      // One nurse cannot work two shifts at once: each starts where it was drawn or after the one before.
      let free = 0;
      return shifts
        .sort((a, b) => a.startMinute - b.startMinute)
        .map((s, i) => {
          const start = Math.max(s.startMinute, free);
          free = start + s.length;
          const startsAt = new Date(Date.parse(`${base}T00:00:00Z`) + start * MINUTE);
          return {
            id: `p${i}`,
            workDate: base,
            startsAt,
            endsAt: new Date(startsAt.getTime() + s.length * MINUTE),
            minutes: s.length,
            source: 'ACTUAL' as const,
          };
        });
    });
  const calendar = fc.record({
    weekStartDay: fc.integer({ min: 0, max: 6 }),
    weekHour: fc.integer({ min: 0, max: 23 }),
    dayHour: fc.integer({ min: 0, max: 23 }),
    quarter: fc.constantFrom(0, 15, 30, 45),
  });
  const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

  for (const rule of ['FLSA_WEEKLY', 'EIGHT_EIGHTY', 'CALIFORNIA'] as const) {
    it(rule, () => {
      fc.assert(
        fc.property(schedule, calendar, (segments, c) => {
          const cal: WorkCalendar = {
            zone: 'UTC',
            weekStartDay: c.weekStartDay,
            weekStartTime: hhmm(c.weekHour, c.quarter),
            dayStartTime: hhmm(c.dayHour, c.quarter),
          };
          const anchor = addDays('2025-12-28', c.weekStartDay);
          const result = splitOvertime(segments, { rule, payPeriodAnchor: anchor, calendar: cal });
          const worked = segments.reduce((sum, s) => sum + s.minutes, 0);
          const { regular, overtime, doubleTime } = result.total;
          expect(regular + overtime + doubleTime).toBe(worked);
          expect(result.days.reduce((sum, d) => sum + d.worked, 0)).toBe(worked);
          expect(result.segments.map((s) => s.regular + s.overtime + s.doubleTime)).toEqual(segments.map((s) => s.minutes));

          const [dh, dm] = cal.dayStartTime.split(':').map(Number) as [number, number];
          const [wh, wm] = cal.weekStartTime.split(':').map(Number) as [number, number];
          const epochDay = (date: string) => daysBetween('1970-01-01', date);
          const firstWeekDate = addDays('1970-01-04', c.weekStartDay); // 1970-01-04 was a Sunday
          const lines: ReferenceLines = {
            dayStart: dh * 60 + dm,
            weekStart: epochDay(firstWeekDate) * 1440 + wh * 60 + wm,
            anchorDay: epochDay(anchor),
          };
          expect(result.total).toEqual(referenceSplit(segments, rule, lines));
        }),
        { numRuns: 150 },
      );
    });
  }

  it('names each piece by the workday and workweek holding its start, whatever the lines and zone', () => {
    // cutAtWorkLines labels its pieces from the lines it crossed (decision 056); workdayOf and workweekOf read the zone.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * 1440 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        calendar,
        fc.constantFrom('America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe'),
        (start, length, c, zone) => {
          const cal: WorkCalendar = {
            zone,
            weekStartDay: c.weekStartDay,
            weekStartTime: hhmm(c.weekHour, c.quarter),
            dayStartTime: hhmm(c.dayHour, c.quarter),
          };
          const startsAt = new Date(Date.parse('2026-02-20T00:00:00Z') + start * MINUTE);
          const pieces = cutAtWorkLines(startsAt, new Date(startsAt.getTime() + length * MINUTE), length, cal);
          for (const p of pieces) {
            expect(p.workDate).toBe(workdayOf(p.startsAt, cal));
            expect(p.weekStart).toBe(workweekOf(p.startsAt, cal));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shares paid minutes among the pieces without losing or inventing one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * 1440 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Pacific/Honolulu'),
        (start, length, meal, zone) => {
          const startsAt = new Date(Date.parse('2026-02-20T00:00:00Z') + start * MINUTE);
          const endsAt = new Date(startsAt.getTime() + length * MINUTE);
          const paid = Math.max(0, length - meal);
          const pieces = cutAtWorkLines(startsAt, endsAt, paid, { zone, ...defaultWorkLines, dayStartTime: '07:00' });
          expect(pieces.reduce((sum, p) => sum + p.minutes, 0)).toBe(paid);
          expect(pieces[0]!.startsAt).toEqual(startsAt);
          expect(pieces.at(-1)!.endsAt).toEqual(endsAt);
          for (const p of pieces)
            expect(workdayOf(new Date(p.endsAt.getTime() - 1), { zone, ...defaultWorkLines, dayStartTime: '07:00' })).toBe(p.workDate);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('calendar days and pay periods (decision 055)', () => {
  const zone = 'America/New_York';
  const byDay = (from: string, fromTime: string, to: string, toTime: string, paid: number) =>
    cutAtDateLines(at(from, fromTime), at(to, toTime), paid, zone).map((p) => [p.date, p.minutes]);

  it('counts a 19:00-07:00 night 5 hours on its start day and 7 on the next', () => {
    expect(byDay('2026-06-01', '19:00', '2026-06-02', '07:00', 12 * H)).toEqual([
      ['2026-06-01', 5 * H],
      ['2026-06-02', 7 * H],
    ]);
  });

  it('keeps the wall clock across daylight-saving nights: 22:00-08:00 is 2 + 7 in spring and 2 + 9 in autumn', () => {
    expect(byDay('2026-03-07', '22:00', '2026-03-08', '08:00', 9 * H)).toEqual([
      ['2026-03-07', 2 * H],
      ['2026-03-08', 7 * H],
    ]);
    expect(byDay('2026-10-31', '22:00', '2026-11-01', '08:00', 11 * H)).toEqual([
      ['2026-10-31', 2 * H],
      ['2026-11-01', 9 * H],
    ]);
  });

  it('joins the days of one key, and each side of a line keeps the same minutes whichever side asks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 1440 }),
        fc.integer({ min: 0, max: 40 * 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('America/New_York', 'America/Phoenix', 'Pacific/Honolulu'),
        fc.integer({ min: 0, max: 20 }),
        (start, length, meal, zone, line) => {
          const startsAt = new Date(Date.parse('2026-10-25T00:00:00Z') + start * MINUTE);
          const endsAt = new Date(startsAt.getTime() + length * MINUTE);
          const paid = Math.max(0, length - meal);
          const days = cutAtDateLines(startsAt, endsAt, paid, zone);
          // A period line on some date: the two sides are what two adjacent pay runs would ask for.
          const lineDate = addDays('2026-10-25', line);
          const sides = cutAtDateLines(startsAt, endsAt, paid, zone, (d) => (d < lineDate ? 'before' : 'after'));
          const before = days.filter((d) => d.date < lineDate).reduce((sum, d) => sum + d.minutes, 0);
          expect(sides.reduce((sum, p) => sum + p.minutes, 0)).toBe(paid);
          expect(sides.filter((p) => p.date < lineDate).reduce((sum, p) => sum + p.minutes, 0)).toBe(before);
          expect(sides.length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
