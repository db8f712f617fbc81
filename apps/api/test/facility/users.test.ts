/** Users of the facility: invite a manager by mail, remove one, and who may do what. */
import { loginContract } from '@careroster/shared/api/auth/login';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import {
  inviteManagerContract,
  listFacilityUsersContract,
  removeFacilityUserContract,
} from '@careroster/shared/api/facility/facility-users';
import { productMessages } from '@careroster/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { type BodyOf, dataOf, messagesOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
const owner = () => ({ ...s.ownerAtMaple, 'facility-id': s.sunrise });

const list = async (headers: Record<string, string>) => (await t.call(listFacilityUsersContract, { headers })).data.groups;
const invite = (headers: Record<string, string>, body: BodyOf<typeof inviteManagerContract>, key?: string) =>
  t.call(inviteManagerContract, { body, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } });
const remove = (headers: Record<string, string>, userId: string) => t.call(removeFacilityUserContract, { params: { userId }, headers });
const address = (headers: Record<string, string>) => t.call(getAddressContract, { headers });
const mailTo = async (to: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)))[0];
const userId = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('listing', () => {
  it('shows an ADMIN her facility, and an OWNER every facility she owns, with roles and last sign-in', async () => {
    const mine = await list(s.admin);
    expect(mine.map((g) => g.facility_id)).toEqual([s.sunrise]);
    const members = mine[0]!.members;
    expect(members.find((m) => m.email === demoUsers.admin)).toMatchObject({ role: 'ADMIN', last_sign_in_at: expect.any(String) });
    expect(members.find((m) => m.email === demoUsers.owner)?.role).toBe('OWNER');

    const all = await list(owner());
    expect(all.map((g) => g.facility_id)).toEqual([s.sunrise, s.maple]);
    expect(all[1]!.members.some((m) => m.email === demoUsers.manager)).toBe(true);
  });

  it("is not a manager's (403)", async () => {
    expect((await t.call(listFacilityUsersContract, { headers: s.manager })).statusCode).toBe(403);
  });
});

describe('inviting a manager', () => {
  it('creates the account, mails a set-password link that works, and replays the same key without a second invitation', async () => {
    const key = 'invite-new-manager-1';
    const body = { email: 'New.Manager@Sunrise.example', first_name: 'Nora', last_name: 'Newman' };
    const first = await invite(s.admin, body, key);
    const answer = dataOf(first);
    expect(answer).toMatchObject({
      new_account: true,
      member: { email: 'new.manager@sunrise.example', role: 'MANAGER', last_sign_in_at: null },
    });
    const again = await invite(s.admin, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, 'new.manager@sunrise.example'))).toHaveLength(1);

    // The account cannot be used before the link is.
    expect(
      (await t.call(loginContract, { body: { email: 'new.manager@sunrise.example', password: 'anything at all 1' } })).statusCode,
    ).toBe(401);
    const mail = (await mailTo('new.manager@sunrise.example'))!;
    expect(mail.subject).toBe(productMessages.inviteNewSubject('Sunrise Care Center'));
    const [, uid, token] = mail.text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)! as unknown as [string, string, string];
    expect((await t.call(setPasswordContract, { body: { uid, token, password: 'quiet meadow lantern 7' } })).statusCode).toBe(200);
    const signedIn = await t.login('new.manager@sunrise.example', 'quiet meadow lantern 7');
    const self = bearer(signedIn.token, s.sunrise);
    expect((await address(self)).statusCode).toBe(200);
    expect((await t.call(listFacilityUsersContract, { headers: self })).statusCode).toBe(403);

    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility_user.invite'), eq(auditLog.target, answer.member.user_id)));
    expect(row).toMatchObject({ facilityId: s.sunrise, detail: 'MANAGER new account' });
  });

  it('adds an existing account as a manager, tells it by mail, and refuses a second invitation (409)', async () => {
    // The Maple manager becomes a Sunrise manager too; her password is unchanged.
    const res = dataOf(await invite(owner(), { email: demoUsers.manager, first_name: 'Ignored', last_name: 'Name' }));
    expect(res.new_account).toBe(false);
    const mail = (await mailTo(demoUsers.manager))!;
    expect(mail.subject).toBe(productMessages.inviteExistingSubject('Sunrise Care Center'));
    expect(mail.text).not.toMatch(/set-password/);
    const twice = await invite(s.admin, { email: demoUsers.manager, first_name: 'A', last_name: 'B' });
    expect(twice.statusCode).toBe(409);
    expect(messagesOf(twice)).toEqual([productMessages.inviteAlreadyMember]);
    await t.login(demoUsers.manager);
  });

  it('checks the fields', async () => {
    const res = await invite(s.admin, { email: 'not-an-email', first_name: '', last_name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual(
      expect.arrayContaining([
        productMessages.inviteEmailInvalid,
        productMessages.inviteFirstNameRequired,
        productMessages.inviteLastNameRequired,
      ]),
    );
  });
});

describe('removing a user', () => {
  it("ends the manager's access to the facility at once, for her open sessions too, and is audited", async () => {
    const mapleManager = await userId(demoUsers.manager);
    const session = bearer((await t.login(demoUsers.manager)).token, s.sunrise);
    expect((await address(session)).statusCode).toBe(200);

    const res = await remove(s.admin, mapleManager);
    expect(dataOf(res).message).toBe(productMessages.memberRemoved('Maria Lopez'));
    expect((await address(session)).statusCode).toBe(403);
    // Her Maple access is untouched.
    expect((await address({ ...session, 'facility-id': s.maple })).statusCode).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility_user.remove'), eq(auditLog.target, mapleManager)));
    expect(row).toMatchObject({ facilityId: s.sunrise, detail: 'MANAGER' });
    expect((await remove(s.admin, mapleManager)).statusCode).toBe(404);
  });

  it('never removes oneself or an OWNER; an ADMIN removes managers only', async () => {
    const self = await remove(s.admin, await userId(demoUsers.admin));
    expect(self.statusCode).toBe(400);
    expect(messagesOf(self)).toEqual([productMessages.removeSelf]);
    const theOwner = await remove(s.admin, await userId(demoUsers.owner));
    expect(theOwner.statusCode).toBe(403);
    expect(messagesOf(theOwner)).toEqual([productMessages.removeOwner]);

    // A second Sunrise ADMIN (invited, then promoted directly), can only be removed by the OWNER.
    const invited = dataOf(await invite(owner(), { email: 'second.admin@sunrise.example', first_name: 'Sam', last_name: 'Second' }));
    await t.sql(sql`update memberships set role = 'ADMIN' where user_id = ${invited.member.user_id}`);
    const byAdmin = await remove(s.admin, invited.member.user_id);
    expect(byAdmin.statusCode).toBe(403);
    expect(messagesOf(byAdmin)).toEqual([productMessages.removeOnlyManagers]);
    expect((await remove(owner(), invited.member.user_id)).statusCode).toBe(200);
  });

  it("refuses a manager (403) and another facility's member (404)", async () => {
    const sunriseAdmin = await userId(demoUsers.admin);
    expect((await remove(s.manager, sunriseAdmin)).statusCode).toBe(403);
    expect((await remove(s.ownerAtMaple, sunriseAdmin)).statusCode).toBe(404);
  });
});
