import { z } from 'zod';
import { defineContract } from '../contract';
import { broadcastRecipientSchema, broadcastSummarySchema } from './broadcast';

/** GET facilities/broadcasts/:broadcastId: one broadcast with each recipient's delivery state. */
export const broadcastParams = z.object({ broadcastId: z.uuid() });
export const broadcastDetailSchema = broadcastSummarySchema.extend({ recipients: z.array(broadcastRecipientSchema) });
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

export const getBroadcastContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts/:broadcastId',
  params: broadcastParams,
  answer: broadcastDetailSchema,
});
