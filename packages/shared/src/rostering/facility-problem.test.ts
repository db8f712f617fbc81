import { describe, expect, it } from 'vitest';
import { buildFacilityProblem, type FacilityRosterInput } from './facility-problem';
import { OFF } from './model';
import { scoreRoster } from './score';
import { solveRoster } from './solve';
import { defaultWorkRules } from './work-rules';

const T = { day: '00000000-0000-4000-8000-00000000000d', night: '00000000-0000-4000-8000-00000000000e' };
const J = { rn: '00000000-0000-4000-8000-0000000000a1', cna: '00000000-0000-4000-8000-0000000000a2' };
const C = '00000000-0000-4000-8000-0000000000c1';

// Two weeks from Sunday 2026-11-29: 1 RN and 2 CNAs on days every day, 1 RN on nights on weekdays.
const input = (over: Partial<FacilityRosterInput> = {}): FacilityRosterInput => ({
  unitId: 'unit',
  startDate: '2026-11-29',
  weeks: 2,
  timings: [
    { id: T.night, code: 'N', startTime: '23:00' },
    { id: T.day, code: 'D', startTime: '07:00' },
  ],
  jobTitles: [
    { id: J.rn, name: 'RN' },
    { id: J.cna, name: 'CNA' },
  ],
  lines: [
    ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ timingId: T.day, jobTitleId: J.rn, weekday, count: 1 })),
    ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ timingId: T.day, jobTitleId: J.cna, weekday, count: 2 })),
    ...[1, 2, 3, 4, 5].map((weekday) => ({ timingId: T.night, jobTitleId: J.rn, weekday, count: 1 })),
  ],
  booked: [],
  contracts: [{ id: C, name: 'Full time', rules: defaultWorkRules() }],
  members: [
    ...['Ann', 'Bea', 'Cat'].map((name, i) => ({ employeeId: `rn${i}`, name, jobTitleId: J.rn, contractId: C, rotation: null })),
    ...['Dee', 'Eve', 'Fay', 'Gus'].map((name, i) => ({ employeeId: `cna${i}`, name, jobTitleId: J.cna, contractId: C, rotation: null })),
  ],
  requests: [],
  unavailable: [],
  ...over,
});

describe('buildFacilityProblem', () => {
  it('makes a shift type per timing and job title, by start time, each requiring its title', () => {
    const { problem, shiftTypes } = buildFacilityProblem(input());
    expect(problem.shiftTypes.map((t) => t.label)).toEqual(['D CNA', 'D RN', 'N RN']);
    expect(shiftTypes[2]).toEqual({ timingId: T.night, jobTitleId: J.rn });
    expect(problem.shiftTypes[1]!.requiredSkills).toEqual([J.rn]);
    expect(problem.nurses[0]!.skills).toEqual([J.rn]);
  });

  it("counts cover from the master schedule's weekday (0 = Sunday), less what is booked", () => {
    const booked = [{ timingId: T.day, jobTitleId: J.cna, date: '2026-11-30', count: 1 }];
    const { problem } = buildFacilityProblem(input({ booked }));
    expect(problem.firstWeekday).toBe(6); // the engine counts Monday = 0: a Sunday is 6
    expect(problem.cover[0]).toEqual([2, 1, 0]); // Sunday: no night
    expect(problem.cover[1]).toEqual([1, 1, 1]); // Monday: one CNA already booked
    expect(problem.cover[7]).toEqual([2, 1, 0]);
    // Generated on the Tuesday: Sunday and Monday need no one.
    const late = buildFacilityProblem(input({ openFrom: '2026-12-01' })).problem;
    expect(late.cover.slice(0, 3)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [2, 1, 1],
    ]);
  });

  it("multiplies shifts per week by the weeks; runs stay as they are; an aide taking a nurse's shift is hard", () => {
    const { problem } = buildFacilityProblem(input());
    const contract = problem.contracts[0]!;
    expect(contract.maxShifts.value).toBe(10);
    expect(contract.minShifts.value).toBe(6);
    expect(contract.maxConsecutiveWorkingDays.value).toBe(5);
    expect(contract.missingSkill).toEqual({ on: true, weight: 1, hard: true });
  });

  it('scores "two free days after nights" as patterns: a night then a day, or a night, a day off and work', () => {
    const { problem } = buildFacilityProblem(input());
    const rows = problem.nurses.map(() => new Array<number>(14).fill(OFF));
    // Ann: N on Monday, D on Tuesday (1 × 5), and N on Thursday, off Friday, D Saturday (1 × 5).
    rows[0]![1] = 2;
    rows[0]![2] = 1;
    rows[0]![4] = 2;
    rows[0]![6] = 1;
    expect(scoreRoster(problem, rows).byNurse[0]!.byRule.unwantedPatterns).toEqual({ hard: 0, soft: 10 });
  });

  it('maps requests, rotations and unavailable days of the horizon to its nurses and shift types', () => {
    const { problem } = buildFacilityProblem(
      input({
        requests: [
          { employeeId: 'rn1', date: '2026-12-01', timingId: null, kind: 'OFF', weight: 3 },
          { employeeId: 'rn1', date: '2026-12-02', timingId: T.night, kind: 'ON', weight: 1 },
          { employeeId: 'rn1', date: '2027-01-01', timingId: null, kind: 'OFF', weight: 3 },
        ],
        members: [
          {
            employeeId: 'rn0',
            name: 'Ann',
            jobTitleId: J.rn,
            contractId: C,
            rotation: { cycle: [null, T.day, T.day, T.day, null, null, null], weight: 2, hard: false, start: '2026-11-22' },
          },
          { employeeId: 'rn1', name: 'Bea', jobTitleId: J.rn, contractId: C, rotation: null },
        ],
        unavailable: [{ employeeId: 'rn0', date: '2026-12-03' }],
      }),
    );
    expect(problem.requests).toEqual([
      { nurse: 1, day: 2, shift: null, kind: 'off', weight: 3 },
      { nurse: 1, day: 3, shift: 2, kind: 'on', weight: 1 },
    ]);
    expect(problem.rotations).toEqual([{ nurse: 0, startDay: -7, cycle: [OFF, 1, 1, 1, OFF, OFF, OFF], weight: 2, hard: false }]);
    expect(problem.unavailable).toEqual([{ nurse: 0, day: 4 }]);
  });

  it('solves to a roster with every need met by the right job title and no one on a day she cannot work', () => {
    const { problem } = buildFacilityProblem(input({ unavailable: [{ employeeId: 'rn0', date: '2026-12-01' }] }));
    const result = solveRoster(problem, { seconds: 30, seed: 2, maxIterations: 50_000 });
    const score = scoreRoster(problem, result.roster);
    expect(score.byRule.cover.hard).toBe(0);
    expect(score.byRule.missingSkill.hard).toBe(0);
    expect(score.byRule.unavailable.hard).toBe(0);
    expect(result.roster[0]![2]).toBe(OFF);
  });
});
