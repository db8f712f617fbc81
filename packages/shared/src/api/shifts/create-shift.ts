import { defineContract } from '../contract';
import { createShiftAnswer, createShiftBody } from './shift';

/** POST facilities/shifts: A shift (or its recurring series) and its positions, saved together. */
export const createShiftContract = defineContract({
  method: 'POST',
  path: '/facilities/shifts',
  body: createShiftBody,
  answer: createShiftAnswer,
});
