import { z } from 'zod';
import { missedPunchStatuses } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { listOf } from '../../envelope';
import { missedPunchSchema } from './missed-punch';

/** `?status=OPEN,PROPOSED`: a comma list of statuses; none means every status. */
const statusList = z
  .string()
  .max(100)
  .optional()
  .transform((v, c) => {
    const parts = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = parts.filter((p) => !(missedPunchStatuses as readonly string[]).includes(p));
    if (bad.length > 0) {
      c.addIssue({ code: 'custom', message: `Unknown status: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return parts as (typeof missedPunchStatuses)[number][];
  });

/** GET facilities/missed-punches: the queue, the oldest unresolved first, then the newest resolved. */
export const listMissedPunchesQuery = z.object({
  status: statusList,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListMissedPunchesQuery = z.input<typeof listMissedPunchesQuery>;

export const listMissedPunchesContract = defineContract({
  method: 'GET',
  path: '/facilities/missed-punches',
  query: listMissedPunchesQuery,
  answer: listOf(missedPunchSchema),
});
