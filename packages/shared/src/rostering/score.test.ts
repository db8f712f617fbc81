import { describe, expect, it } from 'vitest';
import type { Request, UnwantedPattern } from './model';
import { scoreRoster } from './score';
import { flag, limit, row, rows, tinyProblem } from './testing';

// Each case's expected cost is derived by hand in its comment, from the "scored as" column of
// ../shared/reference/inrc2010/README.md. Problems start on a Monday (day 0); with Saturday–Sunday
// weekends, days 5–6, 12–13, 19–20 and 26–27 are weekend days.

const soft = (problem: ReturnType<typeof tinyProblem>, roster: number[][]) => scoreRoster(problem, roster).soft;

/** A 28-day row working exactly `days` (shift E), every other day off. */
const working = (...days: number[]): number[] => Array.from({ length: 28 }, (_, d) => (days.includes(d) ? 0 : -1));

describe('scoreRoster, rule by rule', () => {
  it('cover: each missing and each extra nurse costs 1, hard', () => {
    // Day 0 needs one E and gets two (1 extra); day 1 needs two L and gets one (1 missing): hard 2.
    const problem = tinyProblem({
      days: 3,
      nurses: 2,
      cover: [
        [1, 0, 0],
        [0, 2, 0],
        [0, 0, 0],
      ],
    });
    const score = scoreRoster(problem, rows('EL-', 'E--'));
    expect(score.hard).toBe(2);
    expect(score.byRule.cover).toEqual({ hard: 2, soft: 0 });
    expect(score.soft).toBe(0);
  });

  it('maximum and minimum number of shifts: each shift above or below, times the weight', () => {
    // 5 shifts, maximum 3 at weight 2: (5 − 3) × 2 = 4. Minimum 7 at weight 1: 7 − 5 = 2.
    expect(soft(tinyProblem({ contract: { maxShifts: limit(3, 2) } }), [row('EEEEE---------')])).toBe(4);
    expect(soft(tinyProblem({ contract: { minShifts: limit(7) } }), [row('EEEEE---------')])).toBe(2);
  });

  it('maximum consecutive working days: per run, the days above the maximum', () => {
    // Runs of 5 and 4 against a maximum of 3: 2 + 1 = 3.
    expect(soft(tinyProblem({ contract: { maxConsecutiveWorkingDays: limit(3) } }), [row('EEEEE--EEEE---')])).toBe(3);
  });

  it('minimum consecutive working days: runs at either end of the horizon count; a minimum of 1 is not applied', () => {
    // Runs of 1 (day 0), 2, 3 and 1 (day 13) against a minimum of 3: 2 + 1 + 0 + 2 = 5.
    expect(soft(tinyProblem({ contract: { minConsecutiveWorkingDays: limit(3) } }), [row('E--EE---EEE--E')])).toBe(5);
    expect(soft(tinyProblem({ contract: { minConsecutiveWorkingDays: limit(1) } }), [row('E--EE---EEE--E')])).toBe(0);
  });

  it('maximum consecutive days off: per run of days off, the days above the maximum', () => {
    // Runs off of 5 (days 1–5) and 4 (days 8–11) against 3: 2 + 1 = 3.
    expect(soft(tinyProblem({ contract: { maxConsecutiveDaysOff: limit(3) } }), [row('E-----EE----EE')])).toBe(3);
  });

  it('minimum consecutive days off: runs at either end count too', () => {
    // Runs off of 1 (day 0), 1, 2, 1 and 1 (day 13) against 2: 1 + 1 + 0 + 1 + 1 = 4.
    expect(soft(tinyProblem({ contract: { minConsecutiveDaysOff: limit(2) } }), [row('-EE-EE--EEE-E-')])).toBe(4);
  });

  it('maximum consecutive working weekends: a weekend with any day worked is working', () => {
    // Weekends 1 (Sat only), 2 (Sun only) and 3 (both) worked, 4 free: one run of 3 against 1: 2.
    const problem = tinyProblem({ days: 28, contract: { maxConsecutiveWorkingWeekends: limit(1) } });
    expect(soft(problem, [working(5, 13, 19, 20)])).toBe(2);
  });

  it('minimum consecutive working weekends: short runs, the last weekend included', () => {
    // Worked, free, worked, free: runs of 1 and 1 against 2: 1 + 1 = 2. Only the last weekend: 1.
    const problem = tinyProblem({ days: 28, contract: { minConsecutiveWorkingWeekends: limit(2) } });
    expect(soft(problem, [working(5, 6, 19, 20)])).toBe(2);
    expect(soft(problem, [working(27)])).toBe(1);
  });

  it('complete weekends, two days: 1 per weekend worked on one day only; a weekend cut by the horizon is not judged', () => {
    // Weekend 1 only Saturday (1), weekend 2 both days (0): 1.
    expect(soft(tinyProblem({ contract: { completeWeekends: flag() } }), [row('-----E-----EEE')])).toBe(1);
    // Seven days from a Sunday: Sunday (day 0) and Saturday (day 6) are each half a weekend: 0.
    expect(soft(tinyProblem({ days: 7, firstWeekday: 6, contract: { completeWeekends: flag() } }), [row('E-----E')])).toBe(0);
  });

  it('complete weekends, Friday to Sunday: the README table', () => {
    // Weekends are days 4–6, 11–13, 18–20, 25–27.
    const problem = tinyProblem({ days: 28, contract: { weekendDays: [4, 5, 6], completeWeekends: flag() } });
    // WWF 1 + FWF 2 + WFW 4 + FFW 2 = 9.
    expect(soft(problem, [working(4, 5, 12, 18, 20, 27)])).toBe(9);
    // WFF 2 + FWW 1 + WWW 0 + FFF 0 = 3.
    expect(soft(problem, [working(4, 12, 13, 18, 19, 20)])).toBe(3);
  });

  it('identical shift types during the weekend: only fully worked weekends, Σ (days − days of each type)', () => {
    // Weekend 1 Sat E, Sun L: (2 − 1) + (2 − 1) = 2; weekend 2 E, E: 0; total 2.
    expect(soft(tinyProblem({ contract: { identicalShiftTypesOnWeekend: flag() } }), [row('-----EL-----EE')])).toBe(2);
    // A weekend worked on Saturday only costs nothing here.
    expect(soft(tinyProblem({ contract: { identicalShiftTypesOnWeekend: flag() } }), [row('-----E--------')])).toBe(0);
    // Friday to Sunday E, E, L: (3 − 2) + (3 − 1) = 3.
    expect(
      soft(tinyProblem({ days: 7, contract: { weekendDays: [4, 5, 6], identicalShiftTypesOnWeekend: flag() } }), [row('----EEL')]),
    ).toBe(3);
  });

  it('no night before a free weekend and two free days after nights: scored 0 (README rules 12 and 13)', () => {
    // Friday night, weekend free, then a day shift right after the night: both rules would fire, both cost 0.
    const problem = tinyProblem({ days: 7, contract: { noNightBeforeFreeWeekend: flag(5), twoFreeDaysAfterNights: flag(5) } });
    problem.nurses[0]!.skills.push('Senior');
    expect(soft(problem, [row('---NE--')])).toBe(0);
  });

  it('alternative skill: per shift, each required skill the nurse lacks, times the weight', () => {
    // Two nights (need "Senior", which nurse 0 lacks) at weight 3: 2 × 3 = 6; E needs "Nurse", held.
    expect(soft(tinyProblem({ contract: { missingSkill: flag(3) } }), [row('NN-E----------')])).toBe(6);
  });

  it('unwanted patterns: every occurrence inside the horizon, Any and None, weekday-anchored first steps', () => {
    const lThenE: UnwantedPattern = { id: 'LE', weight: 2, hard: false, startWeekday: 'any', steps: [1, 0] };
    const eThenOff: UnwantedPattern = { id: 'E-', weight: 1, hard: false, startWeekday: 'any', steps: [0, 'off'] };
    const freeFridayWorkedWeekend: UnwantedPattern = { id: 'F', weight: 1, hard: false, startWeekday: 4, steps: ['off', 'any', 'any'] };
    const withPatterns = (index: number) =>
      tinyProblem({ unwantedPatterns: [lThenE, eThenOff, freeFridayWorkedWeekend], contract: { unwantedPatterns: [index] } });
    // L E at days 0–1, 3–4 and 5–6: 3 occurrences × weight 2 = 6.
    expect(soft(withPatterns(0), [row('LE-LELE-------')])).toBe(6);
    // E then off at days 0–1 only: the E on the last day has no day after it inside the horizon: 1.
    expect(soft(withPatterns(1), [row('E------------E')])).toBe(1);
    // Off, worked, worked: days 4–6 start on a Friday (1); days 0–2 and 10–12 do not start on one; Friday 11 is worked: 1.
    expect(soft(withPatterns(2), [row('-EE--EL---EEEE')])).toBe(1);
  });

  it('day-off and shift-off requests: working the day, or that shift on that day, costs the weight', () => {
    const requests: Request[] = [
      { nurse: 0, day: 2, shift: null, kind: 'off', weight: 3 },
      { nurse: 0, day: 3, shift: 1, kind: 'off', weight: 2 },
    ];
    // Works day 2 (3) and L on day 3 (2): 5. Off on day 2 and E on day 3: 0.
    expect(soft(tinyProblem({ days: 4, requests }), [row('EELL')])).toBe(5);
    expect(soft(tinyProblem({ days: 4, requests }), [row('EE-E')])).toBe(0);
  });

  it('day-on and shift-on requests: not working the day, or not that shift, costs the weight', () => {
    const requests: Request[] = [
      { nurse: 0, day: 0, shift: null, kind: 'on', weight: 1 },
      { nurse: 0, day: 1, shift: 0, kind: 'on', weight: 2 },
    ];
    // Off on day 0 (1) and L instead of E on day 1 (2): 3. E on both days: 0. Off on both: 1 + 2 = 3.
    expect(soft(tinyProblem({ days: 2, requests }), [row('-L')])).toBe(3);
    expect(soft(tinyProblem({ days: 2, requests }), [row('EE')])).toBe(0);
    expect(soft(tinyProblem({ days: 2, requests }), [row('--')])).toBe(3);
  });

  it('rotation pattern: each day from its start that differs from the cycle costs the weight', () => {
    // Cycle E E off off from day 2: days 2–7 should read E E - - E E; days 0–1 are free of it.
    // "LLEE-LEE": day 5 is L where the cycle has a day off: 1 × weight 2 = 2.
    const problem = tinyProblem({ days: 8, rotations: [{ nurse: 0, startDay: 2, cycle: [0, 0, -1, -1], weight: 2, hard: false }] });
    expect(scoreRoster(problem, [row('LLEE-LEE')]).byRule.rotation).toEqual({ hard: 0, soft: 2 });
  });

  it('maximum working weekends in four weeks: each worked weekend beyond it in a block of four costs the weight', () => {
    // 8 weeks from Monday: weekends are days 5-6, 12-13, … Worked: weekends 1, 2, 3 of the first block
    // (3 against a maximum of 2: 1 × weight 4) and weekend 5 of the second (1: nothing).
    const row8 = Array.from({ length: 56 }, (_, d) => ([5, 12, 19, 33].includes(d) ? 0 : -1));
    const problem = tinyProblem({ days: 56, contract: { maxWorkingWeekendsInFourWeeks: limit(2, 4) } });
    expect(scoreRoster(problem, [row8]).byRule.maxWorkingWeekendsInFourWeeks).toEqual({ hard: 0, soft: 4 });
  });

  it('unavailable: each worked day the nurse cannot work (booked elsewhere, on leave) costs 1, hard', () => {
    // Days 1 and 3 unavailable; "EE-E" works both: hard 2. "E-E-" works neither: 0.
    const problem = tinyProblem({
      days: 4,
      unavailable: [
        { nurse: 0, day: 1 },
        { nurse: 0, day: 3 },
      ],
    });
    expect(scoreRoster(problem, [row('EE-E')]).byRule.unavailable).toEqual({ hard: 2, soft: 0 });
    expect(scoreRoster(problem, [row('E-E-')]).byRule.unavailable).toEqual({ hard: 0, soft: 0 });
  });

  it('a rule set hard counts in the hard total; the breakdown by nurse adds up to the totals', () => {
    // Nurse 0: 5 shifts against a hard maximum of 3 (hard 2), 1 run of 5 against a soft maximum of 4 (soft 1).
    // Nurse 1: 2 shifts: nothing. The cover asks for exactly these shifts, so it adds nothing either.
    const cover = [2, 2, 1, 1, 1, 0, 0].map((e) => [e, 0, 0]);
    const problem = tinyProblem({
      days: 7,
      nurses: 2,
      cover,
      contract: { maxShifts: limit(3, 1, true), maxConsecutiveWorkingDays: limit(4) },
    });
    const score = scoreRoster(problem, rows('EEEEE--', 'EE-----'));
    expect(score).toMatchObject({ hard: 2, soft: 1 });
    expect(score.byNurse[0]).toMatchObject({
      hard: 2,
      soft: 1,
      byRule: { maxShifts: { hard: 2, soft: 0 }, maxConsecutiveWorkingDays: { hard: 0, soft: 1 } },
    });
    expect(score.byNurse[1]).toMatchObject({ hard: 0, soft: 0, byRule: {} });
  });

  it('a rule that is off, or on at weight 0, costs nothing', () => {
    expect(soft(tinyProblem({ contract: { maxShifts: { on: false, value: 1, weight: 5, hard: false } } }), [row('EEEE----------')])).toBe(
      0,
    );
    expect(soft(tinyProblem({ contract: { maxShifts: limit(1, 0) } }), [row('EEEE----------')])).toBe(0);
  });
});
