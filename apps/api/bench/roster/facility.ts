import { buildFacilityProblem, type FacilityRosterInput } from '@careroster/shared/rostering/facility-problem';
import { addDaysIso, type RosterProblem } from '@careroster/shared/rostering/model';
import { prng } from '@careroster/shared/rostering/solve';
import { defaultWorkRules } from '@careroster/shared/rostering/work-rules';

/**
 * Issue 29's "a real facility's 4-week roster for 60 staff": a unit shaped like the demo's care
 * units at three times their size, mapped by the product's own `buildFacilityProblem` (the
 * engine sees exactly what a draft gives it). Three timings (7-3, 3-11, 11-7) staffed by RNs,
 * LPNs and CNAs, 20 to 24 positions a day; 16 RNs, 12 LPNs, 32 CNAs, three in four full time (3 to
 * 5 shifts a week) and the rest part time (2 to 3), every contract's rules at the product's
 * defaults (night rules, weekends in four weeks and complete weekends on). A seeded draw gives a
 * tenth of them a two-week rotation, about two requests each, and a week of leave to every tenth.
 */
const T = {
  day: 'd0000000-0000-4000-8000-000000000001',
  evening: 'd0000000-0000-4000-8000-000000000002',
  night: 'd0000000-0000-4000-8000-000000000003',
};
const J = {
  rn: 'a0000000-0000-4000-8000-000000000001',
  lpn: 'a0000000-0000-4000-8000-000000000002',
  cna: 'a0000000-0000-4000-8000-000000000003',
};
const FULL = 'c0000000-0000-4000-8000-000000000001';
const PART = 'c0000000-0000-4000-8000-000000000002';

/** [timing, title, weekday count, weekend count] */
const STAFFING: [string, string, number, number][] = [
  [T.day, J.rn, 3, 2],
  [T.day, J.lpn, 2, 2],
  [T.day, J.cna, 6, 5],
  [T.evening, J.rn, 2, 2],
  [T.evening, J.lpn, 2, 1],
  [T.evening, J.cna, 5, 4],
  [T.night, J.rn, 1, 1],
  [T.night, J.lpn, 1, 1],
  [T.night, J.cna, 2, 2],
];

export function facilityProblem(seed: number, startDate = '2027-01-03'): RosterProblem {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const staff = [
    ...Array.from({ length: 16 }, () => J.rn),
    ...Array.from({ length: 12 }, () => J.lpn),
    ...Array.from({ length: 32 }, () => J.cna),
  ];
  const members: FacilityRosterInput['members'] = staff.map((jobTitleId, i) => ({
    employeeId: `e${i}`,
    name: `Nurse ${i + 1}`,
    jobTitleId,
    contractId: i % 4 === 3 ? PART : FULL,
    rotation:
      i % 10 === 0
        ? {
            cycle: [null, T.day, T.day, T.day, null, null, null, T.day, T.day, null, null, T.day, T.day, T.day],
            weight: 2,
            hard: false,
            start: startDate,
          }
        : null,
  }));
  const part = defaultWorkRules();
  part.max_shifts_per_week.value = 3;
  part.min_shifts_per_week.value = 2;
  const requests: FacilityRosterInput['requests'] = members
    .flatMap((m) =>
      Array.from({ length: Math.floor(random() * 4) }, () => ({
        employeeId: m.employeeId,
        date: addDaysIso(startDate, Math.floor(random() * 28)),
        timingId: random() < 0.3 ? pick([T.day, T.evening, T.night]) : null,
        kind: random() < 0.8 ? ('OFF' as const) : ('ON' as const),
        weight: 1 + Math.floor(random() * 3),
      })),
    )
    .filter((r, i, all) => all.findIndex((o) => o.employeeId === r.employeeId && o.date === r.date && o.timingId === r.timingId) === i);
  const unavailable = members
    .filter((_, i) => i % 10 === 5)
    .flatMap((m) => {
      const from = Math.floor(random() * 21);
      return Array.from({ length: 7 }, (_, d) => ({ employeeId: m.employeeId, date: addDaysIso(startDate, from + d) }));
    });
  return buildFacilityProblem({
    unitId: 'facility60',
    startDate,
    weeks: 4,
    timings: [
      { id: T.day, code: 'D', startTime: '07:00' },
      { id: T.evening, code: 'E', startTime: '15:00' },
      { id: T.night, code: 'N', startTime: '23:00' },
    ],
    jobTitles: [
      { id: J.rn, name: 'RN' },
      { id: J.lpn, name: 'LPN' },
      { id: J.cna, name: 'CNA' },
    ],
    lines: STAFFING.flatMap(([timingId, jobTitleId, weekday, weekend]) =>
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ timingId, jobTitleId, weekday: day, count: day === 0 || day === 6 ? weekend : weekday })),
    ),
    booked: [],
    contracts: [
      { id: FULL, name: 'Full time', rules: defaultWorkRules() },
      { id: PART, name: 'Part time', rules: part },
    ],
    members,
    requests,
    unavailable,
  }).problem;
}
