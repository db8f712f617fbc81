import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RosterProblem } from './model';
import { readInrc2010, readInrc2010Solution, writeInrc2010Solution } from './inrc2010';
import { scoreRoster } from './score';
import { solveRoster } from './solve';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
/** ../shared/reference/inrc2010 beside the repository, or INRC2010_DIR: the benchmark's own files, not in the repository. */
const INRC2010_DIR = process.env['INRC2010_DIR'] ?? path.resolve(import.meta.dirname, '../../../../../shared/reference/inrc2010');
const instance = (name: string) => fs.readFileSync(path.join(INRC2010_DIR, 'instances', 'xml', `${name}.xml`), 'utf8');

/** Solves briefly, writes the competition's solution file, checks it against solution.xsd and reads it back. */
function writeAndReadBack(problem: RosterProblem, maxIterations: number) {
  // A short, reproducible run: feasibility is what this is about, not quality.
  const result = solveRoster(problem, { seconds: 30, seed: 7, maxIterations });
  const score = scoreRoster(problem, result.roster);
  expect(score.hard).toBe(0);
  expect(score.soft).toBe(result.soft);
  const xml = writeInrc2010Solution(problem, result.roster, score.soft);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inrc2010-'));
  try {
    const file = path.join(dir, `${problem.id}-solution.xml`);
    fs.writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--schema', fixture('solution.xsd'), file], { stdio: 'pipe' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(readInrc2010Solution(problem, xml)).toEqual(result.roster);
  return xml;
}

describe('INRC-2010 files', () => {
  const twoWeeks = () => readInrc2010(fs.readFileSync(fixture('two-weeks.xml'), 'utf8'));

  it("reads a problem in the competition's format: horizon, shifts, contract, pattern, cover, requests", () => {
    const problem = twoWeeks();
    // 2026-03-02 is a Monday (weekday 0).
    expect(problem).toMatchObject({ id: 'two-weeks', startDate: '2026-03-02', days: 14, firstWeekday: 0 });
    expect(problem.nurses).toHaveLength(4);
    expect(problem.shiftTypes.map((s) => s.id)).toEqual(['E', 'N']);
    expect(problem.cover.flat().reduce((a, b) => a + b, 0)).toBe(28);
    expect(problem.unwantedPatterns).toEqual([expect.objectContaining({ startWeekday: 'any', steps: [1, 0], weight: 3 })]);
    expect(problem.contracts[0]).toMatchObject({
      maxShifts: { on: true, value: 8, weight: 2 },
      minShifts: { on: true, value: 6, weight: 2 },
      weekendDays: [5, 6],
      unwantedPatterns: [0],
    });
    expect(problem.requests.filter((r) => r.shift === null && r.kind === 'off').map((r) => r.weight)).toEqual([2, 1]);
    expect(problem.requests.filter((r) => r.shift !== null && r.kind === 'off')).toHaveLength(1);
  });

  it('refuses a file that is not an instance, with the reason', () => {
    expect(() => readInrc2010('<Solution/>')).toThrow('not an INRC-2010 instance: no SchedulingPeriod');
    const undated = fs.readFileSync(fixture('two-weeks.xml'), 'utf8').replace('<EndDate>2026-03-15</EndDate>', '<EndDate>soon</EndDate>');
    expect(() => readInrc2010(undated)).toThrow(/StartDate and EndDate must be dates/);
  });

  it('writes a solution that the schema accepts and that scores the same when read back', () => {
    const xml = writeAndReadBack(twoWeeks(), 20_000);
    expect(xml.match(/<Assignment>/g)).toHaveLength(28);
  });

  // The benchmark's files lie beside the repository (the bench reads them too); where they are not, these two wait.
  describe.runIf(fs.existsSync(INRC2010_DIR))('sprint01 of the benchmark', () => {
    it('reads with the counts of the reference README', () => {
      const problem = readInrc2010(instance('sprint01'));
      expect(problem).toMatchObject({ id: 'sprint01', startDate: '2010-01-01', days: 28, firstWeekday: 4 });
      expect(problem.nurses).toHaveLength(10);
      expect(problem.skills).toEqual(['Nurse']);
      expect(problem.shiftTypes.map((s) => s.id)).toEqual(['E', 'L', 'D', 'N']);
      expect(problem.contracts).toHaveLength(4);
      expect(problem.unwantedPatterns).toHaveLength(3);
      expect(problem.cover.flat().reduce((a, b) => a + b, 0)).toBe(152);
      expect(problem.requests.filter((r) => r.shift === null && r.kind === 'off')).toHaveLength(100);
      expect(problem.requests.filter((r) => r.shift !== null && r.kind === 'off')).toHaveLength(50);
      // Pattern 2 of sprint01: a free Friday before a worked weekend.
      expect(problem.unwantedPatterns[2]).toMatchObject({ startWeekday: 4, steps: ['off', 'any', 'any'] });
      // Pattern 0: a late then a day shift, any weekday.
      expect(problem.unwantedPatterns[0]).toMatchObject({ startWeekday: 'any', steps: [1, 2] });
      expect(problem.contracts[0]).toMatchObject({
        maxShifts: { on: true, value: 16, weight: 1 },
        weekendDays: [5, 6],
        unwantedPatterns: [0, 1, 2],
      });
    });

    it('writes its solution in the schema, scoring the same when read back', () => {
      const xml = writeAndReadBack(readInrc2010(instance('sprint01')), 50_000);
      expect(xml.match(/<Assignment>/g)).toHaveLength(152);
    });
  });
});
