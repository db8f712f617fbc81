import { productMessages } from '@careroster/shared/messages';

/**
 * Texts of this area that the spec does not give (its own are in @careroster/shared/messages).
 * Kept in one place so they can move to shared productMessages when the server needs them.
 */
export const shiftTexts = {
  jobTitleRequired: productMessages.required('Job title'),
  openingsRequired: productMessages.required('Openings'),
  openingsAtLeastOne: 'Openings must be at least 1.',
  applicableForRequired: 'Choose at least one of Internal Nurse, External Nurse or Staffing Agency.',
  noShifts: 'No shifts in these weeks',
  noShiftsHint: 'Schedule a shift to start filling openings.',
  noApplicants: 'No applicants yet',
} as const;
