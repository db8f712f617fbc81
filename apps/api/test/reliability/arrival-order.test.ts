/**
 * The embedded database's single connection serves requests in the order they arrived (issue 26,
 * decision 059): a request's statements go ahead of those of any request that arrived after it,
 * so a request of many statements is no longer lapped by shorter ones that came later. Asserted on
 * the order things finish in, never on times.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArrivalLine, arrive, inPlace } from '../../src/db/arrival-order';
import { openDatabase, type Database } from '../../src/db/client';
import { useTestApp } from '../helpers/test-app';

/** Starts the requests in the order given, each `[name, statements]`; answers the order they finished in. */
async function finishingOrder(requests: [string, number][], statement: (name: string, i: number) => Promise<unknown>) {
  const finished: string[] = [];
  await Promise.all(
    requests.map(([name, statements]) =>
      inPlace(arrive(), async () => {
        for (let i = 0; i < statements; i++) await statement(name, i);
        finished.push(name);
      }),
    ),
  );
  return finished;
}

// The first request has the most statements: served statement by statement in turn, it finished last.
const requests: [string, number][] = [
  ['long', 8],
  ['short1', 2],
  ['short2', 3],
  ['short3', 1],
];
const arrivalOrder = requests.map(([name]) => name);

describe('the arrival line', () => {
  it("serves all of a request's statements before those of requests that arrived after it", async () => {
    const line = new ArrivalLine();
    const served: string[] = [];
    const finished = await finishingOrder(requests, (name, i) => line.serve(async () => void served.push(`${name}.${i}`)));
    expect(finished).toEqual(arrivalOrder);
    expect(served).toEqual(requests.flatMap(([name, n]) => Array.from({ length: n }, (_, i) => `${name}.${i}`)));
  });

  it('gives work outside any request a place of its own per statement, behind those already waiting', async () => {
    const line = new ArrivalLine();
    const served: string[] = [];
    const statement = (name: string) => line.serve(async () => void served.push(name));
    const first = inPlace(arrive(), async () => {
      await statement('request.0');
      await statement('request.1');
    });
    const job = statement('job');
    await Promise.all([first, job]);
    // The job's statement arrived while the request's first ran; the request's second is its own.
    expect(served).toEqual(['request.0', 'request.1', 'job']);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')('PGlite in arrival order', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database?.close());

  it('finishes requests in arrival order whatever their number of statements', async () => {
    const finished = await finishingOrder(requests, (name, i) => database.db.execute(sql`select ${`${name}.${i}`}::text`));
    expect(finished).toEqual(arrivalOrder);
  });

  it('holds the connection for a whole transaction, savepoints included, then serves the next in line', async () => {
    const order: string[] = [];
    const transaction = inPlace(arrive(), () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`create table line_seen (n int)`);
        await tx.execute(sql`insert into line_seen values (1)`);
        await tx.transaction((inner) => inner.execute(sql`insert into line_seen values (2)`));
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into line_seen values (3)`);
            throw new Error('undone to the savepoint');
          })
          .catch(() => undefined);
        order.push('committed');
      }),
    );
    // Sent while the transaction is open: it would find no table if it ran before the commit.
    const later = inPlace(arrive(), async () => {
      const { rows } = (await database.db.execute(sql`select coalesce(sum(n), 0)::int as n from line_seen`)) as { rows: { n: number }[] };
      order.push('read');
      return rows[0]!.n;
    });
    const [, sum] = await Promise.all([transaction, later]);
    expect(order).toEqual(['committed', 'read']);
    expect(sum).toBe(3);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')('requests to the app on PGlite', () => {
  // A route of this file's own: n statements, its body read like any JSON body.
  const t = useTestApp({
    extend: (app) => {
      app.post<{ Body: { name: string; statements: number } }>(
        '/api/v1/test-line',
        { config: { access: { kind: 'public' } } },
        async (request) => {
          for (let i = 0; i < request.body.statements; i++) await t.sql(sql`select ${i}::int`);
          return { name: request.body.name };
        },
      );
    },
  });

  it('answers concurrent requests in arrival order, the access layer and body reading included', async () => {
    const finished: string[] = [];
    await Promise.all(
      requests.map(async ([name, statements]) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/test-line', payload: { name, statements } });
        expect(res.statusCode).toBe(200);
        finished.push(name);
      }),
    );
    expect(finished).toEqual(arrivalOrder);
  });

  it('reads the first request of connections opened while others keep the database busy', async () => {
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const post = (agent: http.Agent, name: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            host: base.hostname,
            port: base.port,
            path: '/api/v1/test-line',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json' },
          },
          (res) => res.resume().on('end', resolve),
        );
        req.on('error', reject).end(JSON.stringify({ name, statements: 1 }));
      });
    // Keep-alive connections, each sending its next request as soon as the last is answered.
    const busy = Array.from({ length: 20 }, () => ({ agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), answered: 0 }));
    let stop = false;
    const loops = busy.map(async (b, i) => {
      while (!stop) {
        await post(b.agent, `busy${i}`);
        b.answered += 1;
      }
    });
    while (busy.some((b) => b.answered < 2)) await new Promise((resolve) => setTimeout(resolve, 10));

    // Twenty connections opened at once. libuv accepts one per turn of the event loop: when a turn
    // answered every busy connection in full, the last of them waited twenty such turns.
    const before = busy.map((b) => b.answered);
    const newcomers = Array.from({ length: 20 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    await Promise.all(newcomers.map((agent, i) => post(agent, `new${i}`)));
    const lapped = Math.max(...busy.map((b, i) => b.answered - before[i]!));
    stop = true;
    await Promise.all(loops);
    for (const agent of [...newcomers, ...busy.map((b) => b.agent)]) agent.destroy();
    // Each newcomer's request queues behind at most one request of each busy connection, once read.
    expect(lapped).toBeLessThanOrEqual(5);
  });
});
