import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runClockOffset, shiftedDateScript } from '@careroster/shared/testing/fixed-clock';
import { freePort } from '@careroster/shared/testing/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
    clockOffsetMs: number;
  }
}

export type E2eServer = { baseUrl: string; dataDir: string };

/**
 * One server per test worker (e2e/vitest.config.ts): two browser files at a time fill the two
 * cores that one file left half idle while it waited for pages, and each file still has a server
 * to itself, as it had when they ran one after another.
 */
export const e2eWorkers = Math.min(2, os.availableParallelism());

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the product the way `npm start` does (built client, embedded PGlite, demo seed) in a
 * throwaway data directory, once per worker. DATABASE_URL is dropped on purpose: the browser suite
 * checks the newcomer's setup, while the API suite covers PostgreSQL.
 */
export default async function setup(project: TestProject) {
  // The servers read the run's fixed clock from their first line of code: the demo is seeded around it.
  const clockOffsetMs = runClockOffset(process.env, Date.now());
  const started = await Promise.allSettled(Array.from({ length: e2eWorkers }, () => startServer(clockOffsetMs)));
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    const failure = (await Promise.allSettled(running.map((r) => r.stop()))).find((s) => s.status === 'rejected');
    if (failure) throw failure.reason;
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll().catch(() => undefined);
    throw failed.reason;
  }
  project.provide(
    'servers',
    running.map((r) => r.server),
  );
  project.provide('clockOffsetMs', clockOffsetMs);
  return stopAll;
}

async function startServer(clockOffsetMs: number): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-e2e-'));
  const port = await freePort();
  // localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party's ID, and the
  // passkey tests (decision 079) need Chromium's virtual authenticator. The server listens on the
  // IPv4 loopback; Chromium and Node's fetch (happy eyeballs) both reach it through localhost.
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    BANK_DEPOSIT_DELAY_SECONDS: '2',
    VAULT_SETTLE_DELAY_SECONDS: '2',
    // ...and delayed jobs (those deposits, a settlement) start within 2 s of their time.
    JOB_DELAYED_POLL_SECONDS: '2',
    TEST_CLOCK: '1',
  };
  // The product as a newcomer runs it: embedded database, dev outbox, no Redis. A shared Redis
  // would also carry the sign-in counters of one run into the next (the API suite covers Redis).
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;
  const clock = `${dataDir}-clock.mjs`;
  await fs.writeFile(clock, shiftedDateScript(clockOffsetMs));
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', '--max-semi-space-size=16', '--import', pathToFileURL(clock).href, 'apps/api/dist/server.js'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    const code = server.exitCode ?? (await new Promise<number | null>((r) => server.once('exit', r)));
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(clock, { force: true });
    // SIGTERM drains requests and closes the database; anything but a clean exit is a failure.
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${output}`);
  };

  // Two servers seed side by side on a loaded machine: a limit for a hang, not a budget.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop().catch(() => undefined);
      throw new Error(`server did not answer within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { server: { baseUrl, dataDir }, stop };
}
