import type { ListNotificationsAnswer, NotificationItem, NotificationSettings } from '@careroster/shared/api/notifications/notifications';
import { AppError } from '@careroster/shared/errors';
import { notificationTypes } from '@careroster/shared/paths';
import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { notificationMutes, notifications } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';

type Row = typeof notifications.$inferSelect;

const toItem = (n: Row): NotificationItem => ({
  id: n.id,
  title: n.title,
  body: n.body,
  is_read: n.isRead,
  created_at: n.createdAt.toISOString(),
  payload: { type: n.type, type_id: n.typeId, nurse_id: n.nurseId },
});

/** The caller's own notifications in the facility of the request: nobody reads another's. */
const mine = (ctx: Ctx) => and(eq(notifications.userId, userOf(ctx).id), eq(notifications.facilityId, facilityOf(ctx).id));

async function unreadCount(db: DbOrTx, ctx: Ctx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(ctx), not(notifications.isRead)));
  return row?.n ?? 0;
}

/** The list page of spec 001 section 2, newest first, and the bell's unread count. */
export async function listNotifications(
  ctx: Ctx,
  input: { page: number; page_size: number; unread?: boolean | undefined },
  tx?: DbOrTx,
): Promise<ListNotificationsAnswer> {
  const db = tx ?? ctx.deps.db;
  const where = input.unread ? and(mine(ctx), not(notifications.isRead)) : mine(ctx);
  const [page, unread] = await Promise.all([
    pageWithTotal(
      input,
      async () =>
        (
          await db
            .select()
            .from(notifications)
            .where(where)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(input.page_size)
            .offset((input.page - 1) * input.page_size)
        ).map(toItem),
      async () => (await db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
    ),
    unreadCount(db, ctx),
  ]);
  return { ...page, unread_count: unread };
}

/**
 * Marks the given notifications read. Every id must be one of the caller's in this facility: an
 * id that is not (another user's, another facility's, made up) is a 404 and nothing changes, so a
 * caller learns nothing about ids that are not theirs.
 */
export async function markRead(ctx: Ctx, input: { notification_ids: string[] }, tx?: DbOrTx) {
  const ids = [...new Set(input.notification_ids)];
  const unread = await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'notifications.read' });
    const found = await t
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine(ctx), inArray(notifications.id, ids)))
      .for('update');
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    await t
      .update(notifications)
      .set({ isRead: true })
      .where(and(mine(ctx), inArray(notifications.id, ids), not(notifications.isRead)));
    return unreadCount(t, ctx);
  });
  return { unread_count: unread };
}

export async function markAllRead(ctx: Ctx, _input: unknown, tx?: DbOrTx) {
  await transaction(ctx, tx, async (t, after) => {
    await t
      .update(notifications)
      .set({ isRead: true })
      .where(and(mine(ctx), not(notifications.isRead)));
    after.publish({ type: 'notifications.read' });
  });
  return { unread_count: 0 };
}

export async function notificationSettings(ctx: Ctx, _input: unknown, tx?: DbOrTx): Promise<NotificationSettings> {
  const db = tx ?? ctx.deps.db;
  const rows = await db
    .select({ type: notificationMutes.type })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userOf(ctx).id));
  const muted = new Set(rows.map((r) => r.type));
  return { muted_types: notificationTypes.filter((t) => muted.has(t)) };
}

/** Replaces the caller's muted types; from now on those are not raised for them (raise.ts). */
export async function saveNotificationSettings(ctx: Ctx, input: NotificationSettings, tx?: DbOrTx): Promise<NotificationSettings> {
  const db = tx ?? ctx.deps.db;
  const userId = userOf(ctx).id;
  const types = [...new Set(input.muted_types)];
  await db.transaction(async (t) => {
    await t.delete(notificationMutes).where(eq(notificationMutes.userId, userId));
    if (types.length > 0) await t.insert(notificationMutes).values(types.map((type) => ({ userId, type })));
    await ctx.audit('notifications.settings', { detail: types.join(',') || 'none' }, t);
  });
  return notificationSettings(ctx, undefined, tx);
}
