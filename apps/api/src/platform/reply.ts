import { envelope } from '@careroster/shared/api/envelope';
import type { z } from 'zod';

/** The answer schema of a route: the envelope around its data, so the serializer acts as an allowlist. */
export const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

export const ok = <T>(data: T) => ({ success: true as const, statusCode: 200, data, error: null });
