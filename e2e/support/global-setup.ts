import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runClockOffset, shiftedDateScript } from '@careroster/shared/testing/fixed-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    clockOffsetMs: number;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Starts the product the way `npm start` does (built client, embedded PGlite, demo seed) in a
 * throwaway data directory. DATABASE_URL is dropped on purpose: the browser suite checks the
 * newcomer's setup, while the API suite covers PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test', BANK_DEPOSIT_DELAY_SECONDS: '2', VAULT_SETTLE_DELAY_SECONDS: '2', TEST_CLOCK: '1' };
  // The product as a newcomer runs it: embedded database, dev outbox, no Redis. A shared Redis
  // would also carry the sign-in counters of one run into the next (the API suite covers Redis).
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;
  // The server reads the run's fixed clock from its first line of code: its demo is seeded around it.
  const clockOffsetMs = runClockOffset(process.env, Date.now());
  const clock = `${dataDir}-clock.mjs`;
  await fs.writeFile(clock, shiftedDateScript(clockOffsetMs));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', '--import', pathToFileURL(clock).href, 'apps/api/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('clockOffsetMs', clockOffsetMs);

  return async () => {
    server.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.once('exit', r));
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(clock, { force: true });
    // SIGTERM drains requests and closes the database; anything but a clean exit is a failure.
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${output}`);
  };
}
