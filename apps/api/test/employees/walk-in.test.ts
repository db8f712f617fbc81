import {
  completeWalkInInviteContract,
  createWalkInInviteContract,
  getWalkInInviteContract,
} from '@careroster/shared/api/employees/walk-in-invites';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, memberships, notifications, nurses, outbox, walkInInvites } from '../../src/db/schema';
import { hashToken } from '../../src/platform/tokens';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

let n = 0;
const person = () => {
  n += 1;
  return { first_name: 'Walter', last_name: `Walkin${n}`, mobile: `+1(312) 555-${String(3000 + n)}`, job_title_id: JOB_TITLE_IDS.CNA };
};
const create = async (body = person()) => {
  const res = await t.call(createWalkInInviteContract, { body: { ...body, hourly_rate: 21.5 }, headers: s.admin });
  expect(res.statusCode).toBe(200);
  const data = res.data;
  return { ...data, token: data.url.split('/walk-in-invite/')[1]!, body };
};
const read = (token: string) => t.call(getWalkInInviteContract, { params: { token } });
const complete = (token: string, body: BodyOf<typeof completeWalkInInviteContract>) =>
  t.call(completeWalkInInviteContract, { params: { token }, body });
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];

describe('walk-in invites', () => {
  it('creates a random link, keeps only its hash, and queues the SMS', async () => {
    const invite = await create();
    expect(invite.message).toBe(productMessages.walkInInviteSent);
    expect(invite.url).toMatch(/^https:\/\/careroster\.test\/walk-in-invite\/[\w-]{43}$/);
    const [row] = await t.deps.db.select().from(walkInInvites).where(eq(walkInInvites.id, invite.id));
    expect(row!.tokenHash).toBe(hashToken(invite.token));
    expect(JSON.stringify(row)).not.toContain(invite.token);
    const [sms] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'SMS'), sql`${outbox.text} like ${`%${invite.url}%`}`));
    expect(sms!.to).toBe(`+1312555${String(3000 + n)}`);
  });

  it('shows the invite publicly without a referrer, then makes the nurse a WN employee once', async () => {
    const invite = await create();
    const shown = await read(invite.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.data).toMatchObject({
      facility_name: 'Sunrise Care Center',
      first_name: 'Walter',
      mobile: invite.body.mobile,
    });

    const done = await complete(invite.token, invite.body);
    expect(done.statusCode).toBe(200);
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    expect(done.data).toEqual({ message: productMessages.walkInCompleted, facility_name: 'Sunrise Care Center' });
    const [employee] = await t.deps.db
      .select({ type: employees.workerType, status: employees.status, rate: employees.hourlyRateCents })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(and(eq(employees.facilityId, s.sunrise), eq(nurses.lastName, invite.body.last_name)));
    expect(employee).toEqual({ type: 'WN', status: 'ACTIVE', rate: 2150 });
    // Every member of the facility hears of the arrival (JOB-REQUEST), the nurse's page as its target.
    const arrivals = await t.deps.db
      .select({ userId: notifications.userId, nurseId: notifications.nurseId, typeId: notifications.typeId, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.facilityId, s.sunrise),
          eq(notifications.type, 'JOB-REQUEST'),
          eq(notifications.title, productMessages.walkInJoinedTitle),
        ),
      );
    const mine = arrivals.filter((a) => a.body.includes(invite.body.last_name));
    const members = await t.deps.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.facilityId, s.sunrise));
    expect(mine.map((a) => a.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    expect(mine.every((a) => a.typeId === null && a.nurseId !== null)).toBe(true);

    // Single use: the link is spent, for reading and for completing.
    const reused = await complete(invite.token, invite.body);
    expect(reused.statusCode).toBe(404);
    expect(firstMessage(reused)).toBe(productMessages.walkInInviteInvalid);
    expect((await read(invite.token)).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous completions through', async () => {
    const invite = await create();
    const results = await Promise.all([complete(invite.token, invite.body), complete(invite.token, invite.body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses an expired link', async () => {
    const invite = await create();
    await t.deps.db
      .update(walkInInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(walkInInvites.id, invite.id));
    expect((await read(invite.token)).statusCode).toBe(404);
    const res = await complete(invite.token, invite.body);
    expect(res.statusCode).toBe(404);
    expect(firstMessage(res)).toBe(productMessages.walkInInviteInvalid);
  });

  it('refuses an unknown token', async () => {
    expect((await read('x'.repeat(43))).statusCode).toBe(404);
  });

  it('checks the phone mask and the job title, and keeps the link for a corrected try', async () => {
    const invite = await create();
    const badPhone = await complete(invite.token, { ...invite.body, mobile: '(012) 345-6789' });
    expect(badPhone.statusCode).toBe(422);
    expect(firstMessage(badPhone)).toBe(messages.phoneInvalid);
    const badTitle = await complete(invite.token, { ...invite.body, job_title_id: '00000000-0000-4000-8000-000000000000' });
    expect(badTitle.statusCode).toBe(422);
    expect((await complete(invite.token, invite.body)).statusCode).toBe(200);
  });

  it('refuses a nurse who already works here, and the link stays usable', async () => {
    const [existing] = await t.deps.db
      .select({ mobile: nurses.mobile })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(eq(employees.facilityId, s.sunrise))
      .limit(1);
    const invite = await create();
    const res = await complete(invite.token, { ...invite.body, mobile: existing!.mobile });
    expect(res.statusCode).toBe(409);
    expect(firstMessage(res)).toBe(productMessages.alreadyEmployee);
    expect((await read(invite.token)).statusCode).toBe(200);
  });
});
