/**
 * Business time is the injected clock (decision 047): moving a test server's clock moves the
 * decisions that read it. Each case below read the system clock before, and did not move.
 */
import { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import { getTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { runMissedPunches } from '../src/modules/timekeeping/missed-punch-job';
import { dataOf, refused } from './helpers/contract-call';
import { useDemoSessions, useTestApp } from './helpers/test-app';
import { addNurse } from './shifts/fixtures';
import { bookNurse, hours, minutes } from './timekeeping/missed-punches/fixtures';
import { claim, linkFor, me } from './timekeeping/time-clock/helpers';

const t = useTestApp({ config: { testClock: true } });
const s = useDemoSessions(t);

const now = () => t.deps.clock.now();
const advance = (ms: number) => {
  const clock = t.deps.clock.adjustable;
  if (!clock) throw new Error('the test app needs config.testClock');
  clock.advance(ms);
};
const deviceTokenOf = (res: { json: () => unknown }) => (res.json() as { data: { device_token: string } }).data.device_token;

describe('the injected clock decides', () => {
  it("a time-clock link's expiry: claiming it, the phone that claimed it, and the facility's view of it", async () => {
    const nurse = await addNurse(t, s.sunrise);
    const expiresAt = new Date(now().getTime() + hours(1));
    const claimed = await claim(t, await linkFor(t, nurse.id, { expiresAt }));
    expect(claimed.statusCode).toBe(200);
    const device = deviceTokenOf(claimed);
    expect((await me(t, device)).statusCode).toBe(200);
    const unclaimed = await linkFor(t, nurse.id, { expiresAt });

    advance(hours(2));

    expect(refused(await claim(t, unclaimed), 401)).toEqual([productMessages.timeClockLinkInvalid]);
    expect(refused(await me(t, device), 401)).toEqual([productMessages.timeClockDeviceInvalid]);
    const link = dataOf(await t.call(getTimeClockLinkContract, { params: { employeeId: nurse.id }, headers: s.admin }));
    expect(link.status).toBe('EXPIRED');
  });

  it('the PTO "today" of the nurse asking from her time clock', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const claimed = await claim(t, await linkFor(t, nurse.id, { expiresAt: new Date(now().getTime() + hours(24 * 30)) }));
    const headers = { 'x-time-clock-device': deviceTokenOf(claimed) };
    const tomorrow = addDays(zonedDate(now(), 'EST'), 1);
    const body = { start_date: tomorrow, end_date: tomorrow, hours: 8 };
    expect(dataOf(await t.call(requestPtoFromTimeClockContract, { body, headers })).status).toBe('PENDING');

    advance(hours(48));

    expect(refused(await t.call(requestPtoFromTimeClockContract, { body, headers }), 422)).toEqual([productMessages.ptoStartInPast]);
  });

  it("the missed-punch job's window: a clock-in is missed 15 minutes after the start", async () => {
    const startsAt = new Date(now().getTime() - minutes(10));
    const booking = await bookNurse(t, s.sunrise, { startsAt, endsAt: new Date(startsAt.getTime() + hours(8)) });
    const run = async () => (await runMissedPunches(t.deps, { requestId: 'test', log: t.app.log })).found;
    const ofBooking = { assignmentId: booking.assignment.id, kind: 'IN' };

    expect(await run()).not.toContainEqual(expect.objectContaining(ofBooking));
    advance(minutes(10));
    expect(await run()).toContainEqual(expect.objectContaining(ofBooking));
  });
});
