import { randomUUID } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import { pushPayloadSchema } from '@careroster/shared/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nursePushSubscriptions, outbox, timeClockLinks } from '../../src/db/schema';
import { fastJobTuning } from '../helpers/jobs';
import { browserKeys, startPushService } from '../helpers/push-service';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { dataOf } from '../helpers/contract-call';
import { deliveredToken } from '../helpers/dev-outbox';
import { waitFor } from '../helpers/wait';
import { linkFor } from '../timekeeping/time-clock/helpers';
import { addNurse, smsTo, staffCalls } from './helpers';

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
});
// After the push service's hooks: the app closes before the service does (afterAll runs last-registered first).
// Plain HTTP to the local stand-in is allowed only because this list names it so.
const t = useTestApp({ config: { jobs: true, pushAllowedHosts: ['http://127.0.0.1'] }, app: { jobs: { tuning: fastJobTuning } } });
const s = useDemoSessions(t);
let admin: ReturnType<typeof staffCalls>;
beforeAll(() => {
  admin = staffCalls(t, s.admin);
});

describe('a staff message reaches her phone', () => {
  it('as a push with the link of her SMS, and the SMS leaves through the outbox; neither carries the text', async () => {
    const nurse = await addNurse(t, s.sunrise);
    // Her time-clock phone turned notifications on (written straight: the subscribe route is the offers suite's).
    await linkFor(t, nurse.id, { linkUsedAt: new Date() });
    const [link] = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id));
    const keys = browserKeys();
    await t.deps.db.insert(nursePushSubscriptions).values({
      facilityId: s.sunrise,
      employeeId: nurse.id,
      timeClockLinkId: link!.id,
      endpoint: service.endpoint('her-phone'),
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    const { id } = dataOf(await admin.open({ employee_ids: [nurse.id] }));
    const text = `The parking code is ${randomUUID()}`;
    expect((await admin.send(id, { body: text })).statusCode).toBe(200);

    const [push] = await waitFor('the message push', async () => service.to('her-phone').length > 0 && service.to('her-phone'));
    const payload = pushPayloadSchema.parse(JSON.parse(keys.decrypt(push!.body)));
    const token = await deliveredToken(t.dataDir, (await smsTo(t, nurse))[0]!.to, '/nurse-messages');
    expect(payload).toEqual({
      id,
      title: productMessages.messagePushTitle('Sunrise Care Center'),
      body: productMessages.messagePushBody,
      type: 'MESSAGE',
      type_id: id,
      url: `/nurse-messages/${token}`,
    });
    await waitFor('the SMS sent', async () => (await smsTo(t, nurse))[0]?.status === 'SENT');
    const [sms] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, (await smsTo(t, nurse))[0]!.id));
    expect(sms!.text).not.toContain(text);
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(text);
    expect(logs).not.toContain(token);
  });
});
