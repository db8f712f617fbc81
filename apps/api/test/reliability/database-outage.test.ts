/**
 * The server survives its database (issue 23): backends terminated under concurrent writes, and
 * PostgreSQL unreachable for a while, against `src/server.ts` running in its own process.
 */
import { randomBytes } from 'node:crypto';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { pathOf, type Contract } from '@careroster/shared/api/contract';
import { createNoteContract } from '@careroster/shared/api/employees/notes';
import { healthContract } from '@careroster/shared/api/system/health';
import { signInOverHttp } from '@careroster/shared/testing/passkey';
import { productMessages } from '@careroster/shared/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '../../src/db/seed/demo';
import { withDatabase } from '../global-setup';
import type { ContractCall } from '../helpers/contract-call';
import { waitFor } from '../helpers/wait';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTcpGate } from './tcp-gate';

type Answer = { status: number; retryAfter: string | null; body: { data?: unknown; error?: { message: string[] } } };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DB === 'postgres')('the server and a PostgreSQL that goes away', () => {
  const url = process.env.DATABASE_URL!;
  const name = `careroster_r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  let db: pg.Client;
  let gate: Awaited<ReturnType<typeof startTcpGate>>;
  let server: ServerProcess;
  let headers: Record<string, string>;
  let employeeId: string;

  /** Calls the server process over real HTTP, as the web client would, signed in once `headers` is set. */
  async function call<C extends Contract>(contract: C, input: ContractCall<C>): Promise<Answer> {
    const { params, body, headers: extra } = input as { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
    let res: Response;
    try {
      res = await fetch(server.url(pathOf(contract, params)), {
        method: contract.method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (err) {
      throw new Error(`the server did not answer (exit: ${JSON.stringify(server.exit())}):\n${server.output()}`, { cause: err });
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
  }

  /** A 503 is the only failure a lost connection may cause: in the envelope, marked retryable. */
  function expectUnavailable(res: Answer, message: string = productMessages.serviceUnavailable) {
    expect(res.status).toBe(503);
    expect(res.body.error?.message).toEqual([message]);
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
  }

  /** Saves one note as the web client does: one Idempotency-Key for the action, retried on 503 until saved. */
  async function saveNote(title: string, onUnavailable: (res: Answer) => void = () => undefined) {
    const key = `rz-${randomBytes(8).toString('hex')}`;
    for (;;) {
      const res = await call(createNoteContract, {
        params: { employeeId },
        body: { title, description: 'Written while the database went away.' },
        headers: { 'idempotency-key': key },
      });
      if (res.status !== 503) return res;
      expectUnavailable(res);
      onUnavailable(res);
      await pause(100);
    }
  }

  const notesTitled = async (prefix: string) =>
    (
      await db.query<{ title: string; n: number }>(
        `select title, count(*)::int as n from employee_notes where title like $1 group by title`,
        [`${prefix}%`],
      )
    ).rows;

  let ownPid = 0;
  /** Every connection the server holds on its database (this test's own reader is spared). */
  const terminateBackends = async () =>
    (await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2`, [name, ownPid]))
      .rowCount ?? 0;

  /** A mail queued now reaches the dev outbox only if pg-boss's worker runs it. */
  async function expectJobsRunning() {
    const before = new Date();
    expect((await call(forgotPasswordContract, { body: { email: demoUsers.owner } })).status).toBe(200);
    await waitFor('the queued mail to be sent by the job worker', async () => {
      const { rows } = await db.query(`select status from outbox where "to" = $1 and created_at >= $2 and status = 'SENT'`, [
        demoUsers.owner,
        before,
      ]);
      return rows.length > 0;
    });
  }

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    db = new pg.Client({ connectionString: withDatabase(url, name) });
    await db.connect();
    ownPid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const pgAddress = new URL(url);
    gate = await startTcpGate({ host: pgAddress.hostname, port: Number(pgAddress.port || 5432) });
    const throughGate = new URL(withDatabase(url, name));
    throughGate.host = `127.0.0.1:${gate.port}`;
    server = await startServerProcess({ DATABASE_URL: throughGate.toString() });

    headers = {};
    // Through both steps: the demo admin proves the demo passkey (decision 079), for the origin of the process's PUBLIC_URL.
    const login = await signInOverHttp(server.url(''), 'https://careroster.test', demoUsers.admin, DEMO_PASSWORD);
    const { token } = login;
    // The demo admin belongs to Sunrise alone, so her answer names it.
    const facilityId = login.facility_id!;
    headers = { authorization: `Bearer ${token}`, 'facility-id': facilityId };
    const { rows } = await db.query<{ id: string }>(`select id from employees where facility_id = $1 order by emp_id limit 1`, [
      facilityId,
    ]);
    employeeId = rows[0]!.id;
  });

  afterAll(async () => {
    await server?.stop();
    await gate?.close();
    await db?.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps running while its backends are terminated under concurrent writes, and keeps every acknowledged write once', async () => {
    const writers = 6;
    const perWriter = 12;
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let writing = true;
    let terminated = 0;
    const killer = (async () => {
      // Again each time a few more writes got through: a fixed pace could cut every attempt on a
      // slow machine, and the writers would never finish.
      while (writing) {
        terminated += await terminateBackends();
        const seen = acknowledged.length;
        while (writing && acknowledged.length < seen + 3) await pause(20);
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          const title = `rz-storm-${w}-${i}`;
          const res = await saveNote(title);
          if (res.status === 200) acknowledged.push(title);
          else refused.push(`${title}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }),
    );
    writing = false;
    await killer;

    expect(server.exit()).toBeNull();
    expect(terminated).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(acknowledged).toHaveLength(writers * perWriter);
    const saved = await notesTitled('rz-storm-');
    expect(saved.filter((row) => row.n !== 1)).toEqual([]);
    expect(saved.map((row) => row.title).sort()).toEqual([...acknowledged].sort());

    expect((await call(healthContract, {})).status).toBe(200);
    expect((await saveNote('rz-after-storm')).status).toBe(200);
    await expectJobsRunning();
  });

  it('answers 503 while PostgreSQL is unreachable, reports it in health, and recovers by itself', async () => {
    await gate.down();
    try {
      expectUnavailable(await call(healthContract, {}), productMessages.databaseUnavailable);
      expectUnavailable(await call(createNoteContract, { params: { employeeId }, body: { title: 'rz-outage-refused', description: 'x' } }));
      expect(server.exit()).toBeNull();
    } finally {
      await gate.up();
    }
    await waitFor('health to report the database again', async () => (await call(healthContract, {})).status === 200);
    let unavailable = 0;
    expect((await saveNote('rz-outage-after', () => unavailable++)).status).toBe(200);
    expect(await notesTitled('rz-outage-')).toEqual([{ title: 'rz-outage-after', n: 1 }]);
    await expectJobsRunning();
    expect(server.exit()).toBeNull();
  });
});
