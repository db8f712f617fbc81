import { describe, expect, it } from 'vitest';
import { OFF } from './model';
import { scoreRoster } from './score';
import { solveRoster } from './solve';
import { flag, limit, tinyProblem } from './testing';

// Two weeks, four nurses, one E and one L every day, one night on weekdays; nurse 3 alone holds the
// night's skill. Contracts, requests and a rotation give the search something to trade.
const problem = () => {
  const p = tinyProblem({
    days: 14,
    nurses: 4,
    cover: Array.from({ length: 14 }, (_, d) => [1, 1, d % 7 < 5 ? 1 : 0]),
    contract: {
      maxShifts: limit(10),
      minShifts: limit(6),
      maxConsecutiveWorkingDays: limit(4),
      minConsecutiveWorkingDays: limit(2),
      minConsecutiveDaysOff: limit(2),
      completeWeekends: flag(),
      identicalShiftTypesOnWeekend: flag(),
      missingSkill: flag(5),
    },
    requests: [
      { nurse: 0, day: 3, shift: null, kind: 'off', weight: 2 },
      { nurse: 1, day: 5, shift: 0, kind: 'off', weight: 1 },
    ],
    rotations: [{ nurse: 2, startDay: 0, cycle: [0, 0, 1, 1, OFF, OFF, OFF], weight: 1, hard: false }],
  });
  p.nurses[3]!.skills.push('Senior');
  return p;
};

describe('solveRoster', () => {
  it('returns a roster with every day covered exactly, whose reported cost is its score', () => {
    const p = problem();
    const result = solveRoster(p, { seconds: 30, seed: 3, maxIterations: 100_000 });
    const score = scoreRoster(p, result.roster);
    expect(score.hard).toBe(0);
    expect(score.byRule.cover.hard).toBe(0);
    expect({ hard: result.hard, soft: result.soft }).toEqual({ hard: score.hard, soft: score.soft });
    expect(result.firstFeasibleMs).not.toBeNull();
  });

  it('never starts an unavailable nurse, nor one lacking a skill her contract makes hard: the shift stays short', () => {
    // One night a day, only nurse 3 is Senior and she is away on day 2; missing the skill is hard here.
    const p = tinyProblem({
      days: 4,
      nurses: 4,
      cover: Array.from({ length: 4 }, () => [1, 0, 1]),
      contract: { missingSkill: flag(1, true) },
      unavailable: [{ nurse: 3, day: 2 }],
    });
    p.nurses[3]!.skills.push('Senior');
    const result = solveRoster(p, { seconds: 30, seed: 5, maxIterations: 5_000 });
    const score = scoreRoster(p, result.roster);
    expect(score.byRule.unavailable.hard).toBe(0);
    expect(score.byRule.missingSkill.hard).toBe(0);
    // Day 2's night has nobody who may take it: 1 short, and nothing else.
    expect(score.byRule.cover.hard).toBe(1);
    expect(result.roster.map((r) => r[2])).not.toContain(2);
  });

  it('gives the same roster for the same seed', () => {
    const p = problem();
    const a = solveRoster(p, { seconds: 30, seed: 11, maxIterations: 20_000 });
    const b = solveRoster(p, { seconds: 30, seed: 11, maxIterations: 20_000 });
    expect(a.roster).toEqual(b.roster);
    expect(a.soft).toBe(b.soft);
  });

  it('reports progress and keeps the cover it cannot meet as hard cost', () => {
    // Three shifts a day for two nurses: one slot a day stays open, 7 days: hard 7.
    const p = tinyProblem({ days: 7, nurses: 2, cover: Array.from({ length: 7 }, () => [1, 1, 1]) });
    const seen: number[] = [];
    const result = solveRoster(p, { seconds: 0.3, seed: 1, progressMs: 50, onProgress: (q) => seen.push(q.elapsedMs) });
    expect(result.hard).toBe(7);
    expect(scoreRoster(p, result.roster).hard).toBe(7);
    expect(result.firstFeasibleMs).toBeNull();
    expect(seen.length).toBeGreaterThan(0);
  });
});
