import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, notifications, positionOffers, positions, releasePlans } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';
import { advance, offerCalls, offerTokens, releaseCalls } from './release-fixtures';

const t = useTestApp({ config: { testClock: true } });
const s = useDemoSessions(t);
let calls: ReturnType<typeof releaseCalls>;
const nurse = offerCalls(t);
beforeAll(() => {
  calls = releaseCalls(t, s.admin);
});

/** A released position of `openings` for internal staff, and the links of the `n` nurses it was offered to. */
async function released(jobTitleId: string, openings: number, n: number, daysAhead = 14) {
  const shift = await addShift(t, s.sunrise, { daysAhead });
  const position = await addPosition(t, shift, { jobTitleId, applicableFor: ['IN'], totalPositions: openings, rateCents: 9_900 });
  const staff: Awaited<ReturnType<typeof addNurse>>[] = [];
  for (let i = 0; i < n; i += 1) staff.push(await addNurse(t, s.sunrise, { jobTitleId, hourlyRateCents: 4_000 + i }));
  expect((await calls.start(shift.id, position.id)).statusCode).toBe(200);
  const tokens = await offerTokens(t, staff);
  return { shift, position, staff, token: (i: number) => tokens.get(staff[i]!.id)! };
}

const statusOf = async (token: string) => (await nurse.get(token)).json().data.status as string;

describe("the nurse's offer", () => {
  it('shows the shift and her pay, and accepting books her through the capacity guarantee', async () => {
    const o = await released(JOB_TITLE_IDS.SC, 2, 3);
    const page = await nurse.get(o.token(0));
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.json().data).toMatchObject({
      status: 'OFFERED',
      facility_name: 'Sunrise Care Center',
      hourly_rate: 40,
      shift: { start_date: o.shift.startDate, start_time: '07:00', timezone: 'EST' },
    });

    const accepted = await nurse.accept(o.token(0));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ status: 'ACCEPTED', message: productMessages.offerAccepted });
    const [booking] = await t.deps.db.select().from(assignments).where(eq(assignments.positionId, o.position.id));
    expect(booking).toMatchObject({ employeeId: o.staff[0]!.id, source: 'OFFER' });
    const [offer] = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.employeeId, o.staff[0]!.id));
    expect(offer).toMatchObject({ status: 'ACCEPTED', assignmentId: booking!.id });
    expect(offer!.respondedAt).not.toBeNull();
    // One of two openings: the others may still accept, and the facility was told.
    expect(await statusOf(o.token(1))).toBe('OFFERED');
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'JOB-REQUEST'), eq(notifications.typeId, o.shift.id)));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.title).toBe(productMessages.offerAcceptedTitle);

    const again = await nurse.accept(o.token(0));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toEqual([productMessages.offerAlreadyAccepted]);
  });

  it('fills the position with the last opening: the others see "filled" and cannot accept', async () => {
    const o = await released(JOB_TITLE_IDS.IP, 1, 3);
    expect((await nurse.decline(o.token(2))).json().data).toEqual({ status: 'DECLINED', message: productMessages.offerDeclined });
    expect((await nurse.accept(o.token(1))).statusCode).toBe(200);
    expect(await statusOf(o.token(0))).toBe('FILLED');
    const late = await nurse.accept(o.token(0));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toEqual([productMessages.offerFilled]);
    const offers = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.positionId, o.position.id));
    expect(Object.fromEntries(offers.map((x) => [x.employeeId, x.status]))).toEqual({
      [o.staff[0]!.id]: 'FILLED',
      [o.staff[1]!.id]: 'ACCEPTED',
      [o.staff[2]!.id]: 'DECLINED',
    });
    const [plan] = await t.deps.db.select().from(releasePlans).where(eq(releasePlans.positionId, o.position.id));
    expect(plan).toMatchObject({ status: 'FILLED', nextAt: null });
    const [position] = await t.deps.db.select().from(positions).where(eq(positions.id, o.position.id));
    expect(position).toMatchObject({ acceptedCount: 1, status: 'FILLED' });
    expect((await calls.start(o.shift.id, o.position.id)).statusCode).toBe(409);
  });

  it('tells her the position was filled by the facility meanwhile', async () => {
    const o = await released(JOB_TITLE_IDS.AD, 1, 2);
    await t.deps.db.update(positions).set({ assignedCount: 1, status: 'FILLED' }).where(eq(positions.id, o.position.id));
    expect(await statusOf(o.token(0))).toBe('FILLED');
    const res = await nurse.accept(o.token(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toEqual([productMessages.offerFilled]);
    const [offer] = await t.deps.db.select().from(positionOffers).where(eq(positionOffers.employeeId, o.staff[0]!.id));
    expect(offer!.status).toBe('FILLED');
  });

  it('refuses an unknown, declined, withdrawn or expired link with a clear 4xx', async () => {
    const unknown = await nurse.get('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toEqual([productMessages.offerLinkUnknown]);
    expect((await nurse.accept('short')).statusCode).toBe(422);

    const o = await released(JOB_TITLE_IDS.REC, 1, 3, 2);
    await nurse.decline(o.token(0));
    const declined = await nurse.accept(o.token(0));
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.message).toEqual([productMessages.offerAlreadyDeclined]);

    // The link stops working when the shift begins.
    advance(t, (o.shift.startsAt.getTime() - t.deps.clock.now().getTime()) / 3_600_000);
    expect(await statusOf(o.token(1))).toBe('EXPIRED');
    const expired = await nurse.accept(o.token(1));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toEqual([productMessages.offerExpired]);

    const w = await released(JOB_TITLE_IDS.US, 1, 1);
    await calls.stop(w.shift.id, w.position.id);
    expect(await statusOf(w.token(0))).toBe('WITHDRAWN');
    const withdrawn = await nurse.decline(w.token(0));
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.message).toEqual([productMessages.offerWithdrawn]);
  });

  it('keeps the token out of the logs', async () => {
    const o = await released(JOB_TITLE_IDS.HK, 1, 1);
    await nurse.get(o.token(0));
    expect(t.logs.join('\n')).not.toContain(o.token(0));
    expect(t.logs.join('\n')).toContain('/offers/[redacted]');
  });
});
