import { defineContract } from '../contract';
import { deletePositionAnswer, positionParams } from './position';

/** DELETE facilities/shifts/:id/positions/:positionId, spec 001 section 7: removes a position that has no nurses. */
export const deletePositionContract = defineContract({
  method: 'DELETE',
  path: '/facilities/shifts/:id/positions/:positionId',
  params: positionParams,
  answer: deletePositionAnswer,
});
