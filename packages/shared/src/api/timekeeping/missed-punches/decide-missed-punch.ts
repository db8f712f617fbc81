import { z } from 'zod';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { missedPunchParams, missedPunchSchema } from './missed-punch';

const reason = z.string().trim().min(1).max(TIMEKEEPING_REASON_MAX_LENGTH);

/**
 * POST facilities/missed-punches/{id}/approve: the nurse's proposed time goes on the timecard
 * (an attributed change with the reason, the nurse's own when none is given).
 */
export const approveMissedPunchContract = defineContract({
  method: 'POST',
  path: '/facilities/missed-punches/:missedPunchId/approve',
  params: missedPunchParams,
  body: z.object({ reason: reason.optional() }),
  answer: missedPunchSchema,
});

/** POST facilities/missed-punches/{id}/update: the facility sets (or corrects) the time itself, with a reason; APPROVED with that time. */
export const updateMissedPunchContract = defineContract({
  method: 'POST',
  path: '/facilities/missed-punches/:missedPunchId/update',
  params: missedPunchParams,
  body: z.object({ time: z.iso.datetime({ offset: true }), reason }),
  answer: missedPunchSchema,
});

/** POST facilities/missed-punches/{id}/remind: another reminder to the nurse (SMS, and mail when she has an address). */
export const remindMissedPunchContract = defineContract({
  method: 'POST',
  path: '/facilities/missed-punches/:missedPunchId/remind',
  params: missedPunchParams,
  answer: missedPunchSchema,
});

/** POST facilities/missed-punches/{id}/reject: no time goes on the timecard; the reason is kept. */
export const rejectMissedPunchContract = defineContract({
  method: 'POST',
  path: '/facilities/missed-punches/:missedPunchId/reject',
  params: missedPunchParams,
  body: z.object({ reason }),
  answer: missedPunchSchema,
});

export type ApproveMissedPunchBody = z.input<typeof approveMissedPunchContract.body>;
export type UpdateMissedPunchBody = z.input<typeof updateMissedPunchContract.body>;
export type RejectMissedPunchBody = z.input<typeof rejectMissedPunchContract.body>;
