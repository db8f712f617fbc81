import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { broadcastSummarySchema } from './broadcast';

/** GET facilities/broadcasts: the log, newest first. */
export const listBroadcastsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListBroadcastsQuery = z.input<typeof listBroadcastsQuery>;
export const listBroadcastsAnswer = listOf(broadcastSummarySchema);
export type ListBroadcastsAnswer = z.infer<typeof listBroadcastsAnswer>;

export const listBroadcastsContract = defineContract({
  method: 'GET',
  path: '/facilities/broadcasts',
  query: listBroadcastsQuery,
  answer: listBroadcastsAnswer,
});
