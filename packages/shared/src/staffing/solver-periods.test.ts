import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../format/wall-clock';
import {
  overtimeMinutesOf,
  PERIOD_THRESHOLD_MINUTES,
  periodSplitOf,
  splitOvertime,
  WEEKLY_THRESHOLD_MINUTES,
  type OvertimeSettings,
  type WorkedSegment,
} from '../timekeeping/overtime';
import { defaultWorkLines, type WorkCalendar } from '../timekeeping/work-calendar';
import { evaluatePlan, headroomKey, solveHeuristic, type PlanOpening, type PlanProblem } from './solver';
import { solveWithHighs } from './solver-highs';
import { openingPeriods } from './solver-periods';

const H = 60;
const newYork: WorkCalendar = { zone: 'America/New_York', ...defaultWorkLines };
const flsa: OvertimeSettings = { rule: 'FLSA_WEEKLY', payPeriodAnchor: '2026-01-04', calendar: newYork };

let n = 0;
/** A booking from `date` `from` to `to` (the next day when earlier), paid its length less `meal`. */
function booking(date: string, from: string, to: string, meal = 30, zone = 'America/New_York'): WorkedSegment {
  n += 1;
  const startsAt = zonedInstant(date, from, zone);
  const endsAt = zonedInstant(to > from ? date : addDays(date, 1), to, zone);
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000 - meal;
  return { id: `b${n}`, workDate: date, startsAt, endsAt, minutes, source: 'SCHEDULED' };
}

/** The engine's headroom of each period of a nurse's bookings, as Fill week reads it. */
function headroomOf(employeeId: string, existing: WorkedSegment[], settings: OvertimeSettings) {
  const result = splitOvertime(existing, settings);
  return new Map(result.periods.map((p) => [headroomKey(employeeId, p.start), periodSplitOf(result, p.start)!.headroom]));
}

const planOpening = (segment: WorkedSegment, settings: OvertimeSettings): PlanOpening => ({
  id: segment.id,
  startsAt: segment.startsAt.getTime(),
  endsAt: segment.endsAt.getTime(),
  periods: openingPeriods(segment, settings).periods,
  count: 1,
});

const thresholdOf = (settings: OvertimeSettings) =>
  settings.rule === 'EIGHT_EIGHTY' ? PERIOD_THRESHOLD_MINUTES : WEEKLY_THRESHOLD_MINUTES;

describe('Fill week counts an opening in the periods the engine does (decision 056)', () => {
  it('puts a Saturday night across the workweek line in both workweeks', () => {
    // Saturday 28 February 2026 19:00 to Sunday 07:00, 30-minute meal: 690 paid minutes over 5 h and 7 h.
    expect(openingPeriods(booking('2026-02-28', '19:00', '07:00'), flsa)).toEqual({
      periods: [
        { period: '2026-02-22', minutes: 288 },
        { period: '2026-03-01', minutes: 402 },
      ],
      ownOvertime: 0,
    });
    // With the workweek beginning Sunday 07:00 the whole night is the first week's.
    const sevenAm = { ...flsa, calendar: { ...newYork, weekStartTime: '07:00' } };
    expect(openingPeriods(booking('2026-02-28', '19:00', '07:00'), sevenAm).periods).toEqual([{ period: '2026-02-22', minutes: 690 }]);
  });

  it('leaves the daily overtime of a long shift with the booking (California)', () => {
    // 14 hours across midnight without a meal: 5 h on Friday's workday, 9 h on Saturday's of which 1 h over 8.
    const california = { ...flsa, rule: 'CALIFORNIA' as const };
    expect(openingPeriods(booking('2026-02-27', '19:00', '09:00', 0), california)).toEqual({
      periods: [{ period: '2026-02-22', minutes: 780 }],
      ownOvertime: 60,
    });
  });

  it('gives a Saturday night to the nurse whose next week has room, not to the one the start date alone would pick', async () => {
    // Ann has 31 h this week and nothing next week: the night's 4.8 h here fit in her 9 h left.
    // Bea has nothing this week but 40 h next week: the night's 6.7 h there would all be overtime.
    const night = booking('2026-02-28', '19:00', '07:00');
    const ann = [1, 2, 3].map((d) => booking(addDays('2026-02-22', d), '07:00', '17:30'));
    ann.push(booking('2026-02-26', '07:00', '08:00', 0));
    const bea = [1, 2, 3, 4].map((d) => booking(addDays('2026-03-01', d), '07:00', '17:30'));
    const problem: PlanProblem = {
      openings: [planOpening(night, flsa)],
      // Bea is $1 cheaper before overtime.
      candidates: [
        { openingId: night.id, employeeId: 'ann', baseScore: 10_000, overtimeCentsPerMinute: 600 },
        { openingId: night.id, employeeId: 'bea', baseScore: 9_900, overtimeCentsPerMinute: 600 },
      ],
      headroom: new Map([...headroomOf('ann', ann, flsa), ...headroomOf('bea', bea, flsa)]),
      minRestMinutes: 8 * H,
      periodThresholdMinutes: WEEKLY_THRESHOLD_MINUTES,
    };
    expect(problem.headroom.get(headroomKey('ann', '2026-02-22'))).toBe(9 * H);
    expect(problem.headroom.get(headroomKey('bea', '2026-03-01'))).toBe(0);
    const highs = await solveWithHighs(problem, 10);
    for (const plan of [solveHeuristic(problem), highs.status === 'NO_SOLUTION' ? undefined : highs.plan]) {
      expect(plan?.assignments).toEqual([{ openingId: night.id, employeeId: 'ann' }]);
      expect(plan?.overtimeMinutes).toBe(0);
    }
    expect(evaluatePlan(problem, [{ openingId: night.id, employeeId: 'bea' }]).overtimeMinutes).toBe(402);
  });

  /**
   * One nurse's booked week and a plan's new bookings, at random times, with random lines, in
   * zones with and without daylight saving: the overtime the plan's model prices, plus what each
   * booking carries on its own, is exactly the overtime the engine adds. Bookings start every
   * third day and end within 20 hours of its midnight, so no two share a workday (a booking
   * touches at most two) and no workweek has a seventh worked day: the daily rules' overtime is
   * then each booking's own, the part the model leaves with the booking (decision 032), and the
   * comparison holds for all three rules.
   */
  const base = '2026-02-22'; // a Sunday, two weeks before the spring change in the United States
  const bookings = fc.uniqueArray(
    fc.record({
      slot: fc.integer({ min: 0, max: 11 }),
      startHour: fc.integer({ min: 0, max: 7 }),
      quarter: fc.constantFrom(0, 15, 30, 45),
      length: fc.integer({ min: 4 * 4, max: 12 * 4 }),
      meal: fc.constantFrom(0, 30, 45),
      planned: fc.boolean(),
    }),
    { selector: (b) => b.slot, minLength: 1, maxLength: 12 },
  );
  const lines = fc.record({
    zone: fc.constantFrom('America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Europe/London', 'UTC'),
    weekStartDay: fc.integer({ min: 0, max: 6 }),
    weekHour: fc.integer({ min: 0, max: 23 }),
    dayHour: fc.integer({ min: 0, max: 23 }),
    quarter: fc.constantFrom(0, 15, 30, 45),
    rule: fc.constantFrom('FLSA_WEEKLY' as const, 'EIGHT_EIGHTY' as const, 'CALIFORNIA' as const),
  });
  const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

  it('prices exactly the overtime the engine adds, whatever the lines', () => {
    fc.assert(
      fc.property(bookings, lines, (drawn, l) => {
        const calendar: WorkCalendar = {
          zone: l.zone,
          weekStartDay: l.weekStartDay,
          weekStartTime: hhmm(l.weekHour, l.quarter),
          dayStartTime: hhmm(l.dayHour, l.quarter),
        };
        const settings: OvertimeSettings = { rule: l.rule, payPeriodAnchor: addDays('2026-01-04', l.weekStartDay), calendar };
        const segments = drawn.map((b, i) => {
          const date = addDays(base, 3 * b.slot);
          const startsAt = zonedInstant(date, hhmm(b.startHour, b.quarter), l.zone);
          const endsAt = new Date(startsAt.getTime() + b.length * 15 * 60_000);
          const segment: WorkedSegment = {
            id: `s${i}`,
            workDate: date,
            startsAt,
            endsAt,
            minutes: b.length * 15 - b.meal,
            source: 'SCHEDULED',
          };
          return { segment, planned: b.planned };
        });
        const existing = segments.filter((s) => !s.planned).map((s) => s.segment);
        const planned = segments.filter((s) => s.planned).map((s) => s.segment);
        const problem: PlanProblem = {
          openings: planned.map((s) => planOpening(s, settings)),
          candidates: planned.map((s) => ({ openingId: s.id, employeeId: 'n', baseScore: 0, overtimeCentsPerMinute: 1 })),
          headroom: headroomOf('n', existing, settings),
          minRestMinutes: 0,
          periodThresholdMinutes: thresholdOf(settings),
        };
        const plan = evaluatePlan(
          problem,
          planned.map((s) => ({ openingId: s.id, employeeId: 'n' })),
        );
        const own = planned.reduce((sum, s) => sum + openingPeriods(s, settings).ownOvertime, 0);
        const engineAdds =
          overtimeMinutesOf(splitOvertime([...existing, ...planned], settings).total) -
          overtimeMinutesOf(splitOvertime(existing, settings).total);
        expect(plan.overtimeMinutes + own).toBe(engineAdds);
        // Per period too: the minutes each period counts toward its threshold are the engine's.
        for (const p of splitOvertime(planned, settings).periods) {
          const modelled = problem.openings.flatMap((o) => o.periods).filter((m) => m.period === p.start);
          expect(modelled.reduce((sum, m) => sum + m.minutes, 0)).toBe(p.regular);
        }
      }),
      { numRuns: 200 },
    );
  });
});
