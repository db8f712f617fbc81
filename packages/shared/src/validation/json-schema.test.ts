import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialExpiryBody } from './credential-expiry';
import { deviceFormSchema } from './device';
import { legalNumbersSchema } from './legal';
import { bankVerificationSchema, vaultFundSchema } from './money';
import { noteSchema } from './note';
import { shiftFormSchema } from './shift-form';

// Fastify (fastify-type-provider-zod) turns body schemas into JSON Schema for OpenAPI with
// unrepresentable parts allowed; the request bodies must survive that conversion.
const bodies = {
  vaultFundSchema,
  bankVerificationSchema,
  legalNumbersSchema,
  noteSchema,
  deviceFormSchema,
  credentialExpiryBody: credentialExpiryBody('2025-03-05'),
  shiftFormSchema,
};

describe('request bodies as JSON Schema', () => {
  for (const [name, schema] of Object.entries(bodies)) {
    it(`describes ${name} with its fields`, () => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      expect(json.type).toBe('object');
      expect(Object.keys(json.properties ?? {})).toEqual(Object.keys(schema.shape));
    });
  }
});
