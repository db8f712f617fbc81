import { z } from 'zod';
import { workerTypeValues } from '../../lookups';
import { defineContract } from '../contract';

/**
 * Why a person may not take an opening (issue 28, decision 071), in the order a manager would fix
 * it: the nurse picker's rules (decision 003), then the suggestions' own (candidates.ts): booked
 * within the facility's rest hours of the shift, approved PTO that day, declared unavailable.
 */
export const rosterRefusals = [
  'NOT_ACTIVE',
  'JOB_TITLE',
  'WORKER_TYPE',
  'AGENCY',
  'CREDENTIAL_EXPIRED',
  'CREDENTIAL_MISSING',
  'MONTHLY_RATE',
  'BOOKED',
  'PTO',
  'UNAVAILABLE',
] as const;
export type RosterRefusal = (typeof rosterRefusals)[number];

/** The roster's own row filters, so the answer covers the rows the grid shows. */
export const rosterEligibilityQuery = z.object({
  shift_id: z.uuid(),
  position_id: z.uuid(),
  job_title_id: z.uuid().optional(),
  worker_type: z.enum(workerTypeValues).optional(),
  search: z.string().trim().max(100).optional(),
});
export type RosterEligibilityQuery = z.input<typeof rosterEligibilityQuery>;

export const rosterEligibilityAnswer = z.object({
  /** People who may take it. */
  eligible_count: z.number().int(),
  /** Every active person the filters keep: null when she may take the opening, else why not. */
  results: z.array(z.object({ employee_id: z.uuid(), refusal: z.enum(rosterRefusals).nullable() })),
});
export type RosterEligibilityAnswer = z.infer<typeof rosterEligibilityAnswer>;

/** GET: who may take one opening, asked once when a drag starts (issue 28). */
export const rosterEligibilityContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/eligibility',
  query: rosterEligibilityQuery,
  answer: rosterEligibilityAnswer,
});
