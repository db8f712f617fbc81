import { acceptOfferContract, declineOfferContract, getOfferContract } from '@careroster/shared/api/staffing/offers';
import {
  escalateReleaseContract,
  getReleaseContract,
  startReleaseContract,
  stopReleaseContract,
} from '@careroster/shared/api/staffing/release';
import { desc, eq, inArray } from 'drizzle-orm';
import { nurses, outbox } from '../../src/db/schema';
import { escalateDuePlans } from '../../src/modules/staffing/release-job';
import { type BodyOf } from '../helpers/contract-call';
import type { TestApp } from '../helpers/test-app';

/** The release calls of one position, as the facility's page makes them. */
export function releaseCalls(t: TestApp, headers: Record<string, string>) {
  const params = (shiftId: string, positionId: string) => ({ id: shiftId, positionId });
  return {
    get: (shiftId: string, positionId: string, h = headers) =>
      t.call(getReleaseContract, { params: params(shiftId, positionId), headers: h }),
    start: (shiftId: string, positionId: string, body: BodyOf<typeof startReleaseContract> = {}, h = headers) =>
      t.call(startReleaseContract, { params: params(shiftId, positionId), body, headers: h }),
    escalate: (shiftId: string, positionId: string, h = headers) =>
      t.call(escalateReleaseContract, { params: params(shiftId, positionId), headers: h }),
    stop: (shiftId: string, positionId: string, h = headers) =>
      t.call(stopReleaseContract, { params: params(shiftId, positionId), headers: h }),
  };
}

/** The nurse's calls, by the token of her link. */
export const offerCalls = (t: TestApp) => ({
  get: (token: string) => t.call(getOfferContract, { params: { token } }),
  accept: (token: string) => t.call(acceptOfferContract, { params: { token } }),
  decline: (token: string) => t.call(declineOfferContract, { params: { token } }),
});

/** The newest offer link texted to each employee's nurse, by employee id (the token is nowhere else). */
export async function offerTokens(t: TestApp, employees: readonly { id: string; nurseId: string }[]): Promise<Map<string, string>> {
  const phones = await t.deps.db
    .select({ id: nurses.id, phone: nurses.mobile, code: nurses.countryCode })
    .from(nurses)
    .where(
      inArray(
        nurses.id,
        employees.map((e) => e.nurseId),
      ),
    );
  const tokens = new Map<string, string>();
  for (const e of employees) {
    const p = phones.find((r) => r.id === e.nurseId)!;
    const [sms] = await t.deps.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, `${p.code}${p.phone}`))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = sms?.text.match(/\/offers\/([\w-]+)/)?.[1];
    if (token) tokens.set(e.id, token);
  }
  return tokens;
}

/** Runs the escalation job's sweep once, as pg-boss would. */
export const runEscalation = (t: TestApp) => escalateDuePlans(t.deps, { jobId: 'test', attempt: 1, log: t.app.log });

/** Moves the test app's clock (config.testClock) forward. */
export function advance(t: TestApp, hours: number) {
  const clock = t.deps.clock.adjustable;
  if (!clock) throw new Error('the test app needs config.testClock');
  clock.advance(hours * 3_600_000);
}
