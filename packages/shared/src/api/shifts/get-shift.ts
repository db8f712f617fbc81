import { defineContract } from '../contract';
import { shiftAnswer, shiftParams } from './shift';

/** GET facilities/shifts/:id: One shift with its counts (Shift Info). */
export const getShiftContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id',
  params: shiftParams,
  answer: shiftAnswer,
});
