import { z } from 'zod';
import { defineContract } from '../contract';
import { broadcastChannels } from '../../lookups';
import { broadcastFilterSchema } from '../../validation/broadcast';

/**
 * GET facilities/broadcasts/audience: how many nurses a filter reaches, for the dialog's live
 * preview; the same resolution as the send. `skipped` are those without a mobile (SMS only).
 */
export const broadcastAudienceQuery = broadcastFilterSchema.extend({ channel: z.enum(broadcastChannels).default('SMS') });
export type BroadcastAudienceQuery = z.input<typeof broadcastAudienceQuery>;
export const broadcastAudienceAnswer = z.object({ recipients: z.number().int(), skipped: z.number().int() });
export type BroadcastAudience = z.infer<typeof broadcastAudienceAnswer>;

export const broadcastAudienceContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts/audience',
  query: broadcastAudienceQuery,
  answer: broadcastAudienceAnswer,
});
