import { defineContract } from '../contract';
import { editShiftTimeBody, openingChangeAnswer, openingShiftParams } from './opening-change';

/** POST facilities/shifts/:id/time (issue 28, decision 070): edits a booked shift's start and end, each booked nurse checked again; `dry_run` previews. */
export const editShiftTimeContract = defineContract({
  method: 'POST',
  path: '/facilities/shifts/:id/time',
  params: openingShiftParams,
  body: editShiftTimeBody,
  answer: openingChangeAnswer,
});
