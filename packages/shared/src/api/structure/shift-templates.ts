import { z } from 'zod';
import { productMessages } from '../../messages';
import { TEMPLATE_NAME_MAX } from '../../structure/master-schedule';
import { defineContract } from '../contract';
import { weekStartDate } from '../staffing/roster';
import { openingsPlanAnswer, targetWeeks } from './generate-openings';

/**
 * A builder template (issue 28, decision 069): a week of shifts and positions (unit, times, job
 * titles and counts; no bookings) saved under a name and stamped onto other weeks.
 */
export const shiftTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The week it was saved from. */
  week_start: z.string(),
  shifts: z.number().int(),
  openings: z.number().int(),
  created_at: z.iso.datetime(),
});
export type ShiftTemplate = z.infer<typeof shiftTemplate>;

const templateName = z
  .string({ error: productMessages.required('Template name') })
  .trim()
  .min(1, productMessages.required('Template name'))
  .max(TEMPLATE_NAME_MAX);

export const templateParams = z.object({ templateId: z.uuid() });

export const listShiftTemplatesContract = defineContract({
  method: 'GET',
  path: '/facilities/shift-templates',
  answer: z.object({ results: z.array(shiftTemplate) }),
});

export const saveShiftTemplateContract = defineContract({
  method: 'POST',
  path: '/facilities/shift-templates',
  body: z.object({ name: templateName, week_start: weekStartDate }),
  answer: z.object({ message: z.string(), template: shiftTemplate }),
});

export const renameShiftTemplateContract = defineContract({
  method: 'PATCH',
  path: '/facilities/shift-templates/:templateId',
  params: templateParams,
  body: z.object({ name: templateName }),
  answer: z.object({ message: z.string(), template: shiftTemplate }),
});

export const deleteShiftTemplateContract = defineContract({
  method: 'DELETE',
  path: '/facilities/shift-templates/:templateId',
  params: templateParams,
  answer: z.object({ message: z.string() }),
});

export const stampTemplateBody = z.object({ week_starts: targetWeeks });
export type StampTemplateBody = z.input<typeof stampTemplateBody>;

/** The template's openings on the chosen weeks: `preview` first, then the same body creates them. */
export const previewStampContract = defineContract({
  method: 'POST',
  path: '/facilities/shift-templates/:templateId/stamp/preview',
  params: templateParams,
  body: stampTemplateBody,
  answer: openingsPlanAnswer,
});

export const stampTemplateContract = defineContract({
  method: 'POST',
  path: '/facilities/shift-templates/:templateId/stamp',
  params: templateParams,
  body: stampTemplateBody,
  answer: openingsPlanAnswer,
});
