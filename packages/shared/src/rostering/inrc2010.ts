/**
 * INRC-2010 (Haspeslagh et al. 2014) files to and from the rostering model: the competition's
 * instance XML (`competition.xsd`) in, a solution XML (`solution.xsd`) out. Everything specific to
 * the competition's format stays in this file; the engine sees only a RosterProblem.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import {
  OFF,
  WEEKDAY_NAMES,
  addDaysIso,
  weekdayOfDate,
  type Contract,
  type FlagRule,
  type LimitRule,
  type PatternStep,
  type Request,
  type Roster,
  type RosterProblem,
  type Weekday,
} from './model';

type Node = Record<string, unknown>;

const list = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string => {
  if (value && typeof value === 'object') return text((value as Node)['#text']);
  // The parser keeps every value as text (parseTagValue and parseAttributeValue off).
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};
const int = (value: unknown, fallback = 0): number => {
  const t = text(value).trim();
  return t === '' ? fallback : Number.parseInt(t, 10);
};
const attr = (value: unknown, name: string): string | undefined => {
  const a = node(value)[`@_${name}`];
  return a === undefined ? undefined : text(a);
};
const truthy = (t: string | undefined): boolean => t === '1' || t === 'true';

/** `<MaxNumAssignments on="1" weight="1">16</MaxNumAssignments>`; absent means off. */
const limit = (value: unknown): LimitRule =>
  value === undefined
    ? { on: false, value: 0, weight: 0, hard: false }
    : { on: truthy(attr(value, 'on')), value: int(value), weight: int(attr(value, 'weight')), hard: false };
/** `<CompleteWeekends weight="1">true</CompleteWeekends>`. */
const flag = (value: unknown): FlagRule =>
  value === undefined
    ? { on: false, weight: 0, hard: false }
    : { on: truthy(text(value).trim()), weight: int(attr(value, 'weight')), hard: false };

const WEEKENDS: Record<string, Weekday[]> = {
  SaturdaySunday: [5, 6],
  FridaySaturdaySunday: [4, 5, 6],
  FridaySaturdaySundayMonday: [4, 5, 6, 0],
  SaturdaySundayMonday: [5, 6, 0],
};

const weekdayNamed = (name: string): Weekday => {
  const i = WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number]);
  if (i < 0) throw new Error(`not a weekday: ${name}`);
  return i as Weekday;
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false });

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest horizon read: a year. The competition's are four weeks. */
const MAX_DAYS = 366;

/** Reads an instance; a file that is not one (no scheduling period, no valid horizon) is refused with the reason. */
export const readInrc2010 = (xml: string): RosterProblem => {
  const parsed = node(parser.parse(xml));
  if (!('SchedulingPeriod' in parsed)) throw new Error('not an INRC-2010 instance: no SchedulingPeriod');
  const root = node(parsed['SchedulingPeriod']);
  const startDate = text(root['StartDate']).trim();
  const endDate = text(root['EndDate']).trim();
  const days = daysBetween(startDate, endDate) + 1;
  if (!ISO_DATE.test(startDate) || !ISO_DATE.test(endDate) || !(days >= 1 && days <= MAX_DAYS)) {
    throw new Error(`not an INRC-2010 instance: StartDate and EndDate must be dates 1 to ${MAX_DAYS} days apart`);
  }
  const skills = list(node(root['Skills'])['Skill']).map((s) => text(s).trim());
  const shiftNodes = list(node(root['ShiftTypes'])['Shift']);
  const shiftTypes = shiftNodes.map((s) => ({
    id: attr(s, 'ID') ?? '',
    label: text(node(s)['Description']).trim(),
    requiredSkills: list(node(node(s)['Skills'])['Skill']).map((k) => text(k).trim()),
  }));
  const shiftIndex = new Map(shiftTypes.map((t, i) => [t.id, i]));
  const shiftOf = (id: string): number => {
    const i = shiftIndex.get(id.trim());
    if (i === undefined) throw new Error(`unknown shift type ${id}`);
    return i;
  };

  const patternNodes = list(node(root['Patterns'])['Pattern']);
  const patternIndex = new Map<string, number>();
  const unwantedPatterns = patternNodes.map((p, i) => {
    const id = attr(p, 'ID') ?? String(i);
    patternIndex.set(id, i);
    const entries = list(node(node(p)['PatternEntries'])['PatternEntry']).sort((a, b) => int(attr(a, 'index')) - int(attr(b, 'index')));
    const steps = entries.map((e): PatternStep => {
      const shift = text(node(e)['ShiftType']).trim();
      return shift === 'Any' ? 'any' : shift === 'None' ? 'off' : shiftOf(shift);
    });
    // Only the first entry's day anchors the pattern (README rule 15); the later entries' days follow from it.
    const firstDay = text(node(entries[0])['Day']).trim();
    const startWeekday: Weekday | 'any' = firstDay === 'Any' || firstDay === '' ? 'any' : weekdayNamed(firstDay);
    return { id, weight: int(attr(p, 'weight')), hard: false, startWeekday, steps };
  });

  const contractNodes = list(node(root['Contracts'])['Contract']);
  const contractIndex = new Map<string, number>();
  const contracts = contractNodes.map((c, i): Contract => {
    const n = node(c);
    const id = attr(c, 'ID') ?? String(i);
    contractIndex.set(id, i);
    const weekendName = text(n['WeekendDefinition']).trim() || 'SaturdaySunday';
    const weekendDays = WEEKENDS[weekendName];
    if (!weekendDays) throw new Error(`unknown weekend definition ${weekendName}`);
    return {
      id,
      label: text(n['Description']).trim(),
      maxShifts: limit(n['MaxNumAssignments']),
      minShifts: limit(n['MinNumAssignments']),
      maxConsecutiveWorkingDays: limit(n['MaxConsecutiveWorkingDays']),
      minConsecutiveWorkingDays: limit(n['MinConsecutiveWorkingDays']),
      maxConsecutiveDaysOff: limit(n['MaxConsecutiveFreeDays']),
      minConsecutiveDaysOff: limit(n['MinConsecutiveFreeDays']),
      maxConsecutiveWorkingWeekends: limit(n['MaxConsecutiveWorkingWeekends']),
      minConsecutiveWorkingWeekends: limit(n['MinConsecutiveWorkingWeekends']),
      maxWorkingWeekendsInFourWeeks: limit(n['MaxWorkingWeekendsInFourWeeks']),
      weekendDays,
      completeWeekends: flag(n['CompleteWeekends']),
      identicalShiftTypesOnWeekend: flag(n['IdenticalShiftTypesDuringWeekend']),
      noNightBeforeFreeWeekend: flag(n['NoNightShiftBeforeFreeWeekend']),
      twoFreeDaysAfterNights: flag(n['TwoFreeDaysAfterNightShifts']),
      missingSkill: flag(n['AlternativeSkillCategory']),
      unwantedPatterns: list(node(n['UnwantedPatterns'])['Pattern']).map((p) => {
        const index = patternIndex.get(text(p).trim());
        if (index === undefined) throw new Error(`contract ${id} names unknown pattern ${text(p)}`);
        return index;
      }),
    };
  });

  const nurseIndex = new Map<string, number>();
  const nurses = list(node(root['Employees'])['Employee']).map((e, i) => {
    const id = attr(e, 'ID') ?? String(i);
    nurseIndex.set(id, i);
    const contract = contractIndex.get(text(node(e)['ContractID']).trim());
    if (contract === undefined) throw new Error(`employee ${id} has an unknown contract`);
    return {
      id,
      name: text(node(e)['Name']).trim() || id,
      contract,
      skills: list(node(node(e)['Skills'])['Skill']).map((k) => text(k).trim()),
    };
  });
  const nurseOf = (id: unknown): number => {
    const i = nurseIndex.get(text(id).trim());
    if (i === undefined) throw new Error(`unknown employee ${text(id)}`);
    return i;
  };

  const firstWeekday = weekdayOfDate(startDate);
  const cover = Array.from({ length: days }, () => new Array<number>(shiftTypes.length).fill(0));
  const coverNode = node(root['CoverRequirements']);
  const fill = (day: number, covers: unknown[]): void => {
    const row = cover[day];
    if (!row) return;
    for (const c of covers) row[shiftOf(text(node(c)['Shift']))] = int(node(c)['Preferred']);
  };
  for (const w of list(coverNode['DayOfWeekCover'])) {
    const weekday = weekdayNamed(text(node(w)['Day']).trim());
    for (let d = 0; d < days; d++) if ((firstWeekday + d) % 7 === weekday) fill(d, list(node(w)['Cover']));
  }
  // Date-specific cover overrides the weekday's (no INRC-2010 instance has any).
  for (const s of list(coverNode['DateSpecificCover'])) fill(daysBetween(startDate, text(node(s)['Date']).trim()), list(node(s)['Cover']));

  const requests: Request[] = [];
  const read = (section: string, entry: string, kind: 'off' | 'on', withShift: boolean): void => {
    for (const r of list(node(root[section])[entry])) {
      const n = node(r);
      requests.push({
        nurse: nurseOf(n['EmployeeID']),
        day: daysBetween(startDate, text(n['Date']).trim()),
        shift: withShift ? shiftOf(text(n['ShiftTypeID'])) : null,
        kind,
        weight: int(attr(r, 'weight'), 1),
      });
    }
  };
  read('DayOffRequests', 'DayOff', 'off', false);
  read('DayOnRequests', 'DayOn', 'on', false);
  read('ShiftOffRequests', 'ShiftOff', 'off', true);
  read('ShiftOnRequests', 'ShiftOn', 'on', true);

  return {
    id: attr(root, 'ID') ?? '',
    startDate,
    days,
    firstWeekday,
    skills,
    shiftTypes,
    contracts,
    nurses,
    cover,
    requests,
    unwantedPatterns,
    rotations: [],
  };
};

const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false });

/** The solution file: one Assignment per worked (day, nurse); `penalty` is self-reported and not trusted by scorers. */
export const writeInrc2010Solution = (problem: RosterProblem, roster: Roster, penalty: number, competitor = 'CareRoster'): string => {
  const assignments: { Date: string; Employee: string; ShiftType: string }[] = [];
  for (let d = 0; d < problem.days; d++) {
    const date = addDaysIso(problem.startDate, d);
    roster.forEach((row, n) => {
      const s = row[d] ?? OFF;
      if (s !== OFF) assignments.push({ Date: date, Employee: problem.nurses[n]!.id, ShiftType: problem.shiftTypes[s]!.id });
    });
  }
  const body = builder.build({
    Solution: {
      SchedulingPeriodID: problem.id,
      Competitor: competitor,
      SoftConstraintsPenalty: Math.max(0, Math.round(penalty)),
      Assignment: assignments,
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
};

/** Reads a solution file back into a roster of `problem` (for re-scoring what was written). */
export const readInrc2010Solution = (problem: RosterProblem, xml: string): Roster => {
  const root = node(node(parser.parse(xml))['Solution']);
  const roster = problem.nurses.map(() => new Array<number>(problem.days).fill(OFF));
  const nurseIndex = new Map(problem.nurses.map((n, i) => [n.id, i]));
  const shiftIndex = new Map(problem.shiftTypes.map((t, i) => [t.id, i]));
  for (const a of list(root['Assignment'])) {
    const n = nurseIndex.get(text(node(a)['Employee']).trim());
    const s = shiftIndex.get(text(node(a)['ShiftType']).trim());
    const d = daysBetween(problem.startDate, text(node(a)['Date']).trim());
    if (n === undefined || s === undefined || d < 0 || d >= problem.days)
      throw new Error('solution names an unknown employee, shift type or date');
    if (roster[n]![d] !== OFF) throw new Error(`employee ${problem.nurses[n]!.id} has two assignments on day ${d}`);
    roster[n]![d] = s;
  }
  return roster;
};
