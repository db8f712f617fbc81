import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import {
  DRAFT_SECONDS_DEFAULT,
  DRAFT_SECONDS_MAX,
  DRAFT_SECONDS_MIN,
  DRAFT_WEEKS_MAX,
  draftStatuses,
} from '../../rostering/facility-problem';
import { rosterProblemSchema, rosterScoreSchema } from '../../rostering/problem-schema';
import { weekStartDate } from '../staffing/roster';
import { defineContract } from '../contract';

/**
 * A generated roster (issue 29): a unit's team over whole weeks, made by the engine in the
 * background (`QUEUED` → `RUNNING` → `READY`, or `FAILED`), edited by hand, then `PUBLISHED` (its
 * shifts booked) or `DISCARDED`. One open draft per unit: generating again discards the last.
 */
export const draftSummary = z.object({
  id: z.uuid(),
  unit_id: z.uuid(),
  unit_name: z.string(),
  start_date: calendarDate,
  weeks: z.number().int(),
  status: z.enum(draftStatuses),
  /** Hard and soft cost of the roster as saved; null until the engine answered. */
  hard: z.number().nullable(),
  soft: z.number().nullable(),
  created_at: z.iso.datetime(),
  published_at: z.iso.datetime().nullable(),
});
export type DraftSummary = z.infer<typeof draftSummary>;

/** Where the engine is: the best roster's cost so far and the time spent of its budget. */
export const draftProgress = z.object({ elapsed_ms: z.number(), budget_ms: z.number(), hard: z.number(), soft: z.number() });

export const draftAnswer = draftSummary.extend({
  progress: draftProgress.nullable(),
  failure: z.string().nullable(),
  /** Bumped by each saved edit; an edit or a publish naming an older one is refused (409). */
  version: z.number().int(),
  /** Null until the engine answered. `problem.nurses[n].id` is an employee id; shift type ids are `timingId:jobTitleId`. */
  problem: rosterProblemSchema.nullable(),
  roster: z.array(z.array(z.number().int())).nullable(),
  score: rosterScoreSchema.nullable(),
  /** Shown beside the problem: each nurse's job title, each shift type's timing code and colour. */
  nurses: z.array(z.object({ employee_id: z.uuid(), name: z.string(), job_title: z.string() })),
  shift_types: z.array(
    z.object({ timing_id: z.uuid(), job_title_id: z.uuid(), code: z.string(), colour: z.string(), job_title: z.string() }),
  ),
  /** After publishing: what was booked and what was not, and why. */
  published: z
    .object({
      booked: z.number().int(),
      uncovered: z.number().int(),
      refused: z.array(z.object({ employee_id: z.uuid(), date: calendarDate, message: z.string() })),
    })
    .nullable(),
});
export type DraftAnswer = z.infer<typeof draftAnswer>;

export const generateDraftBody = z.object({
  unit_id: z.uuid(),
  start_date: weekStartDate,
  weeks: z
    .number()
    .int()
    .min(1, productMessages.rosterDraftWeeks(DRAFT_WEEKS_MAX))
    .max(DRAFT_WEEKS_MAX, productMessages.rosterDraftWeeks(DRAFT_WEEKS_MAX))
    .default(4),
  seconds: z
    .number()
    .int()
    .min(DRAFT_SECONDS_MIN, productMessages.rosterDraftSeconds(DRAFT_SECONDS_MIN, DRAFT_SECONDS_MAX))
    .max(DRAFT_SECONDS_MAX, productMessages.rosterDraftSeconds(DRAFT_SECONDS_MIN, DRAFT_SECONDS_MAX))
    .default(DRAFT_SECONDS_DEFAULT),
});
export type GenerateDraftBody = z.input<typeof generateDraftBody>;

/** POST facilities/roster/drafts: queues the engine; the answer is the draft, `QUEUED`. */
export const generateDraftContract = defineContract({
  method: 'POST',
  path: '/facilities/roster/drafts',
  body: generateDraftBody,
  answer: draftAnswer,
});

export const listDraftsContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/drafts',
  query: z.object({ unit_id: z.uuid().optional() }),
  answer: z.object({ results: z.array(draftSummary) }),
});

const draftParams = z.object({ draftId: z.uuid() });

export const getDraftContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/drafts/:draftId',
  params: draftParams,
  answer: draftAnswer,
});

/**
 * PUT facilities/roster/drafts/:draftId/roster: the scheduler's edits, the whole roster at once
 * (rows by nurse, a shift type index or -1 per day). The server re-scores it; the score the page
 * showed while dragging is the same function's.
 */
export const saveDraftRosterContract = defineContract({
  method: 'PUT',
  path: '/facilities/roster/drafts/:draftId/roster',
  params: draftParams,
  body: z.object({ version: z.number().int(), roster: z.array(z.array(z.number().int())) }),
  answer: z.object({ version: z.number().int(), score: rosterScoreSchema }),
});

/**
 * POST facilities/roster/drafts/:draftId/publish: creates the weeks' openings from the master
 * schedule where missing, books each nurse on her shifts (each booking through the one booking
 * path, so its rules still refuse), tells every nurse her schedule through the outbox, and leaves
 * what is uncovered open for release and "Fill week".
 */
export const publishDraftContract = defineContract({
  method: 'POST',
  path: '/facilities/roster/drafts/:draftId/publish',
  params: draftParams,
  body: z.object({ version: z.number().int() }),
  answer: draftAnswer.extend({ message: z.string() }),
});

export const discardDraftContract = defineContract({
  method: 'DELETE',
  path: '/facilities/roster/drafts/:draftId',
  params: draftParams,
  answer: z.object({ message: z.string() }),
});
