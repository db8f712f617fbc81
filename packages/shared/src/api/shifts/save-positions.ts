import { defineContract } from '../contract';
import { savePositionsAnswer, savePositionsBody } from './position';
import { shiftParams } from './shift';

/** PATCH facilities/shifts/:id/positions, spec 001 section 7: adds and updates the positions of a shift. */
export const savePositionsContract = defineContract({
  method: 'PATCH',
  path: '/facilities/shifts/:id/positions',
  params: shiftParams,
  body: savePositionsBody,
  answer: savePositionsAnswer,
});
