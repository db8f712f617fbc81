/** One plan priced the same way for every solver (describePlan over every legal candidate). */
export type PlanFigures = { filled: number; costCents: number; overtimeMinutes: number };

export type WeekRun = {
  week: string;
  /** Open slots, and the positions holding them. */
  openings: number;
  positions: number;
  calledOut: number;
  /** Positions whose suggestions include a legal nurse with no overtime. */
  suggestionShareNoOvertime: number;
  suggestionP50Ms: number;
  suggestionP95Ms: number;
  /** The proposal's work: candidates, the problem, HiGHS with the heuristic. */
  fillWeekSeconds: number;
  method: 'HIGHS' | 'HEURISTIC';
  highsStatus: 'OPTIMAL' | 'TIME_LIMIT' | 'NO_SOLUTION';
  highsSeconds: number;
  heuristicSeconds: number;
  fillWeek: PlanFigures;
  heuristic: PlanFigures;
  highs: PlanFigures | null;
  greedy: PlanFigures;
  booked: number;
};

/** Where one call's time goes: each statement it sent, its execution time under EXPLAIN ANALYZE and its plan's top node. */
export type StatementTime = { statement: string; executionMs: number; topNode: string };

export type LatencyRun = {
  employees: number;
  eligible: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  seedSeconds: number;
  statements: StatementTime[];
};

/**
 * Light calls of one user while `proposals` 4-week "Fill week" proposals of other facilities run
 * at once (issue 23): /health and a week list, sampled one after the other until the last answers.
 */
export type LoadRun = {
  proposals: number;
  answered: number;
  proposalsSeconds: number;
  samples: number;
  healthP50Ms: number;
  healthMaxMs: number;
  weekListP50Ms: number;
  weekListMaxMs: number;
};

export type DatabaseRun = {
  database: 'PGlite' | 'PostgreSQL';
  staff: number;
  seedSeconds: number;
  weeks: WeekRun[];
  doubleBookings: number;
  restBreaches: number;
  overFilled: number;
  latency: LatencyRun[];
  load: LoadRun[];
};

export type StaffingResults = { date: string; machine: string; quick: boolean; runs: DatabaseRun[] };

const sum = (weeks: WeekRun[], of: (w: WeekRun) => number) => weeks.reduce((n, w) => n + of(w), 0);
const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
const hours = (minutes: number) => `${(minutes / 60).toFixed(1)} h`;
const TARGET_P95_MS = 100;

/** The README section: one table of the month per database, one of the suggestion latency. */
export function renderMarkdown(results: StaffingResults): string {
  const lines = [
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}${results.quick ? ' (--quick)' : ''}; a facility month of ${results.runs[0]?.staff ?? 0} staff, four weeks, from a fixed seed.`,
    '',
  ];
  for (const run of results.runs) {
    const w = run.weeks;
    const openings = sum(w, (x) => x.openings);
    const plan = (of: (x: WeekRun) => PlanFigures) => ({
      filled: sum(w, (x) => of(x).filled),
      cost: sum(w, (x) => of(x).costCents),
      overtime: sum(w, (x) => of(x).overtimeMinutes),
    });
    const shipped = plan((x) => x.fillWeek);
    const greedy = plan((x) => x.greedy);
    const heuristic = plan((x) => x.heuristic);
    const exact = w.every((x) => x.highs) ? plan((x) => x.highs!) : null;
    const perFilled = (p: { filled: number; cost: number }) => (p.filled === 0 ? 0 : p.cost / p.filled);
    lines.push(
      `**${run.database}** (month seeded in ${run.seedSeconds} s): ${openings} openings in ${sum(w, (x) => x.positions)} positions over the month, ${sum(w, (x) => x.calledOut)} of them call-outs.`,
      '',
      '| | Fill week (shipped) | Heuristic alone | HiGHS alone | Greedy first-eligible |',
      '| --- | --- | --- | --- | --- |',
      `| Fill rate | ${pct(shipped.filled, openings)} | ${pct(heuristic.filled, openings)} | ${exact ? pct(exact.filled, openings) : '–'} | ${pct(greedy.filled, openings)} |`,
      `| Overtime created | ${hours(shipped.overtime)} | ${hours(heuristic.overtime)} | ${exact ? hours(exact.overtime) : '–'} | ${hours(greedy.overtime)} |`,
      `| Cost of the bookings | ${dollars(shipped.cost)} | ${dollars(heuristic.cost)} | ${exact ? dollars(exact.cost) : '–'} | ${dollars(greedy.cost)} |`,
      `| Cost per booking | ${dollars(perFilled(shipped))} | ${dollars(perFilled(heuristic))} | ${exact ? dollars(perFilled(exact)) : '–'} | ${dollars(perFilled(greedy))} |`,
      `| Solve time, slowest week | ${Math.max(...w.map((x) => x.fillWeekSeconds))} s (whole proposal) | ${Math.max(...w.map((x) => x.heuristicSeconds))} s | ${Math.max(...w.map((x) => x.highsSeconds))} s (${w.filter((x) => x.highsStatus === 'OPTIMAL').length}/${w.length} proven optimal) | – |`,
      '',
      `Positions with a legal, credentialed, no-overtime suggestion: ${pct(
        sum(w, (x) => x.suggestionShareNoOvertime * x.positions),
        sum(w, (x) => x.positions),
      )}. ` +
        `Suggestions for one opening of the month: p50 ${Math.max(...w.map((x) => x.suggestionP50Ms))} ms, p95 ${Math.max(...w.map((x) => x.suggestionP95Ms))} ms (slowest week). ` +
        `After confirming every week's plan (${sum(w, (x) => x.booked)} bookings): ${run.doubleBookings} double bookings, ${run.restBreaches} pairs inside the rest hours, ${run.overFilled} positions over-filled.`,
      '',
    );
  }
  lines.push(
    `Suggestion latency for one opening, one job title's pool (target p95 under ${TARGET_P95_MS} ms):`,
    '',
    '| Database | Employees | Eligible | p50 | p95 | Target |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const run of results.runs) {
    for (const l of run.latency) {
      lines.push(
        `| ${run.database} | ${l.employees.toLocaleString('en-US')} | ${l.eligible.toLocaleString('en-US')} | ${l.p50Ms} ms | ${l.p95Ms} ms | ${l.p95Ms < TARGET_P95_MS ? 'met' : 'not met'} |`,
      );
    }
  }
  const largest = results.runs
    .map((r) => ({ database: r.database, pool: r.latency.at(-1) }))
    .filter((x) => x.pool && x.pool.statements.length > 0);
  if (largest.length > 0) {
    lines.push('', 'Where the time of one call goes at the largest pool (EXPLAIN ANALYZE of each statement the engine sent):', '');
    for (const { database, pool } of largest) {
      const parts = pool!.statements.map((s) => `${s.statement} ${s.executionMs} ms`).join('; ');
      lines.push(`- ${database}, ${pool!.employees.toLocaleString('en-US')} employees: ${parts}.`);
    }
  }
  return `${lines.join('\n')}\n`;
}
