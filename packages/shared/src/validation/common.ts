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
 * Where a schema shared by a form and the API reads its numbers from. A form hands over text
 * (toOptionalNumber); a JSON body must carry numbers, as the contract's schema says, so text
 * there is refused rather than read ('"10"' is not an amount). null is no value in both.
 */
export type NumberSource = 'form' | 'json';
export const numberReader = (source: NumberSource): ((value: unknown) => unknown) =>
  source === 'form' ? toOptionalNumber : (value) => (value === null ? undefined : value);

/**
 * For object-level rules that compare fields: run them when those fields themselves passed,
 * even if other fields of the form failed, so a user sees every problem at once.
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly z.core.$ZodRawIssue[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
