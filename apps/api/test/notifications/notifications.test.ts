import { uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import {
  getNotificationSettingsContract,
  listNotificationsContract,
  type ListNotificationsAnswer,
  type ListNotificationsQuery,
  markAllNotificationsReadContract,
  markNotificationsReadContract,
  saveNotificationSettingsContract,
} from '@careroster/shared/api/notifications/notifications';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentials, notifications, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { pngBytes, soloEmployee } from '../employees/fixtures';
import { joined, type Client } from '../helpers/live-client';
import type { BodyOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
// The owner at Sunrise, signed in here because the live socket takes her token itself.
let ownerToken: string;
let owner: Record<string, string>;

beforeAll(async () => {
  ownerToken = (await t.login(demoUsers.owner)).token;
  owner = bearer(ownerToken, s.sunrise);
});

const list = async (headers: Record<string, string>, query: ListNotificationsQuery = {}) => {
  const res = await t.call(listNotificationsContract, { query, headers });
  expect(res.statusCode).toBe(200);
  return res.data;
};
// Some lists of ids here are malformed on purpose (empty, too long, not ids, not a list), for the server to refuse.
const markRead = (headers: Record<string, string>, ids: unknown) =>
  t.call(markNotificationsReadContract, { body: { notification_ids: ids } as BodyOf<typeof markNotificationsReadContract>, headers });
const settings = (body: BodyOf<typeof saveNotificationSettingsContract>) =>
  t.call(saveNotificationSettingsContract, { body, headers: bearer(ownerToken) });
const userId = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the notification list', () => {
  it("answers the caller's own notifications, newest first, with the bell's unread count", async () => {
    const page = await list(s.admin, { page_size: 50 });
    expect(page.results.length).toBeGreaterThan(0);
    const times = page.results.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await t.deps.db
      .select({ id: notifications.id, isRead: notifications.isRead })
      .from(notifications)
      .where(and(eq(notifications.userId, await userId(demoUsers.admin)), eq(notifications.facilityId, s.sunrise)));
    expect(page.count).toBe(mine.length);
    expect(page.unread_count).toBe(mine.filter((n) => !n.isRead).length);
    const ids = new Set(mine.map((n) => n.id));
    expect(page.results.every((n) => ids.has(n.id))).toBe(true);
    expect(page.results[0]).toMatchObject({ title: expect.any(String), body: expect.any(String), payload: { type: expect.any(String) } });
  });

  it('filters the unread ones and pages them', async () => {
    const unread = await list(s.admin, { unread: 'true', page_size: 2 });
    expect(unread.results.every((n) => !n.is_read)).toBe(true);
    expect(unread.count).toBe(unread.unread_count);
    const second = await list(s.admin, { unread: 'true', page_size: 2, page: 2 });
    expect(second.results.map((n) => n.id)).not.toContain(unread.results[0]?.id);
  });

  it('refuses a filter that is not true or false', async () => {
    // A flag the contract's type does not allow, sent on purpose.
    const res = await t.call(listNotificationsContract, { query: { unread: 'yes' } as object, headers: s.admin });
    expect(res.statusCode).toBe(422);
  });
});

describe('marking read', () => {
  it('marks the given notifications read and answers the new unread count', async () => {
    const before = await list(s.admin, { unread: 'true', page_size: 2 });
    const ids = before.results.map((n) => n.id);
    const res = await markRead(s.admin, ids);
    expect(res.statusCode).toBe(200);
    expect(res.data.unread_count).toBe(before.unread_count - ids.length);
    const after = await list(s.admin, { page_size: 50 });
    for (const id of ids) expect(after.results.find((n) => n.id === id)?.is_read).toBe(true);
  });

  it("answers 404 for another user's, another facility's or an unknown id, and changes nothing", async () => {
    const ownersUnread = (await list(owner, { unread: 'true', page_size: 1 })).results[0]!;
    const maplesUnread = (await list(s.manager, { unread: 'true', page_size: 1 })).results[0]!;
    const mineUnread = (await list(s.admin, { unread: 'true', page_size: 1 })).results[0]!;
    for (const foreign of [ownersUnread.id, maplesUnread.id, crypto.randomUUID()]) {
      const res = await markRead(s.admin, [mineUnread.id, foreign]);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ success: boolean }>().success).toBe(false);
    }
    expect((await list(s.admin, { page_size: 50 })).results.find((n) => n.id === mineUnread.id)?.is_read).toBe(false);
    expect((await list(owner, { page_size: 50 })).results.find((n) => n.id === ownersUnread.id)?.is_read).toBe(false);
    expect((await list(s.manager, { page_size: 50 })).results.find((n) => n.id === maplesUnread.id)?.is_read).toBe(false);
  });

  it('refuses an empty list, a list too long, and ids that are not ids', async () => {
    for (const ids of [[], Array.from({ length: 101 }, () => crypto.randomUUID()), ['1'], 'all']) {
      const res = await markRead(s.admin, ids);
      expect(res.statusCode).toBe(422);
    }
  });

  it('marks all read for the caller only', async () => {
    const ownerBefore = (await list(owner)).unread_count;
    const res = await t.call(markAllNotificationsReadContract, { headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect((await list(s.admin)).unread_count).toBe(0);
    expect((await list(owner)).unread_count).toBe(ownerBefore);
  });
});

describe('raising and muting', () => {
  let employee: { id: string; nurseId: string };
  let credentialId: string;
  const upload = async () => {
    const body = new FormData();
    body.set('upload_data_2', new Blob([await pngBytes()], { type: 'application/octet-stream' }), 'license.png');
    const res = await t.call(uploadCredentialContract, {
      params: { employeeId: employee.id, credentialDataId: credentialId },
      body,
      headers: s.admin,
    });
    expect(res.statusCode).toBe(200);
  };
  const aboutCredential = (n: ListNotificationsAnswer['results'][number]) =>
    n.payload.type === 'CREDENTIAL' && n.payload.type_id === credentialId;

  beforeAll(async () => {
    employee = await soloEmployee(t, s.sunrise);
    const [c] = await t.deps.db.select({ id: credentials.id }).from(credentials).where(eq(credentials.nurseId, employee.nurseId)).limit(1);
    credentialId = c!.id;
  });

  it("tells the facility's other members of a document to review, live, but not the uploader", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let socket: Client | undefined;
    try {
      socket = await joined(base, ownerToken, s.sunrise);
      await upload();
      const event = await socket.next((m) => m.type === 'notifications.created');
      expect(event).toEqual({ type: 'notifications.created', notification_type: 'CREDENTIAL', type_id: credentialId });
    } finally {
      await socket?.close();
    }
    const [item] = (await list(owner, { unread: 'true', page_size: 50 })).results.filter(aboutCredential);
    expect(item).toMatchObject({
      title: productMessages.credentialUploadedTitle,
      is_read: false,
      payload: { type: 'CREDENTIAL', type_id: credentialId, nurse_id: employee.nurseId },
    });
    expect((await list(s.admin, { page_size: 50 })).results.filter(aboutCredential)).toEqual([]);
  });

  it('keeps muted types away from the user who muted them, in their profile', async () => {
    const save = await settings({ muted_types: ['CREDENTIAL', 'PBJ'] });
    expect(save.statusCode).toBe(200);
    expect(save.data.muted_types).toEqual(['CREDENTIAL', 'PBJ']);
    const read = await t.call(getNotificationSettingsContract, { headers: bearer(ownerToken) });
    expect(read.data.muted_types).toEqual(['CREDENTIAL', 'PBJ']);

    const before = (await list(owner, { page_size: 50 })).results.filter(aboutCredential).length;
    await upload();
    expect((await list(owner, { page_size: 50 })).results.filter(aboutCredential).length).toBe(before);

    // A type that does not exist, sent on purpose past the contract's type.
    const bad = await settings({ muted_types: ['SPAM'] } as object as BodyOf<typeof saveNotificationSettingsContract>);
    expect(bad.statusCode).toBe(422);
    await settings({ muted_types: [] });
  });
});
