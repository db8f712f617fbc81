import { z } from 'zod';
import { broadcastChannels, workerTypeValues } from '../../lookups';

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

export const deliveryStates = ['PENDING', 'SENT', 'FAILED', 'DELIVERED', 'READ'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const broadcastRecipientSchema = z.object({
  employee_id: z.uuid(),
  name: z.string(),
  worker_type: z.enum(workerTypeValues),
  state: z.enum(deliveryStates),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipientSchema>;
