import { getOfferNotificationsContract, subscribeOfferNotificationsContract } from '@careroster/shared/api/staffing/offers';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { pushPayloadSchema } from '@careroster/shared/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nursePushSubscriptions, nurses, timeClockLinks } from '../../src/db/schema';
import { queueOfferPushes } from '../../src/modules/staffing/nurse-push';
import { fastJobTuning } from '../helpers/jobs';
import { browserKeys, startPushService } from '../helpers/push-service';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { deliveredToken } from '../helpers/dev-outbox';
import { waitFor } from '../helpers/wait';
import { addNurse, addPosition, addShift } from '../shifts/fixtures';
import { hashToken, newToken } from '../../src/platform/tokens';
import { linkFor } from '../timekeeping/time-clock/helpers';
import { releaseCalls } from './release-fixtures';

// Plain HTTP to the local stand-in is allowed only because this list names it so.
const t = useTestApp({ config: { jobs: true, pushAllowedHosts: ['http://127.0.0.1'] }, app: { jobs: { tuning: fastJobTuning } } });
const s = useDemoSessions(t);
let service: Awaited<ReturnType<typeof startPushService>>;
let calls: ReturnType<typeof releaseCalls>;

beforeAll(async () => {
  service = await startPushService();
  calls = releaseCalls(t, s.admin);
});
afterAll(async () => {
  await service?.close();
});

const header = (device?: string): Record<string, string> => (device ? { 'x-time-clock-device': device } : {});
const state = (device?: string) => t.call(getOfferNotificationsContract, { headers: header(device) });
const subscribe = (device: string | undefined, subscription: string) =>
  t.call(subscribeOfferNotificationsContract, { body: { subscription }, headers: header(device) });

describe('offers as notifications on her time-clock phone', () => {
  it('subscribes by the device token, and pushes each offer with its link', async () => {
    const jobTitleId = JOB_TITLE_IDS.SC;
    const nurse = await addNurse(t, s.sunrise, { jobTitleId });
    // Her phone claimed its time-clock link (written directly: the claim route's rate limit is shared through Redis).
    const device = newToken();
    await linkFor(t, nurse.id, { deviceTokenHash: hashToken(device), linkUsedAt: new Date() });
    expect((await state(undefined)).statusCode).toBe(401);
    const before = (await state(device)).data;
    expect(before).toEqual({ public_key: t.deps.vapid.publicKey, subscribed: false });

    const keys = browserKeys();
    const subscription = JSON.stringify({
      endpoint: service.endpoint('phone'),
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect((await subscribe('not-a-device', subscription)).statusCode).toBe(401);
    const bad = await subscribe(device, '{"endpoint":"https://evil.example/x"}');
    expect(bad.statusCode).toBe(422);
    const ok = await subscribe(device, subscription);
    expect(ok.data).toMatchObject({ subscribed: true, message: productMessages.offerPushOn });
    expect((await state(device)).data.subscribed).toBe(true);

    const shift = await addShift(t, s.sunrise, { daysAhead: 16 });
    const position = await addPosition(t, shift, { jobTitleId, applicableFor: ['IN'] });
    expect((await calls.start(shift.id, position.id)).statusCode).toBe(200);
    const [push] = await waitFor('the offer push', async () => service.to('phone').length > 0 && service.to('phone'));
    const payload = pushPayloadSchema.parse(JSON.parse(keys.decrypt(push!.body)));
    const [phone] = await t.deps.db
      .select({ code: nurses.countryCode, mobile: nurses.mobile })
      .from(nurses)
      .where(eq(nurses.id, nurse.nurseId));
    const token = await deliveredToken(t.dataDir, `${phone!.code}${phone!.mobile}`, '/offers');
    expect(payload).toMatchObject({ title: productMessages.offerPushTitle('Sunrise Care Center'), url: `/offers/${token}` });
    expect(push!.headers.urgency).toBe('high');
    // The token reached her phone sealed inside the push, never a log.
    expect(t.logs.join('\n')).not.toContain(token);

    // The job marks the subscription after the push service answered, so a moment after the push arrived.
    await waitFor('the delivery recorded', async () => {
      const [row] = await t.deps.db.select().from(nursePushSubscriptions).where(eq(nursePushSubscriptions.employeeId, nurse.id));
      return row!.lastDeliveredAt !== null;
    });

    // Revoking her time-clock link stops the phone's notifications with it: no push is queued.
    const next = { offerId: payload.id, employeeId: nurse.id, title: 't', body: 'b', url: '/offers/x' };
    expect(await queueOfferPushes(t.deps.db, [next], t.deps.clock.now())).toHaveLength(1);
    await t.deps.db.update(timeClockLinks).set({ revokedAt: new Date() }).where(eq(timeClockLinks.employeeId, nurse.id));
    expect(await queueOfferPushes(t.deps.db, [next], t.deps.clock.now())).toEqual([]);
  });
});
