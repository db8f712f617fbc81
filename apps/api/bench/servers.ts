import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@careroster/shared/api/envelope';
import { freePort } from '@careroster/shared/testing/free-port';
import webpush from 'web-push';
import type { ProbeAnswer, ProbeCommand } from './server-probe';

const benchDir = import.meta.dirname;
const apiDir = path.resolve(benchDir, '..');

/**
 * The product server as `npm start` runs it (scripts/start.mjs): the bundle with the same flags.
 * The probe is plain TypeScript that Node 24 runs by stripping its types, so no loader (tsx)
 * sits between the server and its imports and the start time is the real one.
 */
export const productServer = {
  preload: ['--import', path.join(benchDir, 'server-probe.ts')],
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (issue 26's profiles).
  flags: [
    '--enable-source-maps',
    '--max-semi-space-size=16',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ],
  entry: path.join(apiDir, 'dist/server.js'),
};

export type Child = {
  origin: string;
  /** From spawn to the first healthy answer. */
  startMs: number;
  probe: (msg: ProbeCommand) => Promise<ProbeAnswer>;
  stop: () => Promise<void>;
};

async function waitHealthy(child: ChildProcess, url: string, logFile: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms; see ${logFile}`);
}

function start(args: string[], env: NodeJS.ProcessEnv, healthPath: string, logFile: string): Promise<Child> {
  return (async () => {
    const port = await freePort();
    const log = fs.openSync(logFile, 'a');
    const began = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log, 'ipc'],
    });
    fs.closeSync(log);
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(child, `${origin}${healthPath}`, logFile, 120_000);
    const startMs = performance.now() - began;

    let next = 0;
    const pending = new Map<number, (a: ProbeAnswer) => void>();
    child.on('message', (a: ProbeAnswer) => pending.get(a.id)?.(a));
    const probe = (msg: ProbeCommand) =>
      new Promise<ProbeAnswer>((resolve, reject) => {
        const id = (next += 1);
        pending.set(id, (a) => {
          pending.delete(id);
          if (a.error) reject(new Error(a.error));
          else resolve(a);
        });
        child.send({ ...msg, id });
      });
    const stop = async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    };
    return { origin, startMs, probe, stop };
  })();
}

// Production requires the Web Push keys (decision 015) and the data key (decision 024); one of
// each serves every server of the run. The bench's facilities hold no sealed values.
const vapid = webpush.generateVAPIDKeys();
const dataKey = randomBytes(32).toString('base64');

/** The API as `npm start` runs it, on a database that is already migrated and seeded. */
export function startApi(opts: { dataDir: string; databaseUrl?: string; logFile: string }): Promise<Child> {
  return start(
    [...productServer.flags, ...productServer.preload, productServer.entry],
    {
      // production: no demo seeding and no development behaviour; the log level is npm start's.
      NODE_ENV: 'production',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DATA_KEY: dataKey,
    },
    `${API_BASE}/health`,
    opts.logFile,
  );
}

/** The floor: Fastify answering a constant, in its own process like the API. */
export function startHello(logFile: string): Promise<Child> {
  return start(['--import', 'tsx', path.join(benchDir, 'hello-server.ts')], {}, '/', logFile);
}
