/** Users of the facility: invite a manager by mail, remove one, and who may do what. */
import type { FacilityUsersGroup } from '@careroster/shared/api/facility/facility-users';
import { productMessages } from '@careroster/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { dataOf, messagesOf } from './helpers';

let t: TestApp;
let sunrise: string;
let maple: string;
let owner: Record<string, string>;
let admin: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
  owner = bearer((await t.login(demoUsers.owner)).token, sunrise);
  admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
  manager = bearer((await t.login(demoUsers.manager)).token, maple);
});
afterAll(() => t.close());

type Member = { user_id: string; email: string; role: string; last_sign_in_at: string | null };
const list = async (headers: Record<string, string>) => dataOf<{ groups: FacilityUsersGroup[] }>(await t.app.inject({ method: 'GET', url: api('/facilities/users'), headers })).groups;
const invite = (headers: Record<string, string>, body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: api('/facilities/users'), headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const remove = (headers: Record<string, string>, userId: string) => t.app.inject({ method: 'DELETE', url: api(`/facilities/users/${userId}`), headers });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: api(url), payload });
const mailTo = async (to: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)))[0];
const userId = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('listing', () => {
  it('shows an ADMIN her facility, and an OWNER every facility she owns, with roles and last sign-in', async () => {
    const mine = await list(admin);
    expect(mine.map((g) => g.facility_id)).toEqual([sunrise]);
    const members = mine[0]!.members as Member[];
    expect(members.find((m) => m.email === demoUsers.admin)).toMatchObject({ role: 'ADMIN', last_sign_in_at: expect.any(String) });
    expect(members.find((m) => m.email === demoUsers.owner)?.role).toBe('OWNER');

    const all = await list(owner);
    expect(all.map((g) => g.facility_id)).toEqual([sunrise, maple]);
    expect(all[1]!.members.some((m) => m.email === demoUsers.manager)).toBe(true);
  });

  it("is not a manager's (403)", async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/facilities/users'), headers: manager })).statusCode).toBe(403);
  });
});

describe('inviting a manager', () => {
  it('creates the account, mails a set-password link that works, and replays the same key without a second invitation', async () => {
    const key = 'invite-new-manager-1';
    const body = { email: 'New.Manager@Sunrise.example', first_name: 'Nora', last_name: 'Newman' };
    const first = await invite(admin, body, key);
    const answer = dataOf<{ member: Member; new_account: boolean; message: string }>(first);
    expect(answer).toMatchObject({ new_account: true, member: { email: 'new.manager@sunrise.example', role: 'MANAGER', last_sign_in_at: null } });
    const again = await invite(admin, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, 'new.manager@sunrise.example'))).toHaveLength(1);

    // The account cannot be used before the link is.
    expect((await post('/auth/login', { email: 'new.manager@sunrise.example', password: 'anything at all 1' })).statusCode).toBe(401);
    const mail = (await mailTo('new.manager@sunrise.example'))!;
    expect(mail.subject).toBe(productMessages.inviteNewSubject('Sunrise Care Center'));
    const [, uid, token] = mail.text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)! as unknown as [string, string, string];
    expect((await post('/auth/set-password', { uid, token, password: 'quiet meadow lantern 7' })).statusCode).toBe(200);
    const signedIn = await t.login('new.manager@sunrise.example', 'quiet meadow lantern 7');
    const self = bearer(signedIn.token, sunrise);
    expect((await t.app.inject({ method: 'GET', url: api('/address'), headers: self })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: api('/facilities/users'), headers: self })).statusCode).toBe(403);

    const [row] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'facility_user.invite'), eq(auditLog.target, answer.member.user_id)));
    expect(row).toMatchObject({ facilityId: sunrise, detail: 'MANAGER new account' });
  });

  it('adds an existing account as a manager, tells it by mail, and refuses a second invitation (409)', async () => {
    // The Maple manager becomes a Sunrise manager too; her password is unchanged.
    const res = dataOf<{ new_account: boolean }>(await invite(owner, { email: demoUsers.manager, first_name: 'Ignored', last_name: 'Name' }));
    expect(res.new_account).toBe(false);
    const mail = (await mailTo(demoUsers.manager))!;
    expect(mail.subject).toBe(productMessages.inviteExistingSubject('Sunrise Care Center'));
    expect(mail.text).not.toMatch(/set-password/);
    const twice = await invite(admin, { email: demoUsers.manager, first_name: 'A', last_name: 'B' });
    expect(twice.statusCode).toBe(409);
    expect(messagesOf(twice)).toEqual([productMessages.inviteAlreadyMember]);
    await t.login(demoUsers.manager);
  });

  it('checks the fields', async () => {
    const res = await invite(admin, { email: 'not-an-email', first_name: '', last_name: ' ' });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual(
      expect.arrayContaining([productMessages.inviteEmailInvalid, productMessages.inviteFirstNameRequired, productMessages.inviteLastNameRequired]),
    );
  });
});

describe('removing a user', () => {
  it("ends the manager's access to the facility at once, for her open sessions too, and is audited", async () => {
    const mapleManager = await userId(demoUsers.manager);
    const session = bearer((await t.login(demoUsers.manager)).token, sunrise);
    expect((await t.app.inject({ method: 'GET', url: api('/address'), headers: session })).statusCode).toBe(200);

    const res = await remove(admin, mapleManager);
    expect(dataOf<{ message: string }>(res).message).toBe(productMessages.memberRemoved('Maria Lopez'));
    expect((await t.app.inject({ method: 'GET', url: api('/address'), headers: session })).statusCode).toBe(403);
    // Her Maple access is untouched.
    expect((await t.app.inject({ method: 'GET', url: api('/address'), headers: { ...session, 'facility-id': maple } })).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'facility_user.remove'), eq(auditLog.target, mapleManager)));
    expect(row).toMatchObject({ facilityId: sunrise, detail: 'MANAGER' });
    expect((await remove(admin, mapleManager)).statusCode).toBe(404);
  });

  it('never removes oneself or an OWNER; an ADMIN removes managers only', async () => {
    const self = await remove(admin, await userId(demoUsers.admin));
    expect(self.statusCode).toBe(400);
    expect(messagesOf(self)).toEqual([productMessages.removeSelf]);
    const theOwner = await remove(admin, await userId(demoUsers.owner));
    expect(theOwner.statusCode).toBe(403);
    expect(messagesOf(theOwner)).toEqual([productMessages.removeOwner]);

    // A second Sunrise ADMIN (invited, then promoted directly), can only be removed by the OWNER.
    const invited = dataOf<{ member: Member }>(await invite(owner, { email: 'second.admin@sunrise.example', first_name: 'Sam', last_name: 'Second' }));
    await t.sql(sql`update memberships set role = 'ADMIN' where user_id = ${invited.member.user_id}`);
    const byAdmin = await remove(admin, invited.member.user_id);
    expect(byAdmin.statusCode).toBe(403);
    expect(messagesOf(byAdmin)).toEqual([productMessages.removeOnlyManagers]);
    expect((await remove(owner, invited.member.user_id)).statusCode).toBe(200);
  });

  it("refuses a manager (403) and another facility's member (404)", async () => {
    const sunriseAdmin = await userId(demoUsers.admin);
    expect((await remove(manager, sunriseAdmin)).statusCode).toBe(403);
    expect((await remove({ ...owner, 'facility-id': maple }, sunriseAdmin)).statusCode).toBe(404);
  });
});
