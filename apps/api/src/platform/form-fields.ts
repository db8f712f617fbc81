import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationMessages } from './validation-messages';

/** Longest text field a form may send; a legal name or a setting is far shorter. */
const FIELD_MAX_LENGTH = 1024;

/**
 * The input guard sees JSON bodies, params and queries only: every multipart text field is checked
 * with this before it reaches a query (PostgreSQL refuses NUL in text, as a 500).
 */
export function refuseNul(name: string, value: string) {
  if (name.includes('\u0000') || value.includes('\u0000')) throw new AppError('VALIDATION_FAILED', productMessages.nulCharacter);
}

/**
 * The text fields of a multipart form ("form data" in the spec), as strings. Files are drained
 * unread: a form of settings has none. An over-long field is kept cut, so the schema refuses it.
 */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    if (typeof part.value !== 'string') continue;
    refuseNul(part.fieldname, part.value);
    fields[part.fieldname] = part.value.slice(0, FIELD_MAX_LENGTH + 1);
  }
  return fields;
}

/** Form fields checked by a shared schema; a refusal is a 422 with the schema's messages. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    validationMessages(
      parsed.error.issues.map((i) => ({
        instancePath: `/${i.path.join('/')}`,
        message: i.message,
        keyword: i.code,
        schemaPath: '',
        params: {},
      })),
    ),
  );
}
