import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@careroster/shared/api/envelope';
import { freePort } from '@careroster/shared/testing/free-port';
import { TEST_DATA_KEY } from '../helpers/data-key';
import { waitFor } from '../helpers/wait';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * `src/server.ts` in a process of its own, as `npm start` runs it: an uncaught error or an
 * unhandled 'error' event ends that process, which the test sees as `exited`, instead of being
 * absorbed by the test runner.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATA_KEY: TEST_DATA_KEY,
      PUBLIC_URL: 'https://careroster.test',
      LOG_LEVEL: 'warn',
      JOBS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The tail is what explains a crash; the whole run's log is not needed.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: { code: number | null; signal: string | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const server = {
    base,
    url: (p: string) => `${base}${API_BASE}${p}`,
    output: () => output,
    /** Null while the process runs. */
    exit: () => exit,
    async stop() {
      if (!exit) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  await waitFor('the server process to answer', async () => {
    if (exit) throw new Error(`the server process exited before it answered:\n${output}`);
    return (await fetch(server.url('/health')).catch(() => null))?.ok === true;
  });
  return server;
}
