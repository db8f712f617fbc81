import type { OfferNotifications } from '@careroster/shared/api/staffing/offers';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { parseDeviceToken, pushEndpointAllowed, type PushPayload } from '@careroster/shared/push';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { positionOffers } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { afterCommit } from '../../platform/effects';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { employeesWithPhones, nursePushJobPolicy, phoneSubscribed, pushToNursePhones, subscribePhone } from '../push';
import { timeClockDevice } from '../../platform/time-clock-device';

export const OFFER_PUSH_JOB = 'staffing.offer-push';

/** One offer's push: its link carries the token, so it travels to the job sealed, never in clear. */
export type OfferPush = { offerId: string; employeeId: string; title: string; body: string; url: string };

const SEAL_CONTEXT = 'offer-push';
const jobInput = z.object({ offerId: z.uuid(), employeeId: z.uuid(), sealed: z.string().max(4096) });
const sealedPush = z.object({ title: z.string(), body: z.string(), url: z.string().startsWith('/') });

/** An offer is worth a buzz until the shift starts; the push service may keep it an hour. */
const PUSH_OPTIONS = { ttlSeconds: 60 * 60, urgency: 'high' } as const;

/** The pushes worth queueing: those of nurses with a phone that turned offers on. */
export async function queueOfferPushes(tx: DbOrTx, pushes: OfferPush[], now: Date): Promise<OfferPush[]> {
  const subscribed = await employeesWithPhones(
    tx,
    pushes.map((p) => p.employeeId),
    now,
  );
  return pushes.filter((p) => subscribed.has(p.employeeId));
}

/** One job per offer push, queued after the outermost commit of `tx`. */
export function dispatchOfferPushes(ctx: Ctx, tx: DbOrTx, pushes: readonly OfferPush[]): void {
  const after = afterCommit(tx);
  for (const p of pushes) {
    const sealed = ctx.deps.secrets.seal(JSON.stringify({ title: p.title, body: p.body, url: p.url }), SEAL_CONTEXT);
    after.trigger(OFFER_PUSH_JOB, { offerId: p.offerId, employeeId: p.employeeId, sealed });
  }
}

/** GET offer-notifications (the time-clock phone): the key to subscribe with and whether this phone has. */
export async function offerNotifications(ctx: Ctx, input: { deviceToken: string | undefined }): Promise<OfferNotifications> {
  const device = await timeClockDevice(ctx.deps.db, input.deviceToken, ctx.deps.clock.now());
  const subscribed = await phoneSubscribed(ctx.deps.db, device.linkId);
  return { public_key: ctx.deps.vapid.publicKey, subscribed };
}

/**
 * PUT offer-notifications (the time-clock phone, by its device token): this phone gets her
 * offers as notifications. Bound to the time-clock link, so revoking the link stops them. One
 * endpoint is one browser: subscribing it again moves it to this link.
 */
export async function subscribeOfferNotifications(
  ctx: Ctx,
  input: { deviceToken: string | undefined; subscription: string },
): Promise<OfferNotifications & { message: string }> {
  const device = await timeClockDevice(ctx.deps.db, input.deviceToken, ctx.deps.clock.now());
  const subscription = parseDeviceToken(input.subscription);
  if (!subscription) throw new AppError('VALIDATION_FAILED', productMessages.pushSubscriptionInvalid);
  if (!pushEndpointAllowed(subscription.endpoint, ctx.deps.config.pushAllowedHosts)) {
    throw new AppError('VALIDATION_FAILED', productMessages.pushServiceNotAllowed);
  }
  const values = {
    facilityId: device.facilityId,
    employeeId: device.employeeId,
    timeClockLinkId: device.linkId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await subscribePhone(ctx.deps.db, values);
  return { public_key: ctx.deps.vapid.publicKey, subscribed: true, message: productMessages.offerPushOn };
}

/**
 * `staffing.offer-push`: sends one offer to each of the nurse's phones while it is still open.
 * 404/410 drop the subscription; 429, 5xx and network errors retry; the endpoint never reaches a log.
 */
export function offerPushJob(deps: () => Deps): JobDefinition {
  return {
    name: OFFER_PUSH_JOB,
    ...nursePushJobPolicy,
    handler: async (data, job) => pushOffer(deps(), data, job),
  };
}

async function pushOffer(deps: Deps, data: object, job: JobContext) {
  const parsed = jobInput.safeParse(data);
  if (!parsed.success) return job.log.warn({ code: 'BAD_JOB_DATA' }, 'offer push skipped');
  const { offerId, employeeId } = parsed.data;
  const [offer] = await deps.db
    .select({ id: positionOffers.id })
    .from(positionOffers)
    .where(and(eq(positionOffers.id, offerId), eq(positionOffers.status, 'OFFERED'), gt(positionOffers.expiresAt, deps.clock.now())));
  if (!offer) return job.log.info({ offerId, code: 'CLOSED' }, 'offer push skipped');
  const content = sealedPush.parse(JSON.parse(deps.secrets.open(parsed.data.sealed, SEAL_CONTEXT)));
  const payload: PushPayload = { id: offerId, title: content.title, body: content.body, type: 'OFFER', type_id: null, url: content.url };
  const { retry } = await pushToNursePhones(deps, job, { employeeId, logFields: { offerId } }, payload, PUSH_OPTIONS);
  // A retry resends to every phone; the notification's tag (the offer id) makes a repeat replace, not stack.
  if (retry) throw new Error('PUSH_RETRY');
}
