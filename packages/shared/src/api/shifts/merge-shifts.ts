import { defineContract } from '../contract';
import { mergeShiftsBody, openingChangeAnswer, openingShiftParams } from './opening-change';

/** POST facilities/shifts/:id/merge (issue 28, decision 070): merges another shift of the same unit and day into this one; `dry_run` previews. */
export const mergeShiftsContract = defineContract({
  method: 'POST',
  path: '/facilities/shifts/:id/merge',
  params: openingShiftParams,
  body: mergeShiftsBody,
  answer: openingChangeAnswer,
});
