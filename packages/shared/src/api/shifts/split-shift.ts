import { defineContract } from '../contract';
import { splitShiftBody, openingChangeAnswer, openingShiftParams } from './opening-change';

/** POST facilities/shifts/:id/split (issue 28, decision 070): splits a shift in two at a time, its positions copied to both halves; `dry_run` previews. */
export const splitShiftContract = defineContract({
  method: 'POST',
  path: '/facilities/shifts/:id/split',
  params: openingShiftParams,
  body: splitShiftBody,
  answer: openingChangeAnswer,
});
