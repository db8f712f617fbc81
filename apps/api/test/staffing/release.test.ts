import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { positionOffers, releasePlans } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';
import { advance, offerTokens, releaseCalls, runEscalation } from './release-fixtures';

const t = useTestApp({ config: { testClock: true } });
const sessions = useDemoSessions(t);
let calls: ReturnType<typeof releaseCalls>;
beforeAll(() => {
  calls = releaseCalls(t, sessions.admin);
});

type Plan = {
  status: string;
  tier: string;
  next_at: string | null;
  tiers: { tier: string; skipped: boolean; starts_at: string | null; reached: boolean }[];
  offers: { employee_id: string; tier: string; rank: number; status: string; reasons: string[] }[];
};
const planOf = (res: { json: () => unknown }) => (res.json() as { data: { plan: Plan } }).data.plan;
const offered = (plan: Plan, tier?: string) => new Set(plan.offers.filter((o) => !tier || o.tier === tier).map((o) => o.employee_id));
const HOUR = 3_600_000;

/** A position open to every tier, and one eligible nurse of each worker type plus some who are not. */
async function everyTier(jobTitleId: string, opts: { daysAhead?: number; applicableFor?: string[] } = {}) {
  const shift = await addShift(t, sessions.sunrise, { daysAhead: opts.daysAhead ?? 12 });
  const position = await addPosition(t, shift, {
    jobTitleId,
    applicableFor: opts.applicableFor ?? ['IN', 'EN', 'AN'],
    agencyPreference: 'ALL',
    totalPositions: 1,
  });
  const staff = await addNurse(t, sessions.sunrise, { jobTitleId });
  const walkIn = await addNurse(t, sessions.sunrise, { jobTitleId, workerType: 'WN' });
  const external = await addNurse(t, sessions.sunrise, { jobTitleId, workerType: 'EN' });
  const agency = await addNurse(t, sessions.sunrise, { jobTitleId, workerType: 'AN' });
  const expired = await addNurse(t, sessions.sunrise, { jobTitleId, credential: 'expired' });
  const otherTitle = await addNurse(t, sessions.sunrise, { jobTitleId: JOB_TITLE_IDS.HK });
  return { shift, position, staff, walkIn, external, agency, expired, otherTitle };
}

describe('release plans', () => {
  it('starts at internal staff with the facility defaults, offers by SMS, then escalates and stops by hand', async () => {
    const o = await everyTier(JOB_TITLE_IDS.SC);
    const started = await calls.start(o.shift.id, o.position.id);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.message).toBe(productMessages.releaseStarted(2));
    let plan = planOf(started);
    expect(plan).toMatchObject({ status: 'ACTIVE', tier: 'INTERNAL' });
    expect(offered(plan)).toEqual(new Set([o.staff.id, o.walkIn.id]));
    expect(plan.offers.every((x) => x.status === 'OFFERED' && x.reasons.length > 0)).toBe(true);
    // The defaults: marketplace 4 hours after the start, agencies 12 hours after (the shift is days away).
    const startedAt = Date.parse(plan.tiers[0]!.starts_at!);
    expect(plan.tiers.map((s) => [s.tier, Date.parse(s.starts_at!) - startedAt, s.reached])).toEqual([
      ['INTERNAL', 0, true],
      ['MARKETPLACE', 4 * HOUR, false],
      ['AGENCY', 12 * HOUR, false],
    ]);
    expect(Date.parse(plan.next_at!)).toBe(startedAt + 4 * HOUR);
    expect((await offerTokens(t, [o.staff, o.walkIn, o.external])).size).toBe(2);

    plan = planOf(await calls.escalate(o.shift.id, o.position.id));
    expect(plan.tier).toBe('MARKETPLACE');
    expect(offered(plan, 'MARKETPLACE')).toEqual(new Set([o.external.id]));
    const toAgency = await calls.escalate(o.shift.id, o.position.id);
    expect(toAgency.json().data.message).toBe(productMessages.releaseEscalated(productMessages.releaseTierLabels.AGENCY, 1));
    plan = planOf(toAgency);
    expect(offered(plan, 'AGENCY')).toEqual(new Set([o.agency.id]));
    expect(plan.next_at).toBeNull();
    for (const nobody of [o.expired, o.otherTitle]) expect(offered(plan).has(nobody.id)).toBe(false);

    const last = await calls.escalate(o.shift.id, o.position.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toEqual([productMessages.releaseLastTier]);

    const stopped = await calls.stop(o.shift.id, o.position.id);
    expect(stopped.json().data.message).toBe(productMessages.releaseStopped(4));
    plan = planOf(stopped);
    expect(plan.status).toBe('STOPPED');
    expect(plan.offers.every((x) => x.status === 'WITHDRAWN')).toBe(true);
    expect((await calls.stop(o.shift.id, o.position.id)).statusCode).toBe(409);

    // Started again: back to internal staff, whose withdrawn offers are renewed with new links.
    const again = planOf(await calls.start(o.shift.id, o.position.id, { marketplace_after_hours: 1, agency_after_hours: 2 }));
    expect(again).toMatchObject({ status: 'ACTIVE', tier: 'INTERNAL' });
    expect(
      again.offers
        .filter((x) => x.status === 'OFFERED')
        .map((x) => x.employee_id)
        .sort(),
    ).toEqual([o.staff.id, o.walkIn.id].sort());
  });

  it('skips the tiers applicable_for leaves out', async () => {
    const noMarketplace = await everyTier(JOB_TITLE_IDS.IP, { applicableFor: ['IN', 'AN'] });
    let plan = planOf(await calls.start(noMarketplace.shift.id, noMarketplace.position.id));
    expect(plan.tiers.map((s) => s.skipped)).toEqual([false, true, false]);
    plan = planOf(await calls.escalate(noMarketplace.shift.id, noMarketplace.position.id));
    expect(plan.tier).toBe('AGENCY');
    expect(offered(plan)).toEqual(new Set([noMarketplace.staff.id, noMarketplace.walkIn.id, noMarketplace.agency.id]));

    const marketplaceOnly = await everyTier(JOB_TITLE_IDS.AD, { applicableFor: ['EN'] });
    plan = planOf(await calls.start(marketplaceOnly.shift.id, marketplaceOnly.position.id));
    expect(plan).toMatchObject({ tier: 'MARKETPLACE', next_at: null });
    expect(offered(plan)).toEqual(new Set([marketplaceOnly.external.id]));

    const nobody = await addShift(t, sessions.sunrise, { daysAhead: 12 });
    const closed = await addPosition(t, nobody, { jobTitleId: JOB_TITLE_IDS.AD, applicableFor: [] });
    const refused = await calls.start(nobody.id, closed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toEqual([productMessages.releaseNoTier]);
  });

  it('escalates on the clock: marketplace after N hours, agencies after M, and is safe to run twice', async () => {
    const o = await everyTier(JOB_TITLE_IDS.REC);
    await calls.start(o.shift.id, o.position.id, { marketplace_after_hours: 2, agency_after_hours: 6, agency_within_hours: 1 });
    await runEscalation(t);
    expect(planOf(await calls.get(o.shift.id, o.position.id)).tier).toBe('INTERNAL');
    advance(t, 2);
    await Promise.all([runEscalation(t), runEscalation(t)]);
    await runEscalation(t);
    let plan = planOf(await calls.get(o.shift.id, o.position.id));
    expect(plan.tier).toBe('MARKETPLACE');
    expect(plan.offers.filter((x) => x.tier === 'MARKETPLACE')).toHaveLength(1);
    advance(t, 4);
    await runEscalation(t);
    plan = planOf(await calls.get(o.shift.id, o.position.id));
    expect(plan).toMatchObject({ tier: 'AGENCY', next_at: null });
    expect(plan.offers).toHaveLength(4);
  });

  it('reaches the agencies at once when the shift is nearer than K hours, offering the marketplace on the way', async () => {
    const o = await everyTier(JOB_TITLE_IDS.DA, { daysAhead: 2 });
    const hoursAway = (o.shift.startsAt.getTime() - t.deps.clock.now().getTime()) / HOUR;
    const plan = planOf(
      await calls.start(o.shift.id, o.position.id, {
        marketplace_after_hours: 100,
        agency_after_hours: 200,
        agency_within_hours: Math.ceil(hoursAway) + 1,
      }),
    );
    expect(Date.parse(plan.next_at!)).toBeLessThanOrEqual(t.deps.clock.now().getTime());
    await runEscalation(t);
    const after = planOf(await calls.get(o.shift.id, o.position.id));
    expect(after.tier).toBe('AGENCY');
    expect(offered(after)).toEqual(new Set([o.staff.id, o.walkIn.id, o.external.id, o.agency.id]));
  });

  it('ends the plan when the shift begins: open offers are withdrawn', async () => {
    const o = await everyTier(JOB_TITLE_IDS.CG, { daysAhead: 3 });
    await calls.start(o.shift.id, o.position.id, { marketplace_after_hours: 300, agency_after_hours: 300, agency_within_hours: 0 });
    advance(t, (o.shift.startsAt.getTime() - t.deps.clock.now().getTime()) / HOUR);
    await runEscalation(t);
    const [row] = await t.deps.db.select().from(releasePlans).where(eq(releasePlans.positionId, o.position.id));
    expect(row).toMatchObject({ status: 'STOPPED', nextAt: null });
    const offers = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.positionId, o.position.id));
    expect(offers.map((x) => x.status)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    const refused = await calls.start(o.shift.id, o.position.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toEqual([productMessages.releaseShiftStarted]);
  });

  it('ends the plan FILLED when the facility fills the opening by hand', async () => {
    const o = await everyTier(JOB_TITLE_IDS.PT);
    await calls.start(o.shift.id, o.position.id);
    const assigned = await t.call(assignEmployeesContract, {
      params: { id: o.shift.id },
      body: { nurses: [{ id: o.external.id }], position: o.position.id },
      headers: sessions.admin,
    });
    expect(assigned.statusCode).toBe(200);
    await runEscalation(t);
    const plan = planOf(await calls.get(o.shift.id, o.position.id));
    expect(plan).toMatchObject({ status: 'FILLED', next_at: null });
    expect(plan.offers.map((x) => x.status)).toEqual(['FILLED', 'FILLED']);
  });

  it('refuses bad hours, a completed shift and a filled position', async () => {
    const shift = await addShift(t, sessions.sunrise, { daysAhead: 40 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.US, applicableFor: ['IN'] });
    const backwards = await calls.start(shift.id, position.id, { marketplace_after_hours: 10, agency_after_hours: 5 });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.message).toContain(productMessages.releaseAgencyBeforeMarketplace);
    // The facility's default marketplace hours (4) are later than these agency hours.
    const withDefault = await calls.start(shift.id, position.id, { agency_after_hours: 2 });
    expect(withDefault.statusCode).toBe(422);
    const tooLong = await calls.start(shift.id, position.id, { agency_within_hours: 337 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.message[0]).toBe(productMessages.releaseHoursInvalid(productMessages.releaseAgencyWithinLabel, 0, 336));

    const done = await addShift(t, sessions.sunrise, { daysAhead: -40 });
    const donePosition = await addPosition(t, done, { jobTitleId: JOB_TITLE_IDS.US });
    const completed = await calls.start(done.id, donePosition.id);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().error.message).toEqual([productMessages.completedShiftReadOnly]);

    const full = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.US, totalPositions: 1, assignedCount: 1, status: 'FILLED' });
    const filled = await calls.start(shift.id, full.id);
    expect(filled.statusCode).toBe(409);
    expect(filled.json().error.message).toEqual([productMessages.releasePositionFilled]);
    expect((await calls.escalate(shift.id, position.id)).json().error.message).toEqual([productMessages.releaseNotActive]);
  });

  it("is the facility's own: another facility's position is a 404 on every call", async () => {
    const o = await everyTier(JOB_TITLE_IDS.HK);
    await calls.start(o.shift.id, o.position.id);
    for (const call of [calls.get, calls.escalate, calls.stop]) {
      expect((await call(o.shift.id, o.position.id, sessions.manager)).statusCode).toBe(404);
    }
    expect((await calls.start(o.shift.id, o.position.id, {}, sessions.manager)).statusCode).toBe(404);
    // A position under another shift's address is no position either.
    const other = await addShift(t, sessions.sunrise, { daysAhead: 12 });
    expect((await calls.get(other.id, o.position.id)).statusCode).toBe(404);
    expect(planOf(await calls.get(o.shift.id, o.position.id)).status).toBe('ACTIVE');
  });
});
