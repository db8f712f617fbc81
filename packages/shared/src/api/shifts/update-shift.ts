import { defineContract } from '../contract';
import { shiftAnswer, shiftParams, updateShiftBody } from './shift';

/** PATCH facilities/shifts/:id: The shift form for one occurrence. */
export const updateShiftContract = defineContract({
  method: 'PATCH',
  path: '/facilities/shifts/:id',
  params: shiftParams,
  body: updateShiftBody,
  answer: shiftAnswer,
});
