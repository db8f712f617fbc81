import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readInrc2010, readInrc2010Solution, writeInrc2010Solution } from '@careroster/shared/rostering/inrc2010';
import { scoreRoster, type RosterScore } from '@careroster/shared/rostering/score';
import { solveRoster } from '@careroster/shared/rostering/solve';

/**
 * npm run roster:solve -- --instance <file.xml> --out <solution.xml> --seconds <N> [--seed <S>]
 * Reads an INRC-2010 instance, generates a roster with the product's engine, writes the competition's
 * solution file, and scores that file again as read back, so what is printed is what was written.
 */
const { values } = parseArgs({
  options: {
    instance: { type: 'string' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
  },
});
const usage = 'usage: npm run roster:solve -- --instance <file.xml> --out <solution.xml> --seconds <N> [--seed <S>]';
const seconds = Number(values.seconds);
const seed = Number(values.seed);
if (!values.instance || !values.out || !(seconds > 0) || !Number.isInteger(seed)) {
  console.error(usage);
  process.exit(2);
}

const breakdown = (score: RosterScore): string =>
  Object.entries(score.byRule)
    .filter(([, c]) => c.hard !== 0 || c.soft !== 0)
    .map(
      ([rule, c]) =>
        `${rule} ${c.hard !== 0 ? `hard ${c.hard}` : ''}${c.hard !== 0 && c.soft !== 0 ? ', ' : ''}${c.soft !== 0 ? c.soft : ''}`,
    )
    .join('; ');

// npm runs a workspace script in the workspace's folder: paths are the caller's, from INIT_CWD.
const here = process.env['INIT_CWD'] ?? process.cwd();
const out = path.resolve(here, values.out);
const instanceFile = path.resolve(here, values.instance);
const problem = (() => {
  try {
    return readInrc2010(fs.readFileSync(instanceFile, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${instanceFile}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
})();
console.log(`${problem.id}: ${problem.nurses.length} nurses, ${problem.days} days, ${seconds} s, seed ${seed}`);
const result = solveRoster(problem, {
  seconds,
  seed,
  onProgress: (p) => console.log(`  ${(p.elapsedMs / 1000).toFixed(1)} s: hard ${p.hard}, soft ${p.soft} (${p.iterations} moves)`),
  progressMs: Math.max(1000, seconds * 100),
});
const score = scoreRoster(problem, result.roster);
fs.writeFileSync(out, writeInrc2010Solution(problem, result.roster, score.soft));
const reread = scoreRoster(problem, readInrc2010Solution(problem, fs.readFileSync(out, 'utf8')));
console.log(
  `cost: hard ${score.hard}, soft ${score.soft} (${result.iterations} moves in ${(result.elapsedMs / 1000).toFixed(1)} s; ` +
    `first feasible ${result.firstFeasibleMs === null ? 'never' : `${(result.firstFeasibleMs / 1000).toFixed(2)} s`}, best at ${(result.bestMs / 1000).toFixed(1)} s)`,
);
console.log(`by rule: ${breakdown(score) || 'nothing'}`);
console.log(`${out} read back: hard ${reread.hard}, soft ${reread.soft}`);
if (reread.hard !== score.hard || reread.soft !== score.soft) {
  console.error('the written solution does not score as the roster did');
  process.exit(1);
}
