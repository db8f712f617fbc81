import { defineContract } from '../contract';
import { applicantActionAnswer, applicantActionBody, applicantParams } from './staffing';

/** PATCH facilities/shifts/:id/applicants/:applicationId: Accepts or rejects an application. */
export const decideApplicantContract = defineContract({
  method: 'PATCH',
  path: '/facilities/shifts/:id/applicants/:applicationId',
  params: applicantParams,
  body: applicantActionBody,
  answer: applicantActionAnswer,
});
