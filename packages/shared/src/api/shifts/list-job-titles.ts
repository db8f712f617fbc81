import { defineContract } from '../contract';
import { listJobTitlesAnswer } from './staffing';

/** GET job-titles: spec 001 section 7: the platform's job titles. */
export const listJobTitlesContract = defineContract({
  method: 'GET',
  path: '/job-titles',
  answer: listJobTitlesAnswer,
});
