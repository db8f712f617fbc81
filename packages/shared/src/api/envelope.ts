import { z } from 'zod';

/** Every answer of the API: `{ success, statusCode, data, error }` (DESIGN.md, spec 000 section 7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    statusCode: z.number().int(),
    data,
    error: z.null(),
  });

/** Create calls accept this header: a retry with the same key and request replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{1,128}$/;

export const errorEnvelope = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  data: z.null(),
  error: z.object({
    code: z.string(),
    message: z.array(z.string()).min(1),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { success: true; statusCode: number; data: T; error: null } | ErrorEnvelope;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int().nonnegative(), results: z.array(item) });

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  ordering: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
});

// Kept free of zod in ./base, for the public pages' lean HTTP client (decision 060).
export { API_BASE, FACILITY_HEADER } from './base';
