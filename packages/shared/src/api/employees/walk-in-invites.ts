import { z } from 'zod';
import { defineContract } from '../contract';
import { phoneSchema } from '../../validation/phone';
import { linkToken } from '../link-token';
import { productMessages } from '../../messages';

const name = z.string().trim().min(1).max(80);

/**
 * POST facilities/walk-in-invites (staff:write): a manager invites a nurse who arrived without a
 * booking. The link goes to the mobile by SMS (outbox) and is also answered once, so the manager
 * can show it as a QR code or read it out. The token is random, stored hashed, expires after
 * `expires_at` and works once.
 */
export const createWalkInInviteBody = z.object({
  first_name: name,
  last_name: name,
  mobile: phoneSchema,
  job_title_id: z.uuid(),
  /** Dollars an hour; without it the walk-in cannot be picked on a card until a rate is set. */
  hourly_rate: z.number().min(0).max(9999.99).multipleOf(0.01).optional(),
});
export type CreateWalkInInviteBody = z.input<typeof createWalkInInviteBody>;
export const createWalkInInviteAnswer = z.object({
  id: z.uuid(),
  url: z.string(),
  expires_at: z.iso.datetime(),
  message: z.string(),
});
export type CreateWalkInInviteAnswer = z.infer<typeof createWalkInInviteAnswer>;

/**
 * GET walk-in-invites/{token} (public, `/walk-in-invite/:token`): what the manager entered, for
 * the nurse to confirm. An unknown, used or expired token is a 404 with one message.
 */
export const walkInTokenParams = z.object({ token: linkToken(productMessages.walkInInviteInvalid, { min: 16, max: 128 }) });
export const walkInInviteSchema = z.object({
  facility_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** +1(XXX) XXX-XXXX, the spec's mask. */
  mobile: z.string(),
  job_title_id: z.uuid(),
  expires_at: z.iso.datetime(),
});
export type WalkInInvite = z.infer<typeof walkInInviteSchema>;

/** POST walk-in-invites/{token} (public): the nurse confirms; becomes a WN employee of the facility. */
export const completeWalkInInviteBody = createWalkInInviteBody.omit({ hourly_rate: true });
export type CompleteWalkInInviteBody = z.input<typeof completeWalkInInviteBody>;
export const completeWalkInInviteAnswer = z.object({ message: z.string(), facility_name: z.string() });
export type CompleteWalkInInviteAnswer = z.infer<typeof completeWalkInInviteAnswer>;

export const createWalkInInviteContract = defineContract({
  method: 'POST',
  path: '/facilities/walk-in-invites',
  body: createWalkInInviteBody,
  answer: createWalkInInviteAnswer,
});
export const getWalkInInviteContract = defineContract({
  method: 'GET',
  path: '/walk-in-invites/:token',
  params: walkInTokenParams,
  answer: walkInInviteSchema,
});
export const completeWalkInInviteContract = defineContract({
  method: 'POST',
  path: '/walk-in-invites/:token',
  params: walkInTokenParams,
  body: completeWalkInInviteBody,
  answer: completeWalkInInviteAnswer,
});
