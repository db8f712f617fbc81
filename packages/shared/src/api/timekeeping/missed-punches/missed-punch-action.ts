import { z } from 'zod';
import { missedPunchStatuses, punchKinds, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { missedPunchShiftSchema } from './missed-punch';
import { SUPERVISOR_NAME_MAX_LENGTH } from './rules';
import { linkToken } from '../../link-token';
import { productMessages } from '../../../messages';

/** The supervisor's link token (spec 000: /missed-punch-action/:token). */
export const missedPunchActionParams = z.object({ token: linkToken(productMessages.missedPunchLinkUnknown) });

/**
 * GET missed-punch-action/{token} (public): what the supervisor's page shows. Answers with
 * `Referrer-Policy: no-referrer`. An unknown, used, replaced or expired link is a 404 whose
 * message says which (the holder of a real link may know what became of it; a guesser learns nothing).
 */
export const missedPunchActionSchema = z.object({
  facility_name: z.string(),
  shift: missedPunchShiftSchema.omit({ id: true }),
  nurse_name: z.string(),
  kind: z.enum(punchKinds),
  proposed_at: z.iso.datetime(),
  proposed_reason: z.string(),
  expires_at: z.iso.datetime(),
});
export type MissedPunchAction = z.infer<typeof missedPunchActionSchema>;

export const getMissedPunchActionContract = defineContract({
  method: 'GET',
  path: '/missed-punch-action/:token',
  params: missedPunchActionParams,
  answer: missedPunchActionSchema,
});

/**
 * POST missed-punch-action/{token} (public, spends the link): APPROVE puts the proposed time on
 * the timecard; CORRECT puts the supervisor's time, with a reason. The supervisor signs with a name.
 */
export const actOnMissedPunchBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('APPROVE'),
    name: z.string().trim().min(1).max(SUPERVISOR_NAME_MAX_LENGTH),
    reason: z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional(),
  }),
  z.object({
    decision: z.literal('CORRECT'),
    name: z.string().trim().min(1).max(SUPERVISOR_NAME_MAX_LENGTH),
    time: z.iso.datetime({ offset: true }),
    reason: z.string().trim().min(1).max(TIMEKEEPING_REASON_MAX_LENGTH),
  }),
]);
export type ActOnMissedPunchBody = z.input<typeof actOnMissedPunchBody>;

export const actOnMissedPunchContract = defineContract({
  method: 'POST',
  path: '/missed-punch-action/:token',
  params: missedPunchActionParams,
  body: actOnMissedPunchBody,
  answer: z.object({ status: z.enum(missedPunchStatuses), resolved_time: z.iso.datetime() }),
});
