import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInrc2010, readInrc2010Solution, writeInrc2010Solution } from './inrc2010';
import { scoreRoster } from './score';
import { solveRoster } from './solve';

/** ../shared/reference/inrc2010 beside the repository, or INRC2010_DIR. */
const INRC2010_DIR = process.env['INRC2010_DIR'] ?? path.resolve(import.meta.dirname, '../../../../../shared/reference/inrc2010');
const instance = (name: string) => fs.readFileSync(path.join(INRC2010_DIR, 'instances', 'xml', `${name}.xml`), 'utf8');

describe('INRC-2010 files', () => {
  it('reads sprint01 with the counts of the reference README', () => {
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

  it('writes a solution that the schema accepts and that scores the same when read back', () => {
    const problem = readInrc2010(instance('sprint01'));
    // A short, reproducible run: feasibility is what this test is about, not quality.
    const result = solveRoster(problem, { seconds: 30, seed: 7, maxIterations: 50_000 });
    const score = scoreRoster(problem, result.roster);
    expect(score.hard).toBe(0);
    expect(score.soft).toBe(result.soft);
    const xml = writeInrc2010Solution(problem, result.roster, score.soft);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inrc2010-'));
    try {
      const file = path.join(dir, 'sprint01-solution.xml');
      fs.writeFileSync(file, xml);
      execFileSync('xmllint', ['--noout', '--schema', path.join(INRC2010_DIR, 'schema', 'solution.xsd'), file], { stdio: 'pipe' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(readInrc2010Solution(problem, xml)).toEqual(result.roster);
    expect(xml.match(/<Assignment>/g)).toHaveLength(152);
  });
});
