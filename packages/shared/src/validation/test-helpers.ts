import type { z } from 'zod';

/** The messages of a failed parse, by field path ('' for the root), for terse assertions. */
export const issuesOf = (schema: z.ZodType, value: unknown): Record<string, string[]> => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
};

/** The first message of a failed parse, or null when it passed. */
export const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};
