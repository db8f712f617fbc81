import { createHash } from 'node:crypto';
import type { NotificationType } from '@careroster/shared/paths';
import { pushDeliveryOf, pushEndpointAllowed, pushTargetOf, type PushPayload } from '@careroster/shared/push';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { sendPush } from '../../platform/push/send';
import { liveSessions } from '../../platform/sessions';
import { PUSH_NOTIFICATIONS_JOB, raisedNotifications } from '../notifications';

export const PUSH_DELIVER_JOB = 'push.deliver';

const fanOutInput = z.object({ ids: z.array(z.uuid()).max(10_000) });
const deliverInput = z.object({ notificationId: z.uuid(), subscriptionId: z.uuid() });

/** A push that failed with this status is worth another try later (RFC 8030: 429 and 5xx). */
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/** A push job's error carries a code only: the endpoint (a capability URL) never reaches a log or pg-boss. */
class PushError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'PushError';
  }
}

/**
 * Deterministic job id per (notification, subscription): pg-boss inserts with ON CONFLICT DO
 * NOTHING, so a retried fan-out does not queue the same delivery twice.
 */
function deliveryJobId(notificationId: string, subscriptionId: string): string {
  const h = createHash('sha256').update(`${notificationId}|${subscriptionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** `push.notifications` `{ ids }`: one `push.deliver` job per raised notification and live subscription of its recipient. */
export function pushNotificationsJob(deps: () => Deps): JobDefinition {
  return {
    name: PUSH_NOTIFICATIONS_JOB,
    retry: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    handler: async (data, job) => {
      const parsed = fanOutInput.safeParse(data);
      if (!parsed.success) {
        job.log.warn({ code: 'BAD_JOB_DATA' }, 'push fan-out skipped');
        return;
      }
      const { db, config, jobs } = deps();
      if (parsed.data.ids.length === 0) return;
      // The subscriptions still allowed to receive: their session live (platform/sessions.ts).
      const [n, live] = [raisedNotifications(db), liveSessions(db, config.sessionIdleMs)];
      const result = await db.execute(sql`
        select ${n.id} as notification_id, s.id as subscription_id
        from ${n}
        join push_subscriptions s on s.user_id = ${n.userId}
        join ${live} on ${live.id} = s.session_id
        where ${n.id} = any(${`{${parsed.data.ids.join(',')}}`}::uuid[])`);
      const rows = (result as { rows: { notification_id: string; subscription_id: string }[] }).rows;
      if (rows.length > 0) {
        if (!jobs.boss) throw new PushError('JOBS_OFF');
        const queued = rows.map((r) => ({
          id: deliveryJobId(r.notification_id, r.subscription_id),
          data: { notificationId: r.notification_id, subscriptionId: r.subscription_id },
        }));
        for (let i = 0; i < queued.length; i += 500) await jobs.boss.insert(PUSH_DELIVER_JOB, queued.slice(i, i + 500));
      }
      job.log.info({ notifications: parsed.data.ids.length, deliveries: rows.length }, 'push fan-out');
    },
  };
}

type DeliveryRow = {
  type: NotificationType;
  type_id: string | null;
  nurse_id: string | null;
  title: string;
  body: string;
  age_seconds: number;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * `push.deliver` `{ notificationId, subscriptionId }`: encrypts and sends one notification to one
 * browser. 404/410: the browser dropped the subscription, so the row goes. 429, 5xx and network
 * errors throw, and pg-boss retries with back-off. Other 4xx would fail the same way again: a
 * content-free log line, and the job completes. At least once: a crash after the push service
 * accepted and before the job completed sends it again (the tag, the notification id, lets the
 * browser replace rather than stack it).
 */
export function pushDeliverJob(deps: () => Deps): JobDefinition {
  return {
    name: PUSH_DELIVER_JOB,
    retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
    // A batch's pushes go out side by side; each waits at most 15 s for its push service.
    batchSize: 10,
    expireInSeconds: 120,
    handler: async (data, job) => deliver(deps(), data, job),
  };
}

async function deliver(deps: Deps, data: object, job: JobContext): Promise<void> {
  const parsed = deliverInput.safeParse(data);
  if (!parsed.success) {
    job.log.warn({ code: 'BAD_JOB_DATA' }, 'push skipped');
    return;
  }
  const { notificationId, subscriptionId } = parsed.data;
  const { db, config, vapid } = deps;
  const [n, live] = [raisedNotifications(db), liveSessions(db, config.sessionIdleMs)];
  const result = await db.execute(sql`
    select ${n.type}, ${n.typeId}, ${n.nurseId}, ${n.title}, ${n.body},
           extract(epoch from now() - ${n.createdAt})::float8 as age_seconds,
           s.endpoint, s.p256dh, s.auth
    from ${n}
    join push_subscriptions s on s.user_id = ${n.userId}
    join ${live} on ${live.id} = s.session_id
    where ${n.id} = ${notificationId} and s.id = ${subscriptionId}`);
  const row = (result as { rows: DeliveryRow[] }).rows[0];
  // Turned off, signed out, or the notification deleted since the fan-out: nothing to send.
  if (!row) {
    job.log.info({ notificationId, subscriptionId, code: 'GONE' }, 'push skipped');
    return;
  }
  const delivery = pushDeliveryOf(row.type);
  // A retry past the TTL would be dropped by the push service anyway.
  if (row.age_seconds > delivery.ttlSeconds) {
    job.log.info({ notificationId, subscriptionId, code: 'STALE' }, 'push skipped');
    return;
  }
  // Checked again at send time: the allowlist may have been narrowed since the browser registered.
  if (!pushEndpointAllowed(row.endpoint, config.pushAllowedHosts)) {
    job.log.warn({ notificationId, subscriptionId, code: 'HOST_NOT_ALLOWED' }, 'push skipped');
    return;
  }
  const payload: PushPayload = {
    id: notificationId,
    title: row.title,
    body: row.body,
    type: row.type,
    type_id: row.type_id,
    url: pushTargetOf(row),
  };
  const { status } = await sendPush(row, JSON.stringify(payload), delivery, vapid);
  const code = `PUSH_${status || 'NETWORK'}`;
  if (status >= 200 && status < 300) {
    await db
      .update(pushSubscriptions)
      .set({ lastDeliveredAt: sql`now()` })
      .where(eq(pushSubscriptions.id, subscriptionId));
    job.log.info({ notificationId, subscriptionId, code }, 'push delivered');
    return;
  }
  if (status === 404 || status === 410) {
    // Only the row that was sent to: the endpoint may have been registered again meanwhile.
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, row.endpoint)));
    job.log.info({ notificationId, subscriptionId, code }, 'push subscription gone: removed');
    return;
  }
  if (retryable(status)) throw new PushError(code);
  job.log.warn({ notificationId, subscriptionId, code }, 'push refused');
}
