import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readInrc2010, readInrc2010Solution, writeInrc2010Solution } from '@careroster/shared/rostering/inrc2010';
import { scoreRoster } from '@careroster/shared/rostering/score';
import { solveRoster } from '@careroster/shared/rostering/solve';
import { facilityProblem } from './facility';
import { BUDGET_SECONDS, bestKnown, earlyInstances, FACILITY_INSTANCE, instanceFile, setOf } from './reference';
import { renderMarkdown, type InstanceResult, type RosterResults } from './results';

/**
 * npm run bench:roster [-- --quick] [--sets sprint,medium,long,facility] [--seed N] [--merge] [--solutions <dir>]
 * Every early INRC-2010 instance at issue 29's budget for its set (sprint 10 s, medium 60 s, long
 * 300 s; --quick: a tenth), scored by our cost function on the solution file as written and read
 * back, against the best-known costs of the reference README; then a facility's unit of 60 staff
 * over 4 weeks (facility.ts) at 60 s, whose target is a feasible roster. Writes bench/results/roster.json
 * (--merge keeps the instances this run leaves out as they were there; --solutions writes each
 * solution file there, to check with another evaluator);
 * `npm run bench:roster:readme` puts its table in the README.
 */
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    merge: { type: 'boolean', default: false },
    solutions: { type: 'string' },
    sets: { type: 'string', default: 'sprint,medium,long,facility' },
    seed: { type: 'string', default: '1' },
  },
});
const sets = new Set(values.sets.split(','));
const seed = Number(values.seed);
const best = bestKnown();
const results: InstanceResult[] = [];

const instances = [...earlyInstances(), FACILITY_INSTANCE];
for (const instance of instances.filter((n) => sets.has(setOf(n)))) {
  const set = setOf(instance);
  const seconds = BUDGET_SECONDS[set] / (values.quick ? 10 : 1);
  const problem = set === 'facility' ? facilityProblem(seed) : readInrc2010(fs.readFileSync(instanceFile(instance), 'utf8'));
  const run = solveRoster(problem, { seconds, seed });
  // Score what a competitor would hand in: the solution file, read back.
  const xml = writeInrc2010Solution(problem, run.roster, run.soft);
  const score = scoreRoster(problem, readInrc2010Solution(problem, xml));
  if (values.solutions) {
    const dir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.solutions);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${instance}.xml`), xml);
  }
  const known = best.get(instance) ?? null;
  const result: InstanceResult = {
    instance,
    set,
    seconds,
    quick: values.quick,
    seed,
    hard: score.hard,
    soft: score.soft,
    bestKnown: known,
    gapPercent: known === null || known === 0 ? null : (100 * (score.soft - known)) / known,
    firstFeasibleSeconds: run.firstFeasibleMs === null ? null : run.firstFeasibleMs / 1000,
    bestSeconds: run.bestMs / 1000,
    moves: run.iterations,
  };
  results.push(result);
  console.log(
    `${instance.padEnd(9)} ${String(seconds).padStart(5)} s  hard ${score.hard}  cost ${String(score.soft).padStart(4)}  best known ${String(known ?? '–').padStart(4)}  ` +
      `gap ${result.gapPercent === null ? '–' : `${result.gapPercent.toFixed(1)} %`}  first feasible ${result.firstFeasibleSeconds?.toFixed(2) ?? 'never'} s  ` +
      `best at ${result.bestSeconds.toFixed(1)} s  (${run.iterations} moves)`,
  );
}

const cpus = os.cpus();
const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const file = path.join(import.meta.dirname, '..', 'results', 'roster.json');
const earlier = values.merge && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RosterResults).instances : [];
const fresh = new Map(results.map((r) => [r.instance, { ...r, date }]));
const order = instances;
const output: RosterResults = {
  date,
  machine: `${cpus.length} × ${cpus[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  instances: [...earlier.filter((r) => !fresh.has(r.instance)), ...fresh.values()].sort(
    (a, b) => order.indexOf(a.instance) - order.indexOf(b.instance),
  ),
};
fs.writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\n${renderMarkdown(output)}\nwritten to ${path.relative(process.cwd(), file)}`);
