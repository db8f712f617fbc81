/* eslint-disable @typescript-eslint/unbound-method, @typescript-eslint/no-this-alias --
   the driver methods are patched on their prototypes and the originals called with the instance;
   the PGlite instance is kept to replay on. */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Preloaded (`node --import`) into the API server under test, before its own entry, so the
 * server runs unchanged. It records the statements one marked request sends to the database, at
 * the driver (node-postgres Client or PGlite), and replays exactly those statements, with the
 * same parameters and options, on the same database from the same process: the SQL side of a
 * call without HTTP, routing, validation and serialization. The bench process drives it over IPC.
 */

type PgQueryConfig = string | { text: string; values?: unknown[] };
type Step =
  | { kind: 'pg'; conn: number; config: PgQueryConfig; values: unknown[] | undefined; start: number; end: number }
  | {
      kind: 'pglite';
      conn: 0;
      text: string;
      params: unknown[] | undefined;
      options: QueryOptions | undefined;
      exec: boolean;
      start: number;
      end: number;
    }
  | { kind: 'pglite-tx'; conn: 0; steps: Step[]; start: number; end: number };

export type ProbeCommand =
  { cmd: 'arm' } | { cmd: 'take'; name: string } | { cmd: 'replay'; name: string; runs: number; warmup: number } | { cmd: 'memory' };
type ProbeRequest = ProbeCommand & { id: number };
export type ProbeAnswer = { id: number; error?: string; statements?: string[]; times?: number[]; rss?: number };

export const CAPTURE_HEADER = 'x-bench-capture';

const capture = new AsyncLocalStorage<Step[]>();
let armed: Step[] | null = null;
let picked: Step[] | null = null;
const captured = new Map<string, Step[]>();

// A request starts its async context in the server's 'request' event; everything it awaits,
// down to the driver call, inherits the store, so pg-boss polling and other requests stay out.
const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  const req = args[0] as http.IncomingMessage | undefined;
  if (event === 'request' && armed && req?.headers[CAPTURE_HEADER]) {
    picked = armed;
    armed = null;
    return capture.run(picked, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
} as typeof http.Server.prototype.emit;

function timed<T>(steps: Step[] | undefined, run: () => Promise<T>, record: (start: number, end: number) => Step): Promise<T> {
  if (!steps) return run();
  const start = performance.now();
  return run().finally(() => steps.push(record(start, performance.now())));
}

const connIds = new WeakMap<pg.Client, number>();
let connCount = 0;
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const steps = capture.getStore();
  if (!steps) return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (!connIds.has(this)) connIds.set(this, (connCount += 1));
  const conn = connIds.get(this)!;
  const [config, second] = args as [PgQueryConfig, unknown];
  const values = Array.isArray(second) ? (second as unknown[]) : undefined;
  const start = performance.now();
  const record = () => steps.push({ kind: 'pg', conn, config, values, start, end: performance.now() });
  const last = args.at(-1);
  // pg.Pool#query hands the client a callback; drizzle's transactions use the promise form.
  if (typeof last === 'function') {
    const done = last as (...a: unknown[]) => void;
    return (pgQuery as (...a: unknown[]) => unknown).apply(this, [...args.slice(0, -1), (...r: unknown[]) => (record(), done(...r))]);
  }
  return (pgQuery as (...a: unknown[]) => Promise<unknown>).apply(this, args).finally(record);
} as typeof pgQuery;

let pglite: PGlite | null = null;
const liteQuery = PGlite.prototype.query;
const liteExec = PGlite.prototype.exec;
const liteTransaction = PGlite.prototype.transaction;
PGlite.prototype.query = function (this: PGlite, text: string, params?: unknown[], options?: QueryOptions) {
  pglite = this;
  return timed(
    capture.getStore(),
    () => liteQuery.call(this, text, params, options),
    (start, end) => ({ kind: 'pglite', conn: 0, text, params, options, exec: false, start, end }),
  );
} as typeof liteQuery;
PGlite.prototype.exec = function (this: PGlite, text: string, options?: QueryOptions) {
  pglite = this;
  return timed(
    capture.getStore(),
    () => liteExec.call(this, text, options),
    (start, end) => ({ kind: 'pglite', conn: 0, text, params: undefined, options, exec: true, start, end }),
  );
};
PGlite.prototype.transaction = function <T>(this: PGlite, callback: (tx: Transaction) => Promise<T>) {
  pglite = this;
  const outer = capture.getStore();
  if (!outer) return liteTransaction.call(this, callback);
  const inner: Step[] = [];
  const wrap = (tx: Transaction): Transaction => ({
    ...tx,
    closed: tx.closed,
    query: (text, params, options) =>
      timed(
        inner,
        () => tx.query(text, params, options),
        (start, end) => ({ kind: 'pglite', conn: 0, text, params, options, exec: false, start, end }),
      ),
    exec: (text, options) =>
      timed(
        inner,
        () => tx.exec(text, options),
        (start, end) => ({ kind: 'pglite', conn: 0, text, params: undefined, options, exec: true, start, end }),
      ),
  });
  return timed(
    outer,
    () => liteTransaction.call(this, (tx) => callback(wrap(tx))),
    (start, end) => ({ kind: 'pglite-tx', conn: 0, steps: inner, start, end }),
  ) as Promise<T>;
} as typeof liteTransaction;

const describe = (step: Step): string[] => {
  if (step.kind === 'pglite-tx') return ['BEGIN', ...step.steps.flatMap(describe), 'COMMIT'];
  const text = step.kind === 'pg' ? (typeof step.config === 'string' ? step.config : step.config.text) : step.text;
  return [text.replace(/\s+/g, ' ').trim()];
};

// Statements that overlapped in the route (Promise.all on two pool connections) run together in
// the replay too; the rest run one after another, each on its own connection as in the route.
function waves(steps: Step[]): Step[][] {
  const out: Step[][] = [];
  let end = -Infinity;
  for (const step of [...steps].sort((a, b) => a.start - b.start)) {
    if (step.start < end && out.length > 0) out.at(-1)!.push(step);
    else out.push([step]);
    end = Math.max(end, step.end);
  }
  return out;
}

const replayClients = new Map<number, pg.Client>();
async function replayClient(conn: number): Promise<pg.Client> {
  let client = replayClients.get(conn);
  if (!client) {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    replayClients.set(conn, client);
  }
  return client;
}

async function run(step: Step): Promise<unknown> {
  switch (step.kind) {
    case 'pg': {
      const client = await replayClient(step.conn);
      return step.values ? client.query(step.config, step.values) : client.query(step.config);
    }
    case 'pglite':
      return step.exec ? pglite!.exec(step.text, step.options) : pglite!.query(step.text, step.params, step.options);
    case 'pglite-tx':
      return pglite!.transaction(async (tx) => {
        for (const s of step.steps) {
          if (s.kind !== 'pglite') throw new Error('nested transaction');
          await (s.exec ? tx.exec(s.text, s.options) : tx.query(s.text, s.params, s.options));
        }
      });
  }
}

async function replay(steps: Step[]): Promise<void> {
  for (const wave of waves(steps)) {
    const byConn = new Map<number, Step[]>();
    for (const step of wave) byConn.set(step.conn, [...(byConn.get(step.conn) ?? []), step]);
    await Promise.all(
      [...byConn.values()].map(async (chain) => {
        for (const step of chain) await run(step);
      }),
    );
  }
}

async function answer(msg: ProbeRequest): Promise<ProbeAnswer> {
  switch (msg.cmd) {
    case 'arm':
      armed = [];
      return { id: msg.id };
    case 'take': {
      if (!picked) throw new Error('no marked request reached the server');
      captured.set(msg.name, picked);
      const statements = picked.flatMap(describe);
      picked = null;
      return { id: msg.id, statements };
    }
    case 'replay': {
      const steps = captured.get(msg.name)!;
      for (let i = 0; i < msg.warmup; i += 1) await replay(steps);
      const times: number[] = [];
      for (let i = 0; i < msg.runs; i += 1) {
        const start = performance.now();
        await replay(steps);
        times.push(performance.now() - start);
      }
      return { id: msg.id, times };
    }
    case 'memory':
      return { id: msg.id, rss: process.memoryUsage().rss };
  }
}

process.on('message', (msg: ProbeRequest) => {
  answer(msg).then(
    (reply) => process.send?.(reply),
    (err: unknown) => process.send?.({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
// A bench that dies (Ctrl-C, a crash) closes the channel; the server then shuts down as on SIGTERM.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
