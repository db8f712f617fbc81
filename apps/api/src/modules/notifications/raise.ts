import type { NotificationType } from '@careroster/shared/paths';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { afterCommit } from '../../platform/effects';
import { activeMembers } from '../../platform/sessions';

/** Delivers each raised notification to its recipient's browsers (Web Push); see modules/push. */
export const PUSH_NOTIFICATIONS_JOB = 'push.notifications';

/** What happened, for one facility; the recipients are its members (decision 014). */
export type Notice = {
  facilityId: string;
  type: NotificationType;
  /** The id the click target needs (a shift for APPLICATION, a credential for CREDENTIAL ...). */
  typeId?: string | null;
  nurseId?: string | null;
  title: string;
  body: string;
};

export type RaisedNotification = { id: string; userId: string; facilityId: string; type: NotificationType; typeId: string | null };

/**
 * The one way a notification is raised, inside the transaction of the change it reports, so both
 * commit or neither. Every active member of the notice's facility receives their own row, except
 * the user who caused it (they know) and users who muted the type in their profile. After the
 * outermost commit, one live event per facility and subject tells open apps to refetch their list
 * and show a toast, and one push job delivers the lot (decision 045).
 */
export async function raiseNotifications(
  tx: DbOrTx,
  notices: readonly Notice[],
  opts: { exceptUserId?: string | null } = {},
): Promise<RaisedNotification[]> {
  if (notices.length === 0) return [];
  const rows = notices.map((n) => ({
    facility_id: n.facilityId,
    type: n.type,
    type_id: n.typeId ?? null,
    nurse_id: n.nurseId ?? null,
    title: n.title,
    body: n.body,
  }));
  const members = activeMembers(tx);
  const result = await tx.execute(sql`
    insert into notifications (facility_id, user_id, type, type_id, nurse_id, title, body)
    select v.facility_id, ${members.userId}, v.type, v.type_id, v.nurse_id, v.title, v.body
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(facility_id uuid, type notification_type, type_id uuid, nurse_id uuid, title text, body text)
    join ${members} on ${members.facilityId} = v.facility_id
    where ${members.userId} is distinct from ${opts.exceptUserId ?? null}::uuid
      and not exists (select 1 from notification_mutes nm where nm.user_id = ${members.userId} and nm.type = v.type)
    returning id, user_id, facility_id, type, type_id`);
  const { rows: returned } = result as {
    rows: { id: string; user_id: string; facility_id: string; type: NotificationType; type_id: string | null }[];
  };
  const raised = returned.map((r) => ({ id: r.id, userId: r.user_id, facilityId: r.facility_id, type: r.type, typeId: r.type_id }));
  announce(tx, raised);
  return raised;
}

/**
 * The raised notifications with what a push of one carries, as a subquery to join by `id` or
 * `userId`: push delivery (modules/push) reads them in its own statement with the recipient's
 * browsers.
 */
export const raisedNotifications = (db: DbOrTx) =>
  db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      typeId: notifications.typeId,
      nurseId: notifications.nurseId,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .as('raised_notifications');

function announce(tx: DbOrTx, raised: readonly RaisedNotification[]) {
  if (raised.length === 0) return;
  const after = afterCommit(tx);
  const subjects = new Map<string, RaisedNotification>();
  for (const r of raised) subjects.set(`${r.facilityId}|${r.type}|${r.typeId ?? ''}`, r);
  for (const r of subjects.values()) {
    after.publish({ type: 'notifications.created', notification_type: r.type, type_id: r.typeId }, r.facilityId);
  }
  after.trigger(PUSH_NOTIFICATIONS_JOB, { ids: raised.map((r) => r.id) });
}
