/**
 * Spec 001 section 2 texts that packages/shared/messages.ts does not hold yet. They belong
 * there (one module for every text a user reads); kept in this single place until they move.
 */
export const pendingSpecTexts = {
  noteDetails: 'Note Details',
} as const;
