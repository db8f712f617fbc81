import { errorEnvelope, FACILITY_HEADER, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@careroster/shared/api/envelope';
import { errorCodes, type ErrorCode } from '@careroster/shared/errors';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { Access } from './access';

/**
 * The OpenAPI document, generated from what each route is registered with (decision 040): its
 * contract's schemas, its access kind, and whether it honours Idempotency-Key. Every error answer
 * is the one envelope, documented once as the `ErrorEnvelope` component.
 */

const ERROR_ENVELOPE = 'ErrorEnvelope';
const errorRef = { $ref: `#/components/schemas/${ERROR_ENVELOPE}` };

type JsonSchema = Record<string, unknown>;

/**
 * zod's openapi-3.0 target writes `.nullable()` of an enum as `{ nullable: true, enum: [...] }`:
 * OpenAPI 3.0.3 says `nullable` does not widen an `enum`, so validators and generated clients
 * (openapi-typescript) refuse the null the server really answers. The null goes into the enum.
 */
function nullableEnums(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(nullableEnums);
  if (value === null || typeof value !== 'object') return;
  const schema = value as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const child of Object.values(schema)) nullableEnums(child);
}

const zodTransform = createJsonSchemaTransform({});

/** What `route`/`fileRoute` put on a route's config, as far as the document needs it. */
type RouteConfig = { access?: Access; idempotent?: boolean | 'required'; rateLimit?: unknown; linkFamily?: unknown; refuses?: ErrorCode[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See `ContractRouteOptions.refuses`. */
    refuses?: ErrorCode[];
  }
}

const serverStatuses = Object.values(errorCodes).filter((status) => status >= 500);

/**
 * The error statuses one route can answer, from how it is registered: the access layer's 401/403,
 * Fastify's 400/413/415 on a body it cannot take, the services' 404 on an id and 409 on a write,
 * a limit's 429, and what the route declares in `refuses`. Every route can answer 422: the NUL
 * guard reads any query string, declared or not.
 */
export function errorStatuses(config: RouteConfig, method: string, input: { params: boolean; query: boolean; body: boolean }): number[] {
  const access = config.access?.kind ?? 'user';
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', ...(config.refuses ?? [])]);
  // A public route with input checks a link token, a device token or credentials; so does a
  // route a link opens (its token may travel in a header).
  const limited = config.rateLimit !== undefined || config.linkFamily !== undefined;
  const takesCredential = access !== 'public' || input.params || input.query || input.body || limited;
  if (takesCredential) codes.add('UNAUTHENTICATED');
  if (access !== 'public' || input.body) codes.add('FORBIDDEN');
  if (access === 'facility' || input.body || config.idempotent === 'required') codes.add('BAD_REQUEST');
  if (input.params || input.body || access === 'facility' || (access === 'public' && takesCredential)) codes.add('NOT_FOUND');
  // A write can meet a state it cannot change (already approved, paid, taken) or a reused key.
  if (method !== 'GET') codes.add('CONFLICT');
  if (input.body) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (limited) codes.add('RATE_LIMITED');
  return [...[...codes].map((code) => errorCodes[code]), ...serverStatuses].sort((a, b) => a - b);
}

const headerDocs = {
  facility: {
    type: 'string',
    format: 'uuid',
    description: 'The facility the call works in; may be left out by a member of one facility only.',
  },
  idempotency: {
    type: 'string',
    pattern: IDEMPOTENCY_KEY_PATTERN.source,
    description: 'A retry with the same key and request replays the first answer (kept 24 hours).',
  },
};

type TransformArgs = Parameters<Extract<FastifyDynamicSwaggerOptions['transform'], (...args: never[]) => unknown>>[0];

export const openApiTransform = (args: TransformArgs) => {
  const { schema: transformed, url } = zodTransform(args);
  // A route registered without a contract (only tests add one) has nothing to document.
  if (!transformed) return { schema: transformed, url };
  const schema = transformed as JsonSchema & { hide?: boolean };
  if (schema.hide) return { schema, url };
  nullableEnums(schema);
  const config = (args.route.config ?? {}) as RouteConfig;
  const consumes = schema.consumes as string[] | undefined;
  const input = { params: 'params' in schema, query: 'querystring' in schema, body: 'body' in schema || Boolean(consumes?.length) };

  const headers: Record<string, unknown> = {};
  const required: string[] = [];
  if (config.access?.kind === 'facility') headers[FACILITY_HEADER] = headerDocs.facility;
  if (config.idempotent) {
    headers[IDEMPOTENCY_HEADER] = headerDocs.idempotency;
    if (config.idempotent === 'required') required.push(IDEMPOTENCY_HEADER);
  }
  if (Object.keys(headers).length > 0) schema.headers = { type: 'object', properties: headers, required };

  const response: Record<string, unknown> = { ...(schema.response as JsonSchema | undefined) };
  // A file route answers the bytes of a document or an export, not the envelope.
  if (!response[200]) {
    response[200] = { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  }
  const method = [args.route.method].flat()[0]!;
  for (const status of errorStatuses(config, method, input)) {
    const code = (Object.keys(errorCodes) as ErrorCode[]).find((c) => errorCodes[c] === status)!;
    response[status] = { description: code, content: { 'application/json': { schema: errorRef } } };
  }
  schema.response = response;
  return { schema, url };
};

/** The shared component every error answer points at. */
export const openApiComponents: OpenAPIV3.ComponentsObject = {
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  schemas: { [ERROR_ENVELOPE]: z.toJSONSchema(errorEnvelope, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject },
};
