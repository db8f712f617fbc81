import { defineContract } from '../contract';
import { listPositionsAnswer } from './position';
import { shiftParams } from './shift';

/** GET facilities/shifts/:id/positions, spec 001 section 7: the positions of a shift. */
export const listPositionsContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id/positions',
  params: shiftParams,
  answer: listPositionsAnswer,
});
