import { z } from 'zod';
import { FACTOR_NAME_MAX, factorKinds } from '../../auth/mfa';
import { productMessages } from '../../messages';
import { defineContract } from '../contract';
import { webauthnCredential, webauthnOptions } from './mfa';

/** The caller's own second factors and recovery codes (issue 31, decision 079). */
export const factorSchema = z.object({
  id: z.uuid(),
  kind: z.enum(factorKinds),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type Factor = z.infer<typeof factorSchema>;

export const factorName = z
  .string()
  .trim()
  .min(1, productMessages.mfaFactorNameInvalid)
  .max(FACTOR_NAME_MAX, productMessages.mfaFactorNameInvalid);

export const listFactorsContract = defineContract({
  method: 'GET',
  path: '/auth/factors',
  answer: z.object({
    factors: z.array(factorSchema),
    recovery_codes_left: z.number().int(),
    /** Whether the user must keep a factor (an owner or admin). */
    mfa_required: z.boolean(),
  }),
});

/** A factor added: the recovery codes come with the first one, shown once. */
export const factorAdded = z.object({ factor: factorSchema, recovery_codes: z.array(z.string()).nullable() });
export type FactorAdded = z.infer<typeof factorAdded>;

export const startTotpContract = defineContract({
  method: 'POST',
  path: '/auth/factors/totp',
  answer: z.object({ factor_id: z.uuid(), secret: z.string(), uri: z.string() }),
});

export const confirmTotpContract = defineContract({
  method: 'POST',
  path: '/auth/factors/totp/confirm',
  body: z.object({ factor_id: z.uuid(), code: z.string().max(16), name: factorName }),
  answer: factorAdded,
});

export const passkeyOptionsContract = defineContract({
  method: 'POST',
  path: '/auth/factors/passkey-options',
  answer: z.object({ options: webauthnOptions }),
});

export const addPasskeyContract = defineContract({
  method: 'POST',
  path: '/auth/factors/passkey',
  body: z.object({ name: factorName, credential: webauthnCredential }),
  answer: factorAdded,
});

const factorParams = z.object({ id: z.uuid() });

export const renameFactorContract = defineContract({
  method: 'PATCH',
  path: '/auth/factors/:id',
  params: factorParams,
  body: z.object({ name: factorName }),
  answer: factorSchema,
});

export const removeFactorContract = defineContract({
  method: 'DELETE',
  path: '/auth/factors/:id',
  params: factorParams,
  answer: z.object({ message: z.string() }),
});

export const regenerateRecoveryCodesContract = defineContract({
  method: 'POST',
  path: '/auth/recovery-codes',
  answer: z.object({ recovery_codes: z.array(z.string()) }),
});
