import type { FastifySchemaValidationError } from 'fastify/types/schema';

const humanize = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * One message per invalid field. Spec messages (set on the schema) read as whole sentences and
 * pass through; zod's defaults, worded by `zod-messages.ts` as a predicate ("is required"), get
 * the field's name in front.
 */
export function validationMessages(errors: FastifySchemaValidationError[]): [string, ...string[]] {
  const byField = new Map<string, string>();
  for (const e of errors) {
    const pathParts = e.instancePath.split('/').filter(Boolean);
    const field = pathParts.filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
    const key = pathParts.join('.');
    if (byField.has(key)) continue;
    const message = e.message ?? 'is invalid';
    const startsLower = /^[a-z]/.test(message);
    byField.set(key, startsLower ? `${field ? humanize(field) : 'Request'} ${message}` : message);
  }
  const list = [...byField.values()];
  return list.length > 0 ? (list as [string, ...string[]]) : ['The request is invalid.'];
}
