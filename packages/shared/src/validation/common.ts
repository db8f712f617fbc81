import type { z } from 'zod';

/**
 * Form fields hand over text ('' when empty) and JSON bodies hand over numbers or null; both
 * become a number, or undefined when nothing was entered so that the "required" message shows.
 */
export const toOptionalNumber = (value: unknown): unknown => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
};

/**
 * For object-level rules that compare fields: run them when those fields themselves passed,
 * even if other fields of the form failed, so a user sees every problem at once.
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly z.core.$ZodRawIssue[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
