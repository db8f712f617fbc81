import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { addDays } from '@careroster/shared/format/wall-clock';
import {
  evaluatePlan,
  solveGreedy,
  solveHeuristic,
  type Plan,
  type PlanCandidate,
  type PlanProblem,
} from '@careroster/shared/staffing/solver';
import { solveWithHighs } from '@careroster/shared/staffing/solver-highs';
import { solveWeek } from '@careroster/shared/staffing/solver-week';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { syncJobTitles } from '../../src/db/job-titles';
import { migrate } from '../../src/db/migrate';
import { seededRandom } from '../../src/db/seed/random';
import { rankCandidates } from '../../src/modules/staffing/candidates';
import {
  describePlan,
  fillSettingsOf,
  openingsBetween,
  rankOpenings,
  weekProblem,
  type RankedOpening,
} from '../../src/modules/staffing/fill-week';
import { withScratchDatabase } from '../scratch-database';
import { callOut, confirmPlan, ruleBreaches } from './month-ops';
import { seedMonth, STAFF } from './seed-month';
import { explainStatements } from './explain';
import { lightCallsUnderLoad } from './load';
import { seedPool } from './seed-pool';
import type { LatencyRun, StaffingResults, WeekRun } from './results';

/**
 * npm run bench:staffing [-- --quick]
 *
 * The staffing bench of issue 15 (docs/decisions/032): seeds a synthetic facility month on PGlite
 * (and on PostgreSQL when DATABASE_URL is set), then week by week calls some nurses out, runs the
 * suggestion engine on every opening, "Fill week" as shipped, each solver alone and the greedy
 * first-eligible baseline on the same candidates, confirms the shipped plan and checks the
 * bookings in SQL. Then times the suggestion engine for one opening with job-title pools of
 * 2,000 and 20,000 employees. Writes bench/results/staffing.json; `npm run bench:staffing:readme`
 * puts its table in the README. --quick, which CI runs for the booking rules, runs on PostgreSQL
 * alone when DATABASE_URL is set and leaves out the timings that need large pools or parallel
 * proposals (the suggestion latency, the light calls under load): they are the machine's
 * figures, and CI never asserts them.
 */
const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const LATENCY_RUNS = 40;
const LATENCY_WARMUP = 3;
/**
 * Parallel 4-week proposals of other facilities while one user's light calls are timed. Not in
 * --quick, which CI runs for the booking rules: the proposals alone take minutes on 2 cores.
 */
const PARALLEL_PROPOSALS = args.quick ? [] : [0, 3, 6];
const POOLS = [
  { size: 2_000, jobTitleId: JOB_TITLE_IDS.PT },
  { size: 20_000, jobTitleId: JOB_TITLE_IDS.OT },
];
/** Every legal nurse of an opening, for the baseline (the month's largest title pool is 90). */
const ALL_CANDIDATES = 1_000;
const SEED = 15;

const resultsFile = path.join(import.meta.dirname, '..', 'results', 'staffing.json');
const log = (msg: string) => console.log(`[bench:staffing ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const began = performance.now();
  const out = await work();
  return [out, performance.now() - began];
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1));
};

/** The plan's figures priced the same way for every solver: dollars, overtime hours, openings filled. */
function figures(ranked: RankedOpening[], plan: Plan, settings: Parameters<typeof describePlan>[2]) {
  const described = describePlan(ranked, plan, settings);
  return { filled: described.assignments.length, costCents: described.costCents, overtimeMinutes: described.overtimeMinutes };
}

async function benchWeek(db: Db, facilityId: string, week: string, now: Date): Promise<WeekRun> {
  const calledOut = await callOut(db, facilityId, week, seededRandom(SEED + Date.parse(week) / 86_400_000));
  const settings = await fillSettingsOf(db, facilityId);
  const openings = await openingsBetween(db, facilityId, week, addDays(week, 6), now);
  const slots = openings.reduce((n, o) => n + o.open, 0);

  // The suggestion engine, opening by opening, as the Suggestions tab calls it.
  let withNoOvertime = 0;
  const suggestionMs: number[] = [];
  for (const opening of openings) {
    const [ranked, ms] = await timed(() => rankCandidates(db, opening, { now }));
    suggestionMs.push(ms);
    if (ranked.candidates.some((c) => c.facts.overtimeMinutes === 0)) withNoOvertime++;
  }

  // "Fill week" as the proposal route runs it: candidates, the problem, the solvers.
  const [shipped, fillWeekMs] = await timed(async () => {
    const ranked = await rankOpenings(db, openings, now);
    const problem = await weekProblem(db, settings, ranked);
    return { ranked, problem, solution: await solveWeek(problem) };
  });
  const heuristicStarted = performance.now();
  const heuristic = solveHeuristic(shipped.problem);
  const heuristicMs = performance.now() - heuristicStarted;
  const highs = await solveWithHighs(shipped.problem, 60);

  // The baseline on every legal nurse, in name order; its plan priced like the others.
  const everyone = await rankOpenings(db, openings, now, ALL_CANDIDATES);
  const full = await weekProblem(db, settings, everyone);
  const names = new Map(
    everyone.flatMap((r) => r.candidates.map((c) => [c.employeeId, `${c.lastName} ${c.firstName} ${c.employeeId}`] as const)),
  );
  const byName = (a: PlanCandidate, b: PlanCandidate) => names.get(a.employeeId)!.localeCompare(names.get(b.employeeId)!);
  const greedy = solveGreedy(full, byName);
  const priced = (plan: Plan, problem: PlanProblem) => figures(everyone, evaluatePlan(problem, plan.assignments), settings.settings);

  const confirmed = await confirmPlan(db, shipped.ranked, shipped.solution.plan);
  const run: WeekRun = {
    week,
    openings: slots,
    positions: openings.length,
    calledOut,
    suggestionShareNoOvertime: openings.length === 0 ? 1 : Number((withNoOvertime / openings.length).toFixed(3)),
    suggestionP50Ms: percentile(suggestionMs, 50),
    suggestionP95Ms: percentile(suggestionMs, 95),
    fillWeekSeconds: seconds(fillWeekMs),
    method: shipped.solution.method,
    highsStatus: highs.status,
    highsSeconds: seconds(highs.seconds * 1000),
    heuristicSeconds: seconds(heuristicMs),
    fillWeek: priced(shipped.solution.plan, full),
    heuristic: priced(heuristic, full),
    highs: highs.status === 'NO_SOLUTION' ? null : priced(highs.plan, full),
    greedy: priced(greedy, full),
    booked: confirmed,
  };
  log(
    `week ${week}: ${slots} openings (${calledOut} call-outs), fill week ${run.fillWeek.filled} in ${run.fillWeekSeconds} s (${run.method}), greedy ${run.greedy.filled}`,
  );
  return run;
}

async function latency(database: Database, facilityId: string, week: string, now: Date): Promise<LatencyRun[]> {
  const { db } = database;
  const out: LatencyRun[] = [];
  for (const pool of POOLS) {
    const [opening, seedMs] = await timed(() => seedPool(db, facilityId, pool.jobTitleId, pool.size, week));
    const ms: number[] = [];
    let eligible = 0;
    for (let i = 0; i < LATENCY_WARMUP + LATENCY_RUNS; i++) {
      const [ranked, took] = await timed(() => rankCandidates(db, opening, { now }));
      eligible = ranked.eligibleCount;
      if (i >= LATENCY_WARMUP) ms.push(took);
    }
    const statements = await explainStatements(database, (logged) => rankCandidates(logged, opening, { now }));
    out.push({
      employees: pool.size,
      eligible,
      runs: LATENCY_RUNS,
      p50Ms: percentile(ms, 50),
      p95Ms: percentile(ms, 95),
      seedSeconds: seconds(seedMs),
      statements,
    });
    log(`suggestions at ${pool.size} employees: p50 ${out.at(-1)!.p50Ms} ms, p95 ${out.at(-1)!.p95Ms} ms (${eligible} eligible)`);
  }
  return out;
}

async function benchDatabase(label: 'PGlite' | 'PostgreSQL', database: Database) {
  const { db } = database;
  await migrate(database);
  await syncJobTitles(db);
  const [month, seedMs] = await timed(() => seedMonth(db, seededRandom(SEED)));
  log(`${label}: month seeded in ${seconds(seedMs)} s`);
  const now = new Date();
  const weeks: WeekRun[] = [];
  for (const week of month.weeks) weeks.push(await benchWeek(db, month.facilityId, week, now));
  const breaches = await ruleBreaches(db, month.facilityId, month.minRestHours);
  const pools = args.quick ? [] : await latency(database, month.facilityId, addDays(month.weeks.at(-1)!, 14), now);
  const load = PARALLEL_PROPOSALS.length > 0 ? await lightCallsUnderLoad(database, PARALLEL_PROPOSALS, SEED) : [];
  for (const l of load) {
    log(
      `${label}: ${l.proposals} parallel proposals (${l.answered} answered in ${l.proposalsSeconds} s): /health p50 ${l.healthP50Ms} ms, max ${l.healthMaxMs} ms; week list p50 ${l.weekListP50Ms} ms, max ${l.weekListMaxMs} ms (${l.samples} samples)`,
    );
  }
  return { database: label, staff: STAFF, seedSeconds: seconds(seedMs), weeks, ...breaches, latency: pools, load };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'careroster-bench-staffing-'));
const results: StaffingResults = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  quick: args.quick,
  runs: [],
};
const url = process.env.DATABASE_URL;
try {
  // --quick checks the rules on one engine, the server when there is one: the bookings' rules are
  // the same code and constraints on both, and the API suite already runs on both.
  if (!(args.quick && url)) {
    const pglite = await openDatabase({ pgliteDir: path.join(work, 'pglite') });
    try {
      results.runs.push(await benchDatabase('PGlite', pglite));
    } finally {
      await pglite.close();
    }
  }
  if (url) {
    await withScratchDatabase(url, 'careroster_staffing', async (databaseUrl) => {
      const database = await openDatabase({ databaseUrl });
      try {
        results.runs.push(await benchDatabase('PostgreSQL', database));
      } finally {
        await database.close();
      }
    });
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
// A --quick run's figures are not the README's: it checks the rules and keeps the last full run.
if (!args.quick) {
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), resultsFile)}`);
}
// CI runs the bench too: a plan that broke a rule fails it. Speed never does (it is the machine's).
const broken = results.runs.filter((r) => r.doubleBookings + r.restBreaches + r.overFilled > 0);
if (broken.length > 0) {
  log(`rules broken on ${broken.map((r) => r.database).join(', ')}: double bookings, rest or over-filled positions above`);
  process.exitCode = 1;
}
