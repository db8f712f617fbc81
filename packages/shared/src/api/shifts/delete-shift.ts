import { defineContract } from '../contract';
import { deleteShiftQuery, openingChangeAnswer, openingShiftParams } from './opening-change';

/**
 * DELETE facilities/shifts/:id (issue 28, decision 070): with `dry_run=true` lists who it reaches
 * (booked nurses, pending applicants, open offers); without, cancels them, tells them and deletes.
 */
export const deleteShiftContract = defineContract({
  method: 'DELETE',
  path: '/facilities/shifts/:id',
  params: openingShiftParams,
  query: deleteShiftQuery,
  answer: openingChangeAnswer,
});
