import type { CallResult, LoadResult } from './measure';
import type { BenchSize } from './seed-large';

export type DatabaseLabel = 'PGlite' | 'PostgreSQL';

export type DatabaseRun = {
  database: DatabaseLabel;
  size: BenchSize;
  rows: Record<string, number>;
  seedSeconds: number;
  startToHealthyMs?: number;
  rssIdleMb?: number;
  rssAfterLoadMb?: number;
  calls?: CallResult[];
  /** The week list under load, with its ratio to hello-world at the same concurrency. */
  load?: (LoadResult & { helloRatio: number | null })[];
  /** The rungs between hello-world and the week list, loaded at the ladder's concurrency (issue 26). */
  ladder?: (LoadResult & { name: string })[];
};

/** Issue 26's ladder is read at one concurrency. */
export const LADDER_CONNECTIONS = 10;

/** How the results name the bare React sign-in page (reference-server.ts). */
export const REFERENCE_PAGE = 'bare React sign-in (reference)';

export type PageWeight = { page: string; files: number; raw: number; gzip: number; brotli: number; jsBrotli: number; jsGzip: number };
export type LighthouseRun = {
  page: string;
  finalUrl: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
};

export type Results = {
  machine: { cpu: string; cores: number; memoryGb: number; node: string; os: string; date: string };
  options: { parts: string[]; sizes: BenchSize[]; runs: number; loadSeconds: number; logLevel: string };
  runs: DatabaseRun[];
  hello?: LoadResult[];
  weight?: PageWeight[];
  lighthouse?: LighthouseRun[];
};

type Target = { target: string; measured: string; met: boolean | null };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const find = (r: Results, database: DatabaseLabel, size?: BenchSize) =>
  r.runs.filter((x) => x.database === database && (!size || x.size === size));
const loadAt = (run: DatabaseRun | undefined, c: number) => run?.load?.find((l) => l.connections === c);
const callOf = (run: DatabaseRun | undefined, name: string) => run?.calls?.find((c) => c.name === name);
const notMeasured = (target: string): Target => ({ target, measured: 'not measured', met: null });

/** The targets, each with the figure this run measured for it. */
export function targets(r: Results): Target[] {
  const out: Target[] = [];
  const login = r.weight?.find((w) => w.page === '/auth/login');
  out.push(
    login
      ? {
          target: 'sign-in JS ≤ 100 KB compressed (brotli)',
          measured: `${kb(login.jsBrotli)} (gzip ${kb(login.jsGzip)})`,
          met: login.jsBrotli <= 100 * 1024,
        }
      : notMeasured('sign-in JS ≤ 100 KB compressed'),
  );
  const dashboard = r.weight?.find((w) => w.page === '/dashboard');
  out.push(
    dashboard
      ? {
          target: 'dashboard JS ≤ 250 KB compressed (brotli)',
          measured: `${kb(dashboard.jsBrotli)} in ${dashboard.files} files`,
          met: dashboard.jsBrotli <= 250 * 1024,
        }
      : notMeasured('dashboard JS ≤ 250 KB compressed'),
  );
  const lh = (page: string) => r.lighthouse?.find((l) => l.page === page);
  for (const [page, min] of [
    ['/auth/login', 95],
    ['/dashboard', 90],
  ] as const) {
    const run = lh(page);
    out.push(
      run
        ? { target: `Lighthouse performance ≥ ${min} on ${page}`, measured: String(run.performance), met: run.performance >= min }
        : notMeasured(`Lighthouse performance ≥ ${min} on ${page}`),
    );
  }
  // The bare React reference is measured beside the pages, not held to their targets.
  const lhRuns = (r.lighthouse ?? []).filter((l) => l.page !== REFERENCE_PAGE);
  if (lhRuns.length > 0) {
    const lcp = Math.max(...lhRuns.map((l) => l.lcpMs));
    const tbt = Math.max(...lhRuns.map((l) => l.tbtMs));
    out.push({ target: 'LCP ≤ 2.5 s (worst page)', measured: `${(lcp / 1000).toFixed(2)} s`, met: lcp <= 2500 });
    out.push({ target: 'TBT ≤ 200 ms (worst page)', measured: `${Math.round(tbt)} ms`, met: tbt <= 200 });
  } else {
    out.push(notMeasured('LCP ≤ 2.5 s'), notMeasured('TBT ≤ 200 ms'));
  }

  const pgLoads = find(r, 'PostgreSQL')
    .map((run) => loadAt(run, 10))
    .filter((l) => l !== undefined);
  if (pgLoads.length > 0) {
    const worst = pgLoads.reduce((a, b) => (a.rps < b.rps ? a : b));
    out.push({ target: 'week list ≥ 1,000 req/s on PostgreSQL at c=10', measured: `${worst.rps} req/s`, met: worst.rps >= 1000 });
    out.push(
      worst.helloRatio === null
        ? notMeasured('week list within 15x of bare Fastify (PostgreSQL, c=10)')
        : {
            target: 'week list within 15x of bare Fastify (PostgreSQL, c=10)',
            measured: `${worst.helloRatio}x slower`,
            met: worst.helloRatio <= 15,
          },
    );
  } else {
    out.push(notMeasured('week list ≥ 1,000 req/s on PostgreSQL at c=10'), notMeasured('week list within 15x of bare Fastify'));
  }
  const weekCalls = find(r, 'PostgreSQL')
    .map((run) => callOf(run, 'week list'))
    .filter((c) => c !== undefined);
  const replayTarget = 'week list HTTP p50 within 1.5x of its SQL replay (PostgreSQL)';
  if (weekCalls.length > 0) {
    const worst = Math.max(...weekCalls.map((c) => c.httpP50 / c.sqlP50));
    out.push({ target: replayTarget, measured: `${worst.toFixed(2)}x`, met: worst <= 1.5 });
  } else {
    out.push(notMeasured(replayTarget));
  }
  // Issue 26: PGlite is fair. No request waits over 1 s on the demo data, 2 s on 20,000 employees.
  const liteLoads = find(r, 'PGlite').flatMap((run) => {
    const l = loadAt(run, 50);
    return l ? [{ size: run.size, ...l }] : [];
  });
  if (liteLoads.length > 0) {
    const rps = Math.min(...liteLoads.map((l) => l.rps));
    out.push({ target: 'week list on PGlite ≥ 150 req/s at c=50', measured: `${rps} req/s`, met: rps >= 150 });
    for (const l of liteLoads) {
      const limit = l.size === 'large' ? 2000 : 1000;
      // autocannon counts a timeout as an error too.
      const failed = l.errors + l.non2xx;
      out.push({
        target: `week list on PGlite (${l.size}): no request waits over ${limit / 1000} s at c=50`,
        measured: `max ${Math.round(l.max)} ms, p99 ${l.p99} ms, ${l.rps} req/s, ${failed} failed`,
        met: l.max <= limit && failed === 0,
      });
    }
  } else {
    out.push(notMeasured('week list on PGlite ≥ 150 req/s at c=50'), notMeasured('week list on PGlite: no request over 1 s at c=50'));
  }
  const largePg = find(r, 'PostgreSQL', 'large')[0];
  for (const name of ['employees-available', 'employees search "son"']) {
    const call = callOf(largePg, name);
    const target = `${name} p95 ≤ 15 ms at 20,000 employees (PostgreSQL)`;
    out.push(call ? { target, measured: `${call.httpP95} ms`, met: call.httpP95 <= 15 } : notMeasured(target));
  }
  const starts = r.runs.filter((x) => x.startToHealthyMs !== undefined);
  if (starts.length > 0) {
    const slowest = Math.max(...starts.map((x) => x.startToHealthyMs!));
    out.push({
      target: 'start ≤ 3 s to healthy (existing data)',
      measured: `${(slowest / 1000).toFixed(2)} s (slowest)`,
      met: slowest <= 3000,
    });
  } else {
    out.push(notMeasured('start ≤ 3 s to healthy'));
  }
  for (const [database, limit] of [
    ['PGlite', 300],
    ['PostgreSQL', 150],
  ] as const) {
    const idle = find(r, database)
      .map((x) => x.rssIdleMb)
      .filter((m) => m !== undefined);
    const target = `RSS idle ${database} ≤ ${limit} MB`;
    out.push(idle.length > 0 ? { target, measured: `${Math.max(...idle)} MB`, met: Math.max(...idle) <= limit } : notMeasured(target));
  }
  return out;
}

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

const ladderHead = ['Database', 'Size', 'Rung', 'req/s', 'p50 ms', 'hello-world ÷ this'];

/** hello-world, /health, /profile and the week list in one run, and the week list's own SQL replay. */
export function ladderRows(r: Results, run: DatabaseRun): (string | number)[][] {
  const hello = r.hello?.find((l) => l.connections === LADDER_CONNECTIONS);
  const week = loadAt(run, LADDER_CONNECTIONS);
  const rungs = [
    ...(hello ? [{ name: 'hello-world Fastify', ...hello }] : []),
    ...(run.ladder ?? []),
    ...(week ? [{ name: 'week list', ...week }] : []),
  ];
  const call = callOf(run, 'week list');
  return [
    ...rungs.map((l) => [run.database, run.size, l.name, l.rps, l.p50, hello ? `${(hello.rps / l.rps).toFixed(1)}x` : '']),
    ...(call
      ? [
          [
            run.database,
            run.size,
            `week list, one call: HTTP p50 ${call.httpP50} ms ÷ SQL replay p50 ${call.sqlP50} ms`,
            '',
            '',
            `${(call.httpP50 / call.sqlP50).toFixed(2)}x`,
          ],
        ]
      : []),
  ];
}

/** The ladder as the bench prints it while it runs. */
export const ladderText = (r: Results, run: DatabaseRun) => `${table(ladderHead, ladderRows(r, run))}\n`;

export function renderMarkdown(r: Results): string {
  const m = r.machine;
  const parts: string[] = [
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.os}; parts: ${r.options.parts.join(', ')}; ` +
      `sizes: ${r.options.sizes.join(', ')}; ${r.options.runs} calls each, load ${r.options.loadSeconds} s per level, server LOG_LEVEL ${r.options.logLevel}.`,
    table(
      ['Target', 'Measured', 'Met'],
      targets(r).map((t) => [t.target, t.measured, t.met === null ? '–' : t.met ? 'met' : '**not met**']),
    ),
  ];
  const withCalls = r.runs.filter((x) => x.calls);
  if (withCalls.length > 0) {
    parts.push(
      'Single calls over HTTP beside the replay of the statements the route sent (same database, same process, no HTTP):',
      table(
        ['Database', 'Size', 'Call', 'HTTP p50 / p95 ms', 'SQL p50 / p95 ms', 'Statements'],
        withCalls.flatMap((x) =>
          x.calls!.map((c) => [
            x.database,
            x.size,
            c.name,
            `${c.httpP50} / ${c.httpP95}`,
            `${c.sqlP50} / ${c.sqlP95}`,
            c.statements.length,
          ]),
        ),
      ),
    );
  }
  const withLoad = r.runs.filter((x) => x.load);
  if (withLoad.length > 0 || r.hello) {
    const row = (label: string, size: string, l: LoadResult, ratio: number | null) => [
      label,
      size,
      l.connections,
      l.rps,
      `${l.p50} / ${l.p95} / ${l.p99}`,
      Math.round(l.max),
      `${l.errors} (${l.timeouts}) / ${l.non2xx}`,
      ratio === null ? '' : `${ratio}x`,
    ];
    parts.push(
      'Week list under load (autocannon in the bench process, server in its own):',
      table(
        ['Server', 'Size', 'c', 'req/s', 'p50 / p95 / p99 ms', 'max ms', 'errors (of which timeouts) / non-2xx', 'hello-world ÷ this'],
        [
          ...(r.hello ?? []).map((l) => row('hello-world Fastify', '', l, null)),
          ...withLoad.flatMap((x) => x.load!.map((l) => row(x.database, x.size, l, l.helloRatio))),
        ],
      ),
    );
  }
  const withLadder = r.runs.filter((x) => x.ladder);
  if (withLadder.length > 0)
    parts.push(
      `The ladder at c=${LADDER_CONNECTIONS}, from bare Fastify to the week list:`,
      table(
        ladderHead,
        withLadder.flatMap((x) => ladderRows(r, x)),
      ),
    );
  if (r.runs.length > 0) {
    const mb = (v: number | undefined) => (v === undefined ? '' : `${v}`);
    parts.push(
      'Data, start and memory of the API process:',
      table(
        [
          'Database',
          'Size',
          'Rows (employees / shifts / assignments)',
          'Seed s',
          'Start to healthy ms',
          'RSS idle MB',
          'RSS after load MB',
        ],
        r.runs.map((x) => [
          x.database,
          x.size,
          `${x.rows.employees} / ${x.rows.shifts} / ${x.rows.assignments}`,
          x.seedSeconds,
          x.startToHealthyMs === undefined ? '' : Math.round(x.startToHealthyMs),
          mb(x.rssIdleMb),
          mb(x.rssAfterLoadMb),
        ]),
      ),
    );
  }
  if (r.weight) {
    parts.push(
      'Client weight: the JS and CSS each page loads, from apps/web/dist:',
      table(
        ['Page', 'Files', 'Raw', 'gzip', 'brotli', 'JS brotli'],
        r.weight.map((w) => [w.page, w.files, kb(w.raw), kb(w.gzip), kb(w.brotli), kb(w.jsBrotli)]),
      ),
    );
  }
  if (r.lighthouse) {
    parts.push(
      'Lighthouse 12, mobile defaults, headless Chromium:',
      table(
        ['Page', 'Performance', 'LCP ms', 'TBT ms', 'FCP ms', 'CLS'],
        r.lighthouse.map((l) => [l.page, l.performance, Math.round(l.lcpMs), Math.round(l.tbtMs), Math.round(l.fcpMs), l.cls.toFixed(3)]),
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
