import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * What each facility still needs after the setup (issue 31, decision 080). `second_factor`: every
 * owner and administrator of the facility holds one (an administrator invited but not yet signed in
 * does not).
 */
export const checklistItemKeys = [
  'entity_details',
  'tax_setup',
  'bank_account',
  'legal_documents',
  'admins_invited',
  'second_factor',
] as const;
export type ChecklistItemKey = (typeof checklistItemKeys)[number];

export const checklistAnswer = z.object({
  /** True when nothing is missing anywhere: the dashboard hides the card. */
  complete: z.boolean(),
  facilities: z.array(
    z.object({
      facility_id: z.uuid(),
      facility_name: z.string(),
      items: z.array(z.object({ key: z.enum(checklistItemKeys), done: z.boolean() })),
    }),
  ),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

/** GET setup/checklist: for each facility the caller owns, what is done and what is missing. */
export const setupChecklistContract = defineContract({ method: 'GET', path: '/setup/checklist', answer: checklistAnswer });
