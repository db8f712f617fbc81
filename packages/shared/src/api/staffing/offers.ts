import { z } from 'zod';
import { timezoneCodes } from '../../lookups';
import { offerStatuses } from '../../staffing/values';
import { defineContract } from '../contract';
import { linkToken } from '../link-token';
import { productMessages } from '../../messages';

/** The nurse's offer link token (/offers/:token, sent by SMS and push). */
export const offerParams = z.object({ token: linkToken(productMessages.offerLinkUnknown) });

/**
 * What the nurse's page shows. `status` is the offer's, except that an offer still OFFERED reads
 * EXPIRED once its link has run out (the shift began, or 14 days passed) and FILLED once the
 * position has no opening left, so she sees at once that there is nothing to accept.
 */
export const offerViewStatuses = [...offerStatuses, 'EXPIRED'] as const;
export type OfferViewStatus = (typeof offerViewStatuses)[number];

export const offerViewSchema = z.object({
  status: z.enum(offerViewStatuses),
  first_name: z.string(),
  facility_name: z.string(),
  job_title: z.string(),
  shift: z.object({
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    timezone: z.enum(timezoneCodes),
    starts_at: z.string(),
    ends_at: z.string(),
  }),
  /**
   * Her pay in dollars an hour: her own rate with the shift's differential, or the position's
   * external rate; null for an agency nurse, whose agency sets her pay.
   */
  hourly_rate: z.number().nullable(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** GET offers/{token} (public): the offer as her page shows it; an unknown token is a 404. */
export const getOfferContract = defineContract({ method: 'GET', path: '/offers/:token', params: offerParams, answer: offerViewSchema });

export const offerAnswer = z.object({ status: z.enum(offerViewStatuses), message: z.string() });

/**
 * POST offers/{token}/accept (public): books her on the opening through the same capacity
 * guarantee as an assignment. 409 when the openings are gone (the offer is then FILLED), or the
 * offer was answered, withdrawn or expired.
 */
export const acceptOfferContract = defineContract({
  method: 'POST',
  path: '/offers/:token/accept',
  params: offerParams,
  answer: offerAnswer,
});

/** POST offers/{token}/decline (public): she says no; the plan carries on with the others. */
export const declineOfferContract = defineContract({
  method: 'POST',
  path: '/offers/:token/decline',
  params: offerParams,
  answer: offerAnswer,
});

/** The nurse's time-clock phone and offer notifications: the VAPID key to subscribe with, and whether it has. */
export const offerNotificationsSchema = z.object({ public_key: z.string(), subscribed: z.boolean() });
export type OfferNotifications = z.infer<typeof offerNotificationsSchema>;

/** GET offer-notifications (public, the time-clock device token in its header). */
export const getOfferNotificationsContract = defineContract({
  method: 'GET',
  path: '/offer-notifications',
  answer: offerNotificationsSchema,
});

/** PUT offer-notifications: `subscription` is the JSON text of the phone's PushSubscription. */
export const subscribeOfferNotificationsContract = defineContract({
  method: 'PUT',
  path: '/offer-notifications',
  body: z.object({ subscription: z.string().min(1).max(4096) }),
  answer: offerNotificationsSchema.extend({ message: z.string() }),
});
