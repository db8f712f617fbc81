/**
 * A unit's roster as the engine's problem (issue 29): its team's nurses on their contracts, the
 * master schedule's need per day, timing and job title less what is booked already, the nurses'
 * requests, rotations and the days they cannot work. Pure: the server gathers the rows, this maps
 * them, so the mapping is tested without a database and a draft's problem is this function's.
 *
 * A shift type is a timing for one job title (`timingId:jobTitleId`), requiring that title: a nurse
 * holds one job title and taking another's position is hard, so an aide never fills a nurse's need.
 */
import { daysBetween } from '../format/wall-clock';
import { shiftKindOf } from '../structure/shift-kind';
import {
  addDaysIso,
  OFF,
  weekdayOfDate,
  type Contract,
  type LimitRule,
  type PatternStep,
  type RosterProblem,
  type UnwantedPattern,
  type Weekday,
} from './model';
import { PATTERN_ANY, PATTERN_OFF, type WorkLimitRule, type WorkRules } from './work-rules';

export const DRAFT_WEEKS_MAX = 6;
export const DRAFT_SECONDS_MIN = 5;
export const DRAFT_SECONDS_MAX = 120;
export const DRAFT_SECONDS_DEFAULT = 30;
export const TEAM_SIZE_MAX = 300;
export const ROTATION_WEEKS_MAX = 8;
export const ROTATION_NAME_MAX = 60;
export const REQUEST_WEIGHT_MAX = 10;
export const REQUEST_NOTE_MAX = 200;
/** The longest span of days one list of requests reads (both ends): six weeks of roster with room around them. */
export const REQUEST_SPAN_DAYS_MAX = 100;
export const requestKinds = ['OFF', 'ON'] as const;
export const requestSources = ['STAFF', 'NURSE'] as const;
export const draftStatuses = ['QUEUED', 'RUNNING', 'READY', 'FAILED', 'PUBLISHED', 'DISCARDED'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

/** `colour` is for display beside the problem; the mapping does not read it. */
export type FacilityTiming = { id: string; code: string; startTime: string; colour?: string };
export type FacilityLine = { timingId: string; jobTitleId: string; /** 0 = Sunday */ weekday: number; count: number };
export type FacilityMember = {
  employeeId: string;
  name: string;
  jobTitleId: string;
  contractId: string;
  rotation: { cycle: (string | null)[]; weight: number; hard: boolean; start: string } | null;
};
export type FacilityRosterInput = {
  unitId: string;
  /** A Sunday. */
  startDate: string;
  weeks: number;
  timings: FacilityTiming[];
  jobTitles: { id: string; name: string }[];
  lines: FacilityLine[];
  /** Positions already booked on the unit's shift of that timing, title and date: they need no one more. */
  booked: { timingId: string; jobTitleId: string; date: string; count: number }[];
  contracts: { id: string; name: string; rules: WorkRules }[];
  members: FacilityMember[];
  requests: { employeeId: string; date: string; timingId: string | null; kind: 'OFF' | 'ON'; weight: number }[];
  unavailable: { employeeId: string; date: string }[];
  /** The facility's today: the days before it need no one (their shifts have been worked, or not). */
  openFrom?: string;
};
export type FacilityShiftType = { timingId: string; jobTitleId: string };

const weekendWeekdays: Record<WorkRules['weekend'], Weekday[]> = { SAT_SUN: [5, 6], FRI_SAT_SUN: [4, 5, 6] };

/** A per-week value over the horizon's weeks; a run's length is the same in any horizon. */
const scaled = (rule: WorkLimitRule, weeks: number): LimitRule => ({ ...rule, value: rule.value * weeks });

export function buildFacilityProblem(input: FacilityRosterInput): { problem: RosterProblem; shiftTypes: FacilityShiftType[] } {
  const days = input.weeks * 7;
  const timingById = new Map(input.timings.map((t) => [t.id, t]));
  const titleName = new Map(input.jobTitles.map((j) => [j.id, j.name]));
  const timingOrder = new Map([...input.timings].sort((a, b) => a.startTime.localeCompare(b.startTime)).map((t, i) => [t.id, i]));

  // Shift types: the timings and titles the unit's master schedule staffs, by start time then title.
  const keyOf = (timingId: string, jobTitleId: string) => `${timingId}:${jobTitleId}`;
  const pairs = new Map<string, FacilityShiftType>();
  for (const l of input.lines) if (l.count > 0 && timingById.has(l.timingId)) pairs.set(keyOf(l.timingId, l.jobTitleId), l);
  const shiftTypes = [...pairs.values()]
    .map(({ timingId, jobTitleId }) => ({ timingId, jobTitleId }))
    .sort(
      (a, b) =>
        timingOrder.get(a.timingId)! - timingOrder.get(b.timingId)! ||
        (titleName.get(a.jobTitleId) ?? '').localeCompare(titleName.get(b.jobTitleId) ?? ''),
    );
  const typeIndex = new Map(shiftTypes.map((t, i) => [keyOf(t.timingId, t.jobTitleId), i]));
  const typeOf = (timingId: string, jobTitleId: string) => typeIndex.get(keyOf(timingId, jobTitleId));
  const titles = [...new Set(shiftTypes.map((t) => t.jobTitleId))];
  const isNight = (s: number) => shiftKindOf(timingById.get(shiftTypes[s]!.timingId)!.startTime) === 'NIGHT';

  // Cover: the schedule's count on the day's weekday, less what is booked already.
  const booked = new Map(input.booked.map((b) => [`${keyOf(b.timingId, b.jobTitleId)}|${b.date}`, b.count]));
  const dateOf = (d: number) => addDaysIso(input.startDate, d);
  const cover = Array.from({ length: days }, (_, d) => {
    const row = new Array<number>(shiftTypes.length).fill(0);
    if (input.openFrom !== undefined && dateOf(d) < input.openFrom) return row;
    const weekday = (d + weekdayOfDate(input.startDate) + 1) % 7; // 0 = Sunday, as the master schedule counts
    for (const l of input.lines) {
      const s = typeOf(l.timingId, l.jobTitleId);
      if (s === undefined || l.weekday !== weekday) continue;
      row[s] = Math.max(0, row[s]! + l.count - (booked.get(`${keyOf(l.timingId, l.jobTitleId)}|${dateOf(d)}`) ?? 0));
    }
    return row;
  });

  // Unwanted patterns: the contract's own, and the two night rules as patterns over the night
  // timings, each once per job title (a nurse only ever holds her own title's shift types).
  const unwantedPatterns: UnwantedPattern[] = [];
  const contractIndex = new Map(input.contracts.map((c, i) => [c.id, i]));
  const contracts: Contract[] = input.contracts.map((c) => {
    const r = c.rules;
    const weekendDays = weekendWeekdays[r.weekend];
    const own: number[] = [];
    const add = (id: string, weight: number, hard: boolean, steps: PatternStep[], startWeekday: Weekday | 'any' = 'any') => {
      own.push(unwantedPatterns.length);
      unwantedPatterns.push({ id, weight, hard, steps, startWeekday });
    };
    for (const title of titles) {
      const ofTitle = shiftTypes.map((t, s) => (t.jobTitleId === title ? s : -1)).filter((s) => s >= 0);
      const nights = ofTitle.filter(isNight);
      r.unwanted_patterns.forEach((p, i) => {
        const steps = p.steps.map((step): PatternStep | null =>
          step === PATTERN_ANY ? 'any' : step === PATTERN_OFF ? 'off' : (typeOf(step, title) ?? null),
        );
        if (steps.every((s) => s !== null)) add(`${c.id}:pattern${i}:${title}`, p.weight, p.hard, steps);
      });
      const twoFree = r.two_free_days_after_nights;
      if (twoFree.on)
        for (const n of nights) {
          // After a night: another night, or two days off. A day or evening next, or a day off then work, breaks it.
          for (const s of ofTitle) if (!isNight(s)) add(`${c.id}:after-nights:${n}:${s}`, twoFree.weight, twoFree.hard, [n, s]);
          add(`${c.id}:after-nights:${n}:off`, twoFree.weight, twoFree.hard, [n, 'off', 'any']);
        }
      const freeWeekend = r.no_night_before_free_weekend;
      if (freeWeekend.on)
        for (const n of nights) {
          const before = ((weekendDays[0]! + 6) % 7) as Weekday;
          add(
            `${c.id}:night-before-weekend:${n}`,
            freeWeekend.weight,
            freeWeekend.hard,
            [n, ...weekendDays.map(() => 'off' as const)],
            before,
          );
        }
    }
    return {
      id: c.id,
      label: c.name,
      maxShifts: scaled(r.max_shifts_per_week, input.weeks),
      minShifts: scaled(r.min_shifts_per_week, input.weeks),
      maxConsecutiveWorkingDays: r.max_consecutive_working_days,
      minConsecutiveWorkingDays: r.min_consecutive_working_days,
      maxConsecutiveDaysOff: r.max_consecutive_days_off,
      minConsecutiveDaysOff: r.min_consecutive_days_off,
      maxConsecutiveWorkingWeekends: r.max_consecutive_working_weekends,
      minConsecutiveWorkingWeekends: r.min_consecutive_working_weekends,
      maxWorkingWeekendsInFourWeeks: r.max_working_weekends_in_four_weeks,
      weekendDays,
      completeWeekends: r.complete_weekends,
      identicalShiftTypesOnWeekend: r.identical_shift_types_on_weekend,
      // Kept for display; the night rules are scored as the patterns above (score.ts scores these 0, as INRC-2010 does).
      noNightBeforeFreeWeekend: { ...r.no_night_before_free_weekend, on: false },
      twoFreeDaysAfterNights: { ...r.two_free_days_after_nights, on: false },
      missingSkill: { on: true, weight: 1, hard: true },
      unwantedPatterns: own,
    };
  });

  const members = input.members.filter((m) => contractIndex.has(m.contractId));
  const nurseIndex = new Map(members.map((m, n) => [m.employeeId, n]));
  const dayOf = (date: string) => daysBetween(input.startDate, date);
  const inHorizon = (d: number) => d >= 0 && d < days;

  const requests: RosterProblem['requests'] = [];
  for (const r of input.requests) {
    const n = nurseIndex.get(r.employeeId);
    const d = dayOf(r.date);
    if (n === undefined || !inHorizon(d)) continue;
    const shift = r.timingId === null ? null : typeOf(r.timingId, members[n]!.jobTitleId);
    if (shift === undefined) continue; // a timing the unit does not staff for her title: nothing to grant or refuse
    requests.push({ nurse: n, day: d, shift, kind: r.kind === 'OFF' ? 'off' : 'on', weight: r.weight });
  }

  const rotations: RosterProblem['rotations'] = [];
  members.forEach((m, n) => {
    if (!m.rotation || m.rotation.cycle.length === 0) return;
    const cycle = m.rotation.cycle.map((timingId) => (timingId === null ? OFF : (typeOf(timingId, m.jobTitleId) ?? OFF)));
    rotations.push({ nurse: n, startDay: dayOf(m.rotation.start), cycle, weight: m.rotation.weight, hard: m.rotation.hard });
  });

  const unavailable: { nurse: number; day: number }[] = [];
  for (const u of input.unavailable) {
    const n = nurseIndex.get(u.employeeId);
    const d = dayOf(u.date);
    if (n !== undefined && inHorizon(d)) unavailable.push({ nurse: n, day: d });
  }

  const problem: RosterProblem = {
    id: `${input.unitId}:${input.startDate}:${input.weeks}`,
    startDate: input.startDate,
    days,
    firstWeekday: weekdayOfDate(input.startDate),
    skills: titles,
    shiftTypes: shiftTypes.map((t) => ({
      id: keyOf(t.timingId, t.jobTitleId),
      label: `${timingById.get(t.timingId)!.code} ${titleName.get(t.jobTitleId) ?? ''}`.trim(),
      requiredSkills: [t.jobTitleId],
    })),
    contracts,
    nurses: members.map((m) => ({ id: m.employeeId, name: m.name, contract: contractIndex.get(m.contractId)!, skills: [m.jobTitleId] })),
    cover,
    requests,
    unwantedPatterns,
    rotations,
    unavailable,
  };
  return { problem, shiftTypes };
}
