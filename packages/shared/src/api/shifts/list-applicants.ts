import { defineContract } from '../contract';
import { listApplicantsAnswer } from './staffing';
import { shiftParams } from './shift';

/** GET facilities/shifts/:id/applicants: The Applicants tab. */
export const listApplicantsContract = defineContract({
  method: 'GET',
  path: '/facilities/shifts/:id/applicants',
  params: shiftParams,
  answer: listApplicantsAnswer,
});
