import type { z } from 'zod';
import { messages } from '@careroster/shared/messages';
import { ApiError } from '../api/client';

/**
 * The shared schema's issues by field, for the messages beside each input: under the dotted path
 * (a contract's `rules.max_shifts.value`) and under its first step (a rotation's `cycle`).
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    found[issue.path.join('.')] ??= issue.message;
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

/**
 * A refused call's messages put back on the fields they are about. A 422 says one message per
 * problem and no field names (platform/errors.ts); each of the shared schema's messages belongs to
 * one field, so `fieldOf` (message to field) places them. What no field owns (a rule across
 * fields, a conflict, a failure) stays in `other`, for an alert beside the form.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const found = error instanceof ApiError ? error.messages : [messages.somethingWentWrong];
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const message of found) {
    const field = error instanceof ApiError && error.status === 422 ? fieldOf[message] : undefined;
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
