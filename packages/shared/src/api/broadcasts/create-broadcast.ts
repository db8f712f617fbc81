import { z } from 'zod';
import { defineContract } from '../contract';
import { broadcastMessageSchema, broadcastRecipientsSchema } from '../../validation/broadcast';

/**
 * POST facilities/broadcasts (messages:send, idempotent): a message to chosen nurses of the
 * caller's facility, by SMS (queued in the outbox) or as an in-app notification (the nurse
 * inbox). Refused with 404 when an id is not an employee of this facility, 429 past the hourly
 * limit (decision 016).
 */
export const createBroadcastBody = z.intersection(broadcastMessageSchema, broadcastRecipientsSchema);
export type CreateBroadcastBody = z.input<typeof createBroadcastBody>;
export const createBroadcastAnswer = z.object({
  id: z.uuid(),
  recipients: z.number().int(),
  /** Chosen nurses left out of an SMS because they have no usable mobile number. */
  skipped: z.number().int(),
  message: z.string(),
});
export type CreateBroadcastAnswer = z.infer<typeof createBroadcastAnswer>;

export const createBroadcastContract = defineContract({
  method: 'POST',
  path: '/facilities/broadcasts',
  body: createBroadcastBody,
  answer: createBroadcastAnswer,
});
