import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, memberships, notifications, nurses, outbox, walkInInvites } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { hashToken } from '../../src/platform/tokens';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let headers: Record<string, string>;
let sunrise: string;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  headers = bearer((await t.login(demoUsers.admin)).token, sunrise);
});
afterAll(() => t.close());

let n = 0;
const person = () => {
  n += 1;
  return { first_name: 'Walter', last_name: `Walkin${n}`, mobile: `+1(312) 555-${String(3000 + n)}`, job_title_id: JOB_TITLE_IDS.CNA };
};
const create = async (body = person()) => {
  const res = await t.app.inject({ method: 'POST', url: api('/facilities/walk-in-invites'), headers, payload: { ...body, hourly_rate: 21.5 } });
  expect(res.statusCode).toBe(200);
  const data = res.json<{ data: { id: string; url: string; expires_at: string; message: string } }>().data;
  return { ...data, token: data.url.split('/walk-in-invite/')[1]!, body };
};
const read = (token: string) => t.app.inject({ method: 'GET', url: api(`/walk-in-invites/${token}`) });
const complete = (token: string, payload: object) => t.app.inject({ method: 'POST', url: api(`/walk-in-invites/${token}`), payload });
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];

describe('walk-in invites', () => {
  it('creates a random link, keeps only its hash, and queues the SMS', async () => {
    const invite = await create();
    expect(invite.message).toBe(productMessages.walkInInviteSent);
    expect(invite.url).toMatch(/^https:\/\/careroster\.test\/walk-in-invite\/[\w-]{43}$/);
    const [row] = await t.deps.db.select().from(walkInInvites).where(eq(walkInInvites.id, invite.id));
    expect(row!.tokenHash).toBe(hashToken(invite.token));
    expect(JSON.stringify(row)).not.toContain(invite.token);
    const [sms] = await t.deps.db.select().from(outbox).where(and(eq(outbox.channel, 'SMS'), sql`${outbox.text} like ${`%${invite.url}%`}`));
    expect(sms!.to).toBe(`+1312555${String(3000 + n)}`);
  });

  it('shows the invite publicly without a referrer, then makes the nurse a WN employee once', async () => {
    const invite = await create();
    const shown = await read(invite.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.json<{ data: object }>().data).toMatchObject({ facility_name: 'Sunrise Care Center', first_name: 'Walter', mobile: invite.body.mobile });

    const done = await complete(invite.token, invite.body);
    expect(done.statusCode).toBe(200);
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    expect(done.json<{ data: object }>().data).toEqual({ message: productMessages.walkInCompleted, facility_name: 'Sunrise Care Center' });
    const [employee] = await t.deps.db
      .select({ type: employees.workerType, status: employees.status, rate: employees.hourlyRateCents })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(and(eq(employees.facilityId, sunrise), eq(nurses.lastName, invite.body.last_name)));
    expect(employee).toEqual({ type: 'WN', status: 'ACTIVE', rate: 2150 });
    // Every member of the facility hears of the arrival (JOB-REQUEST), the nurse's page as its target.
    const arrivals = await t.deps.db
      .select({ userId: notifications.userId, nurseId: notifications.nurseId, typeId: notifications.typeId, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.facilityId, sunrise), eq(notifications.type, 'JOB-REQUEST'), eq(notifications.title, productMessages.walkInJoinedTitle)));
    const mine = arrivals.filter((a) => a.body.includes(invite.body.last_name));
    const members = await t.deps.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.facilityId, sunrise));
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
    await t.deps.db.update(walkInInvites).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(walkInInvites.id, invite.id));
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

  it("refuses a nurse who already works here, and the link stays usable", async () => {
    const [existing] = await t.deps.db
      .select({ mobile: nurses.mobile })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(eq(employees.facilityId, sunrise))
      .limit(1);
    const invite = await create();
    const res = await complete(invite.token, { ...invite.body, mobile: existing!.mobile });
    expect(res.statusCode).toBe(409);
    expect(firstMessage(res)).toBe(productMessages.alreadyEmployee);
    expect((await read(invite.token)).statusCode).toBe(200);
  });
});
