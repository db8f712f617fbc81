import { z } from 'zod';
import { productMessages } from '../../messages';
import { MASTER_COUNT_MAX, MASTER_LINES_MAX } from '../../structure/master-schedule';
import { defineContract } from '../contract';

const count = z
  .number({ error: productMessages.masterScheduleCountRange(MASTER_COUNT_MAX) })
  .int(productMessages.masterScheduleCountRange(MASTER_COUNT_MAX))
  .min(0, productMessages.masterScheduleCountRange(MASTER_COUNT_MAX))
  .max(MASTER_COUNT_MAX, productMessages.masterScheduleCountRange(MASTER_COUNT_MAX));

/** One row of a unit's grid: positions of a job title on a timing, Sunday to Saturday. */
export const masterScheduleLine = z.object({
  timing_id: z.uuid(),
  job_title_id: z.uuid(),
  counts: z.tuple([count, count, count, count, count, count, count]),
});
export type MasterScheduleLine = z.infer<typeof masterScheduleLine>;

/**
 * GET facilities/master-schedule (issue 28, decision 069): the facility's units (subunits with
 * their parent's name) and every unit's lines, so the grid switches unit without a call.
 */
export const masterScheduleAnswer = z.object({
  units: z.array(z.object({ id: z.uuid(), name: z.string(), parent: z.string().nullable() })),
  lines: z.array(masterScheduleLine.extend({ unit_id: z.uuid() })),
});
export type MasterScheduleAnswer = z.infer<typeof masterScheduleAnswer>;

export const getMasterScheduleContract = defineContract({
  method: 'GET',
  path: '/facilities/master-schedule',
  answer: masterScheduleAnswer,
});

/** PUT facilities/master-schedule/:unitId: the unit's whole grid; rows of all zeros are dropped. */
export const saveMasterScheduleBody = z
  .object({ lines: z.array(masterScheduleLine).max(MASTER_LINES_MAX, productMessages.masterScheduleTooManyRows(MASTER_LINES_MAX)) })
  .refine((b) => new Set(b.lines.map((l) => `${l.timing_id}|${l.job_title_id}`)).size === b.lines.length, {
    error: productMessages.masterScheduleDuplicateRow,
    path: ['lines'],
  });
export type SaveMasterScheduleBody = z.input<typeof saveMasterScheduleBody>;

export const saveMasterScheduleContract = defineContract({
  method: 'PUT',
  path: '/facilities/master-schedule/:unitId',
  params: z.object({ unitId: z.uuid() }),
  body: saveMasterScheduleBody,
  answer: z.object({ message: z.string(), lines: z.array(masterScheduleLine) }),
});
