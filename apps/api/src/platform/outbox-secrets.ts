/** Link tokens in outbox rows: declared when a row is written, cut out once it is sent or given up (decision 037). */

/** What stands in a stored body for a link token once the row is delivered or given up. */
export const REDACTED = '[redacted]';

/**
 * An outbox row whose body carries link tokens: the tokens are listed in `secrets`, which the
 * dispatcher cuts out of the stored body once the row is sent or given up (decision 037). A token
 * missing from the body is a bug in the caller, refused here rather than silently kept.
 */
export function withSecrets<T extends { text: string; html?: string | null }>(row: T, ...tokens: string[]): T & { secrets: string[] } {
  for (const token of tokens) {
    if (!row.text.includes(token) && !row.html?.includes(token)) throw new Error('outbox: a declared secret is not in the message');
  }
  return { ...row, secrets: tokens };
}

const redact = (body: string, secrets: readonly string[]) => secrets.reduce((b, s) => b.replaceAll(s, REDACTED), body);

/** The stored body without its tokens, and no list of them: what a delivered or abandoned row keeps. */
export function redacted(row: { text: string; html: string | null; secrets: string[] | null }) {
  const secrets = row.secrets ?? [];
  return { text: redact(row.text, secrets), html: row.html === null ? null : redact(row.html, secrets), secrets: null };
}
