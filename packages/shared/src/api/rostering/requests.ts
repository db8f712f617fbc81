import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import { REQUEST_NOTE_MAX, REQUEST_WEIGHT_MAX, requestKinds, requestSources } from '../../rostering/facility-problem';
import { defineContract } from '../contract';

/**
 * A nurse's wish about a day (issue 29): off or on, the whole day or one timing, with a weight
 * (how much it matters); from her time-clock link page or entered by staff. Always soft.
 */
export const rosterRequest = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  employee_name: z.string(),
  date: calendarDate,
  /** A master timing, or null for the whole day. */
  timing_id: z.uuid().nullable(),
  kind: z.enum(requestKinds),
  weight: z.number().int(),
  note: z.string().nullable(),
  source: z.enum(requestSources),
  created_at: z.iso.datetime(),
});
export type RosterRequest = z.infer<typeof rosterRequest>;

const requestFields = {
  date: calendarDate,
  timing_id: z.uuid().nullable().default(null),
  kind: z.enum(requestKinds),
  weight: z
    .number({ error: productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX) })
    .int(productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX))
    .min(1, productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX))
    .max(REQUEST_WEIGHT_MAX, productMessages.rosterRequestWeightRange(REQUEST_WEIGHT_MAX)),
  note: z.string().trim().max(REQUEST_NOTE_MAX).nullable().default(null),
};

/** GET facilities/roster/requests: the span's requests (both ends included), optionally one unit's team. */
export const rosterRequestsQuery = z.object({ from: calendarDate, to: calendarDate, unit_id: z.uuid().optional() });

export const listRosterRequestsContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/requests',
  query: rosterRequestsQuery,
  answer: z.object({ results: z.array(rosterRequest) }),
});

/** Staff enter a request for a nurse. One request per nurse, day and timing: a second answers 409. */
export const createRosterRequestContract = defineContract({
  method: 'POST',
  path: '/facilities/roster/requests',
  body: z.object({ employee_id: z.uuid(), ...requestFields }),
  answer: rosterRequest,
});

const requestParams = z.object({ requestId: z.uuid() });

export const deleteRosterRequestContract = defineContract({
  method: 'DELETE',
  path: '/facilities/roster/requests/:requestId',
  params: requestParams,
  answer: z.object({ message: z.string() }),
});

/** The nurse's own page (time-clock link, its device header): her requests from today on, and the timings she may name. */
export const myRosterRequestsContract = defineContract({
  method: 'GET',
  path: '/time-clock/roster-requests',
  answer: z.object({
    timings: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
    results: z.array(rosterRequest),
  }),
});

/** The nurse asks; a day before her facility's today is refused (422). */
export const createMyRosterRequestContract = defineContract({
  method: 'POST',
  path: '/time-clock/roster-requests',
  body: z.object(requestFields),
  answer: rosterRequest,
});

/** The nurse withdraws one of her own requests; another nurse's is 404. */
export const deleteMyRosterRequestContract = defineContract({
  method: 'DELETE',
  path: '/time-clock/roster-requests/:requestId',
  params: requestParams,
  answer: z.object({ message: z.string() }),
});
