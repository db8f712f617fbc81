import { proposeMissedPunchContract } from '@careroster/shared/api/timekeeping/time-clock/propose-missed-punch';
import { and, eq, like } from 'drizzle-orm';
import { missedPunches, outbox } from '../../../src/db/schema';
import { findMissedPunches } from '../../../src/modules/timekeeping/missed-punch-job';
import { type BodyOf } from '../../helpers/contract-call';
import { systemCtx, type TestApp } from '../../helpers/test-app';
import type { Booking } from './fixtures';

/** Runs the job at `now` until it finds nothing more, so this booking's rows exist whatever else is due. */
export async function detect(t: TestApp, now: Date) {
  for (let i = 0; i < 20; i++) if ((await findMissedPunches(systemCtx(t), now)).found.length === 0) return;
  throw new Error('the job kept finding missed punches');
}

export async function missedOf(t: TestApp, b: Booking, kind: 'IN' | 'OUT') {
  const [row] = await t.deps.db
    .select()
    .from(missedPunches)
    .where(and(eq(missedPunches.assignmentId, b.assignment.id), eq(missedPunches.kind, kind)));
  if (!row) throw new Error(`no ${kind} missed punch`);
  return row;
}

export const propose = (t: TestApp, deviceToken: string | null, id: string, body: BodyOf<typeof proposeMissedPunchContract>) =>
  t.call(proposeMissedPunchContract, {
    params: { missedPunchId: id },
    body,
    headers: deviceToken ? { 'x-time-clock-device': deviceToken } : {},
  });

/** The supervisor links mailed to `to`, oldest first: the token of each. */
export async function linksTo(t: TestApp, to: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.text, '%/missed-punch-action/%')))
    .orderBy(outbox.createdAt);
  return rows.map((r) => /\/missed-punch-action\/([\w-]+)/.exec(r.text)![1]!);
}
