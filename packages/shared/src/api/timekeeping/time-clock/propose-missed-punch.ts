import { z } from 'zod';
import { missedPunchStatuses, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

/**
 * POST time-clock/missed-punches/{missedPunchId}/proposal (public, with the time-clock device
 * header): the nurse proposes the time she forgot to punch, with a reason. The facility, or the
 * shift's supervisor by link, then approves or corrects it.
 */
export const proposeMissedPunchContract = defineContract({
  method: 'POST',
  path: '/time-clock/missed-punches/:missedPunchId/proposal',
  params: z.object({ missedPunchId: idSchema }),
  body: z.object({
    time: z.iso.datetime({ offset: true }),
    reason: z.string().trim().min(1).max(TIMEKEEPING_REASON_MAX_LENGTH),
  }),
  answer: z.object({ id: idSchema, status: z.enum(missedPunchStatuses), proposed_at: z.string() }),
});
