import { z } from 'zod';
import { workerTypeValues } from '../../lookups';
import { SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX } from '../../staffing/values';
import { defineContract } from '../contract';

/** One position of one shift: the address of every staffing call about an opening. */
export const positionParams = z.object({ id: z.uuid(), positionId: z.uuid() });

export const suggestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SUGGESTIONS_MAX).default(SUGGESTIONS_DEFAULT),
});

/**
 * A nurse who may legally fill the opening, with the facts the score was built from and the
 * reasons in words. `score` is in cents-equivalents (decision 032): lower is better.
 */
export const suggestionSchema = z.object({
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(workerTypeValues),
  job_title: z.string(),
  rank: z.number().int().min(1),
  score: z.number().int(),
  /** What the booking costs the facility in dollars, overtime premium included. */
  cost: z.number(),
  hourly_cost: z.number(),
  overtime_hours: z.number(),
  week_hours: z.number(),
  target_hours: z.number(),
  favorite: z.boolean(),
  no_shows: z.number().int(),
  lates: z.number().int(),
  distance_miles: z.number().nullable(),
  reasons: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsAnswer = z.object({
  position_id: z.uuid(),
  /** Openings still unfilled on the position. */
  open: z.number().int(),
  /** Nurses of the position's job title and types who passed every legal rule, before ranking. */
  eligible_count: z.number().int(),
  results: z.array(suggestionSchema),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswer>;

/** GET: the ranked nurses for one opening; one click then assigns through PATCH facilities/shifts/{id}/employees. */
export const suggestionsContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id/positions/:positionId/suggestions',
  params: positionParams,
  query: suggestionsQuery,
  answer: suggestionsAnswer,
});
