import { z } from 'zod';
import { productMessages } from '../../messages';
import { GENERATE_WEEKS_MAX } from '../../structure/master-schedule';
import { defineContract } from '../contract';
import { weekStartDate } from '../staffing/roster';

/** Future weeks (their Sundays), each once, at most GENERATE_WEEKS_MAX. */
export const targetWeeks = z
  .array(weekStartDate)
  .min(1, productMessages.generateWeeksRequired)
  .max(GENERATE_WEEKS_MAX, productMessages.generateWeeksTooMany(GENERATE_WEEKS_MAX))
  .refine((w) => new Set(w).size === w.length, productMessages.generateWeekTwice);

/**
 * Openings from the master schedule (opening-v2, issue 28, decision 069) for the chosen weeks:
 * `preview` says what would be created, then the same body without it creates it.
 */
export const generateOpeningsBody = z.object({
  week_starts: targetWeeks,
  /** Only these units (all the master schedule's units when absent). */
  unit_ids: z.array(z.uuid()).max(200).optional(),
});
export type GenerateOpeningsBody = z.input<typeof generateOpeningsBody>;

const day = z.object({
  date: z.string(),
  shifts: z.number().int(),
  openings: z.number().int(),
  /** Shifts of the source already there (generated before, or the same title, unit and start) or already started. */
  skipped: z.number().int(),
});

/** Counts per day of the chosen weeks: what a preview would create, or what was created. */
export const openingsPlanAnswer = z.object({
  message: z.string(),
  days: z.array(day),
  shifts: z.number().int(),
  openings: z.number().int(),
  skipped: z.number().int(),
});
export type OpeningsPlanAnswer = z.infer<typeof openingsPlanAnswer>;

export const previewOpeningsContract = defineContract({
  method: 'POST',
  path: '/facilities/master-schedule/openings/preview',
  body: generateOpeningsBody,
  answer: openingsPlanAnswer,
});

export const generateOpeningsContract = defineContract({
  method: 'POST',
  path: '/facilities/master-schedule/openings',
  body: generateOpeningsBody,
  answer: openingsPlanAnswer,
});
