import { pushEndpointAllowed, type PushPayload } from '@careroster/shared/push';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nursePushSubscriptions } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import type { JobContext } from '../../platform/jobs';
import { sendPush, type PushOptions } from '../../platform/push/send';
import { timeClockLinkLive } from '../../platform/time-clock-device';

/**
 * A nurse's phones: the browsers that subscribed through her claimed time-clock link (offers of
 * issue 15, messages of issue 16). A phone may still receive while that link is neither revoked
 * nor expired (the platform's nurse phone identity says when), so revoking the link silences the
 * phone with it.
 */
const livePhone = (now: Date) => timeClockLinkLive(nursePushSubscriptions.timeClockLinkId, now);

/**
 * How a job that pushes to a nurse's phones retries (429, 5xx, network) and how long one run may
 * take: the offer push and the message push behave alike.
 */
export const nursePushJobPolicy = {
  retry: { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 300 },
  expireInSeconds: 120,
} as const;

/** Whether the phone of this time-clock link has subscribed (it may since have been silenced). */
export async function phoneSubscribed(db: DbOrTx, timeClockLinkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nursePushSubscriptions.id })
    .from(nursePushSubscriptions)
    .where(eq(nursePushSubscriptions.timeClockLinkId, timeClockLinkId))
    .limit(1);
  return Boolean(row);
}

/**
 * Subscribes a phone through its time-clock link. One endpoint is one browser: subscribing it
 * again moves it to this link and starts its delivery record afresh.
 */
export async function subscribePhone(
  db: DbOrTx,
  values: Pick<
    typeof nursePushSubscriptions.$inferInsert,
    'facilityId' | 'employeeId' | 'timeClockLinkId' | 'endpoint' | 'p256dh' | 'auth'
  >,
): Promise<void> {
  await db
    .insert(nursePushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: nursePushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()`, lastDeliveredAt: null } });
}

/** Which of these employees have a phone that may receive: a push is queued only for them. */
export async function employeesWithPhones(tx: DbOrTx, employeeIds: readonly string[], now: Date): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ employeeId: nursePushSubscriptions.employeeId })
    .from(nursePushSubscriptions)
    .where(and(inArray(nursePushSubscriptions.employeeId, [...employeeIds]), livePhone(now)));
  return new Set(rows.map((r) => r.employeeId));
}

/**
 * Sends one payload to each of the employee's phones, in a job. 404/410 drop the subscription;
 * answers `retry` when a 429, 5xx or network error is worth another attempt (the caller's job
 * throws, so pg-boss retries; the notification's tag makes a repeat replace, not stack). The
 * endpoint never reaches a log.
 */
export async function pushToNursePhones(
  deps: Deps,
  job: JobContext,
  target: { employeeId: string; logFields: Record<string, string> },
  payload: PushPayload,
  options: PushOptions,
): Promise<{ retry: boolean }> {
  const phones = await deps.db
    .select()
    .from(nursePushSubscriptions)
    .where(and(eq(nursePushSubscriptions.employeeId, target.employeeId), livePhone(deps.clock.now())));
  let retry = false;
  for (const phone of phones) {
    if (!pushEndpointAllowed(phone.endpoint, deps.config.pushAllowedHosts)) continue;
    const { status } = await sendPush(phone, JSON.stringify(payload), options, deps.vapid);
    if (status >= 200 && status < 300) {
      await deps.db
        .update(nursePushSubscriptions)
        .set({ lastDeliveredAt: sql`now()` })
        .where(eq(nursePushSubscriptions.id, phone.id));
    } else if (status === 404 || status === 410) {
      // Only the row that was sent to: the endpoint may have been registered again meanwhile.
      await deps.db
        .delete(nursePushSubscriptions)
        .where(and(eq(nursePushSubscriptions.id, phone.id), eq(nursePushSubscriptions.endpoint, phone.endpoint)));
    } else if (status === 0 || status === 429 || status >= 500) {
      retry = true;
    }
    job.log.info({ ...target.logFields, subscriptionId: phone.id, code: `PUSH_${status || 'NETWORK'}` }, 'nurse push');
  }
  return { retry };
}
