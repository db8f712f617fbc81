import autocannon from 'autocannon';
import { CAPTURE_HEADER } from './server-probe';
import type { Child } from './servers';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** p50 and p95 of `runs` calls of `fn` in a row, after `warmup` calls that are not counted. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmup: number) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export type Call = { name: string; method: 'GET' | 'PATCH'; path: string; body?: unknown };

export type CallResult = {
  name: string;
  httpP50: number;
  httpP95: number;
  sqlP50: number;
  sqlP95: number;
  /** The statements the route sent for one call, as replayed. */
  statements: string[];
};

/**
 * Single-call latency over real HTTP from this process, beside the replay of the statements the
 * route itself sent for one of those calls (server-probe.ts), on the same database.
 */
export async function measureCall(
  api: Child,
  headers: Record<string, string>,
  call: Call,
  runs: number,
  warmup: number,
): Promise<CallResult> {
  const send = async (extra: Record<string, string> = {}) => {
    const res = await fetch(`${api.origin}${call.path}`, {
      method: call.method,
      headers: { ...headers, ...extra, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${call.method} ${call.path}: ${res.status} ${text.slice(0, 300)}`);
  };
  for (let i = 0; i < warmup; i += 1) await send();
  await api.probe({ cmd: 'arm' });
  await send({ [CAPTURE_HEADER]: '1' });
  const { statements = [] } = await api.probe({ cmd: 'take', name: call.name });
  await api.probe({ cmd: 'replay', name: call.name, runs: 0, warmup });
  // Alternating the two keeps them comparable when the machine's load changes during the run.
  const times: number[] = [];
  const sql: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
    sql.push(...((await api.probe({ cmd: 'replay', name: call.name, runs: 1, warmup: 0 })).times ?? []));
  }
  return {
    name: call.name,
    httpP50: round(percentile(times, 50)),
    httpP95: round(percentile(times, 95)),
    sqlP50: round(percentile(sql, 50)),
    sqlP95: round(percentile(sql, 95)),
    statements,
  };
}

export type LoadResult = {
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/**
 * A request that waits longer than this is given up as a timeout. It is well above any target, so
 * a starved request's wait is measured (PGlite's used to reach 9-10 s at c=50, issue 26) instead
 * of leaving the maximum as it stood when it gave up.
 */
const TIMEOUT_SECONDS = 60;

/** autocannon against one URL; latencies are kept per response because its summary has no p95. */
export async function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, timeout: TIMEOUT_SECONDS }, (err: Error | null, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    connections,
    rps: round(result.requests.total / (result.duration || seconds), 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(result.latency.max),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
