import type { DraftAnswer } from '@careroster/shared/api/rostering/drafts';
import { colourOf } from '@careroster/shared/structure/colours';
import { addDaysIso, OFF, type Roster, type RosterProblem } from '@careroster/shared/rostering/model';

/**
 * What the draft's grid shows beside the roster, derived once per draft (issue 29): each day's
 * need and date, the days a nurse cannot work, what her rotation expects, the shift types she may
 * be given. Pure, so the grid's cells stay cheap at 200 nurses × 42 days.
 */
export type DraftView = {
  problem: RosterProblem;
  dates: string[];
  /** need[d]: the day's cover summed over shift types. */
  need: number[];
  unavailable: Set<string>;
  /** expected[n][d]: the rotation's shift type or OFF; undefined where she follows none. */
  expected: (number | undefined)[][];
  /** The shift types of each nurse's job title (her skills), for the cell menu. */
  typesOf: number[][];
  codeOf: (s: number) => string;
  colourOf: (s: number) => { hex: string; text: string };
};

export const cellKey = (n: number, d: number) => `${n}:${d}`;

export function draftView(draft: Pick<DraftAnswer, 'shift_types'> & { problem: unknown }): DraftView {
  const problem = draft.problem as RosterProblem;
  const dates = Array.from({ length: problem.days }, (_, d) => addDaysIso(problem.startDate, d));
  const need = problem.cover.map((row) => row.reduce((a, b) => a + b, 0));
  const unavailable = new Set((problem.unavailable ?? []).map((u) => cellKey(u.nurse, u.day)));
  const expected = problem.nurses.map((): (number | undefined)[] => new Array<number | undefined>(problem.days).fill(undefined));
  for (const r of problem.rotations) {
    if (r.cycle.length === 0) continue;
    for (let d = Math.max(0, r.startDay); d < problem.days; d++) expected[r.nurse]![d] = r.cycle[(d - r.startDay) % r.cycle.length];
  }
  const typesOf = problem.nurses.map((nurse) =>
    problem.shiftTypes.flatMap((t, s) => (t.requiredSkills.every((k) => nurse.skills.includes(k)) ? [s] : [])),
  );
  const colours = problem.shiftTypes.map((_, s) => {
    const c = colourOf(draft.shift_types[s]?.colour);
    return { hex: c?.hex ?? '#495057', text: c?.text ?? '#ffffff' };
  });
  return {
    problem,
    dates,
    need,
    unavailable,
    expected,
    typesOf,
    codeOf: (s) => (s === OFF ? '' : (draft.shift_types[s]?.code ?? problem.shiftTypes[s]?.label ?? '?')),
    // One object per shift type, so a memoised cell sees the same colour on every render.
    colourOf: (s) => colours[s]!,
  };
}

/** assigned[d]: nurses on a needed shift type that day, each type counted up to its need; short[d]: some type below it. */
export function dayCover(problem: RosterProblem, roster: Roster): { assigned: number[]; short: boolean[] } {
  const assigned: number[] = [];
  const short: boolean[] = [];
  for (let d = 0; d < problem.days; d++) {
    const counts = new Array<number>(problem.shiftTypes.length).fill(0);
    for (const row of roster) {
      const s = row[d]!;
      if (s !== OFF) counts[s]!++;
    }
    const cover = problem.cover[d]!;
    assigned.push(cover.reduce((sum, need, s) => sum + Math.min(need, counts[s]!), 0));
    short.push(cover.some((need, s) => counts[s]! < need));
  }
  return { assigned, short };
}

/** The roster with nurses a and b trading day d: each day's cover is kept. */
export function swapped(roster: Roster, a: number, b: number, d: number): Roster {
  const next = roster.map((row, n) => (n === a || n === b ? [...row] : row));
  next[a]![d] = roster[b]![d]!;
  next[b]![d] = roster[a]![d]!;
  return next;
}

export function withCell(roster: Roster, n: number, d: number, s: number): Roster {
  return roster.map((row, i) => (i === n ? row.map((x, j) => (j === d ? s : x)) : row));
}

export const changedCells = (a: Roster, b: Roster) => a.reduce((sum, row, n) => sum + row.filter((x, d) => x !== b[n]?.[d]).length, 0);
