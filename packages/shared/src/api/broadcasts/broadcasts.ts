import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { broadcastChannels, workerTypeValues } from '../../lookups';
import { broadcastFilterSchema, broadcastMessageSchema, broadcastRecipientsSchema } from '../../validation/broadcast';

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

/** Delivery as the log shows it: SMS by their outbox rows, notifications stored and read. */
export const broadcastCountsSchema = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
});
export type BroadcastCounts = z.infer<typeof broadcastCountsSchema>;

export const broadcastSummarySchema = z.object({
  id: z.uuid(),
  channel: z.enum(broadcastChannels),
  title: z.string().nullable(),
  body: z.string(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  counts: broadcastCountsSchema,
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;

/** GET facilities/broadcasts: the log, newest first. */
export const listBroadcastsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListBroadcastsQuery = z.input<typeof listBroadcastsQuery>;
export const listBroadcastsAnswer = listOf(broadcastSummarySchema);
export type ListBroadcastsAnswer = z.infer<typeof listBroadcastsAnswer>;

export const deliveryStates = ['PENDING', 'SENT', 'FAILED', 'DELIVERED', 'READ'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const broadcastRecipientSchema = z.object({
  employee_id: z.uuid(),
  name: z.string(),
  worker_type: z.enum(workerTypeValues),
  state: z.enum(deliveryStates),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipientSchema>;

/** GET facilities/broadcasts/:broadcastId: one broadcast with each recipient's delivery state. */
export const broadcastParams = z.object({ broadcastId: z.uuid() });
export const broadcastDetailSchema = broadcastSummarySchema.extend({ recipients: z.array(broadcastRecipientSchema) });
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

/**
 * GET facilities/broadcasts/audience: how many nurses a filter reaches, for the dialog's live
 * preview; the same resolution as the send. `skipped` are those without a mobile (SMS only).
 */
export const broadcastAudienceQuery = broadcastFilterSchema.extend({ channel: z.enum(broadcastChannels).default('SMS') });
export type BroadcastAudienceQuery = z.input<typeof broadcastAudienceQuery>;
export const broadcastAudienceAnswer = z.object({ recipients: z.number().int(), skipped: z.number().int() });
export type BroadcastAudience = z.infer<typeof broadcastAudienceAnswer>;

export const createBroadcastContract = defineContract({
  method: 'POST',
  path: '/facilities/broadcasts',
  body: createBroadcastBody,
  answer: createBroadcastAnswer,
});
export const listBroadcastsContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts',
  query: listBroadcastsQuery,
  answer: listBroadcastsAnswer,
});
export const broadcastAudienceContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts/audience',
  query: broadcastAudienceQuery,
  answer: broadcastAudienceAnswer,
});
export const getBroadcastContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts/:broadcastId',
  params: broadcastParams,
  answer: broadcastDetailSchema,
});
