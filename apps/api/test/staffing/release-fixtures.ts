import { desc, eq, inArray } from 'drizzle-orm';
import { nurses, outbox } from '../../src/db/schema';
import { escalateDuePlans } from '../../src/modules/staffing/release-job';
import { api, type TestApp } from '../helpers/test-app';

/** The release calls of one position, as the facility's page makes them. */
export function releaseCalls(t: TestApp, headers: Record<string, string>) {
  const url = (shiftId: string, positionId: string, tail = '') => api(`/facilities/shifts/${shiftId}/positions/${positionId}/release${tail}`);
  return {
    get: (shiftId: string, positionId: string, h = headers) => t.app.inject({ method: 'GET', url: url(shiftId, positionId), headers: h }),
    start: (shiftId: string, positionId: string, body: object = {}, h = headers) =>
      t.app.inject({ method: 'PUT', url: url(shiftId, positionId), headers: h, payload: body }),
    escalate: (shiftId: string, positionId: string, h = headers) => t.app.inject({ method: 'POST', url: url(shiftId, positionId, '/escalate'), headers: h }),
    stop: (shiftId: string, positionId: string, h = headers) => t.app.inject({ method: 'POST', url: url(shiftId, positionId, '/stop'), headers: h }),
  };
}

/** The nurse's calls, by the token of her link. */
export const offerCalls = (t: TestApp) => ({
  get: (token: string) => t.app.inject({ method: 'GET', url: api(`/offers/${token}`) }),
  accept: (token: string) => t.app.inject({ method: 'POST', url: api(`/offers/${token}/accept`) }),
  decline: (token: string) => t.app.inject({ method: 'POST', url: api(`/offers/${token}/decline`) }),
});

/** The newest offer link texted to each employee's nurse, by employee id (the token is nowhere else). */
export async function offerTokens(t: TestApp, employees: readonly { id: string; nurseId: string }[]): Promise<Map<string, string>> {
  const phones = await t.deps.db
    .select({ id: nurses.id, phone: nurses.mobile, code: nurses.countryCode })
    .from(nurses)
    .where(inArray(nurses.id, employees.map((e) => e.nurseId)));
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
