import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE } from '@careroster/shared/api/envelope';
import { addDays } from '@careroster/shared/format/wall-clock';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { memberships, users } from '../../src/db/schema';
import { seededRandom } from '../../src/db/seed/random';
import { hashPassword } from '../../src/platform/passwords';
import type { LoadRun } from './results';
import { seedMonth } from './seed-month';

const PASSWORD = 'bench-load-password-1';
/** Between two samples of the light calls: a person clicking, not a load generator. */
const SAMPLE_GAP_MS = 50;
const IDLE_SAMPLES = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0).toFixed(1));
};

/**
 * What one user feels while others ask for "Fill week" (issue 23): facilities of their own, each
 * with its synthetic month, ask for a 4-week proposal at once through the product's route, while
 * another user calls /health and a week list one after the other. Printed, never asserted: the
 * figures are the machine's.
 */
export async function lightCallsUnderLoad(database: Database, parallel: readonly number[], seed: number): Promise<LoadRun[]> {
  const { db } = database;
  const most = Math.max(...parallel);
  const months = [];
  for (let i = 0; i < most; i++) months.push(await seedMonth(db, seededRandom(seed + 100 + i), String(601 + i)));
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-load-${seed}@careroster.example`,
      firstName: 'Bench',
      lastName: 'Load',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await db.insert(memberships).values(months.map((m) => ({ userId: user!.id, facilityId: m.facilityId, role: 'OWNER' as const })));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careroster-bench-load-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDist: path.join(dataDir, 'no-web'),
    jobs: false,
  };
  const { app } = await buildApp({ config, database });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: `${API_BASE}/auth/login`, payload: { email: user!.email, password: PASSWORD } });
    const token = login.json<{ data: { token: string } }>().data.token;
    const as = (facilityId: string) => ({ authorization: `Bearer ${token}`, 'facility-id': facilityId });
    const first = months[0]!;
    const weekList = `${API_BASE}/facilities/shifts?start_date=${first.weeks[0]}&end_date=${addDays(first.weeks[0]!, 6)}`;
    const timed = async (call: () => Promise<unknown>) => {
      const began = performance.now();
      await call();
      return performance.now() - began;
    };
    const sample = async () => ({
      health: await timed(() => app.inject({ method: 'GET', url: `${API_BASE}/health` })),
      week: await timed(() => app.inject({ method: 'GET', url: weekList, headers: as(first.facilityId) })),
    });
    // Warm: the solver thread started, the week list's statements prepared.
    await app.inject({
      method: 'POST',
      url: `${API_BASE}/facilities/fill-week/proposal`,
      headers: as(first.facilityId),
      payload: { week_start: first.weeks[0], weeks: 1 },
    });
    await sample();

    const runs: LoadRun[] = [];
    for (const n of parallel) {
      const began = performance.now();
      let running = n;
      const statuses: number[] = [];
      const proposals = months.slice(0, n).map(async (m) => {
        const res = await app.inject({
          method: 'POST',
          url: `${API_BASE}/facilities/fill-week/proposal`,
          headers: as(m.facilityId),
          payload: { week_start: m.weeks[0], weeks: 4 },
        });
        statuses.push(res.statusCode);
        running--;
      });
      const health: number[] = [];
      const week: number[] = [];
      while (n === 0 ? health.length < IDLE_SAMPLES : running > 0) {
        const s = await sample();
        health.push(s.health);
        week.push(s.week);
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
      }
      await Promise.all(proposals);
      runs.push({
        proposals: n,
        answered: statuses.filter((s) => s === 200).length,
        proposalsSeconds: Number(((performance.now() - began) / 1000).toFixed(2)),
        samples: health.length,
        healthP50Ms: percentile(health, 50),
        healthMaxMs: percentile(health, 100),
        weekListP50Ms: percentile(week, 50),
        weekListMaxMs: percentile(week, 100),
      });
    }
    return runs;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
