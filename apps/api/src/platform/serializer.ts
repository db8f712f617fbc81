import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Whether encoding through the schema changes a value (a transform, a codec such as the cents
 * codec, a pipe): then the answer must go through zod. Any other schema only checks and strips,
 * which a compiled serializer does from the schema's JSON Schema.
 */
function rewrites(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; getter?: () => $ZodType };
  if (def.type === 'pipe' || def.type === 'transform') return true;
  if (def.type === 'lazy' && def.getter) return rewrites(def.getter(), seen);
  // Inner schemas sit in the definition directly (optional's innerType), in arrays (union's
  // options) or in objects (object's shape).
  const isSchema = (x: unknown): x is $ZodType => x instanceof $ZodType;
  const children = Object.values(def).flatMap((v): $ZodType[] =>
    isSchema(v) ? [v] : Array.isArray(v) ? v.filter(isSchema) : v && typeof v === 'object' ? Object.values(v).filter(isSchema) : [],
  );
  return children.some((c) => rewrites(c, seen));
}

/**
 * Answers are serialized by a function compiled from the answer's schema (fast-json-stringify,
 * Fastify's own serializer), about four times faster than zod's encode and JSON.stringify on a
 * week list. Like zod's encode it writes only the schema's properties, so the schema stays the
 * allowlist of what leaves the server. Schemas that rewrite values on the way out (codecs) keep
 * zod's serializer, as does anything zod cannot express as JSON Schema.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (schema instanceof $ZodType) {
    const compiled = compiledFor(schema);
    if (compiled) return compiled;
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};

type Serialize = (data: unknown) => string;

/**
 * One compiled serializer per answer schema in the process (null: zod serializes it). Contract
 * schemas are module constants, so every app built in the process (the API tests build one per
 * file, a second instance beside the first) reuses what the first compiled: compiling every
 * route's serializer again was most of a test app's own start (about 0.2 s of CPU of 0.25 s).
 */
const compiledBySchema = new WeakMap<$ZodType, Serialize | null>();

function compiledFor(schema: $ZodType): Serialize | null {
  const known = compiledBySchema.get(schema);
  if (known !== undefined) return known;
  let compiled: Serialize | null = null;
  if (!rewrites(schema)) {
    try {
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
      compiled = fastJson(json as Parameters<typeof fastJson>[0]);
    } catch {
      // Not representable (a Date, a custom check): zod serializes it.
    }
  }
  compiledBySchema.set(schema, compiled);
  return compiled;
}
