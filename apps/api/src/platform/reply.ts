import { envelope } from '@careroster/shared/api/envelope';
import type { z } from 'zod';

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The answer schema of a route: the envelope around its data, so the serializer acts as an
 * allowlist. One envelope per data schema in the process, so every app built here finds the
 * serializer the first one compiled (platform/serializer.ts).
 */
export const answer = <T extends z.ZodType>(data: T) => {
  let wrapped = envelopes.get(data) as ReturnType<typeof envelope<T>> | undefined;
  if (!wrapped) {
    wrapped = envelope(data);
    envelopes.set(data, wrapped);
  }
  return { 200: wrapped };
};

export const ok = <T>(data: T) => ({ success: true as const, statusCode: 200, data, error: null });
