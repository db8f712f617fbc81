import { z } from 'zod';
import { defineContract } from '../contract';
import { productMessages } from '../../messages';

/**
 * The corporation's identity provider for sign-in (issue 31, decision 081), set up by its owner
 * (the `owner` access kind): the issuer, this app's client there, the email domains that sign in
 * through it and the rules that turn a claim's values into roles at the corporation's facilities.
 * The client secret is written, never answered.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect Discovery 1.0 section 3: the issuer is an https URL with no query or fragment.
 * Plain http only on the loopback, for a provider on the developer's own machine.
 */
export function issuerProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return productMessages.ssoIssuerInvalid;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  const plain = !url.search && !url.hash && !url.username && !url.password && !value.includes('?') && !value.includes('#');
  return secure && plain && value.length <= 500 ? undefined : productMessages.ssoIssuerInvalid;
}

/** Whether the issuer is on the loopback over http: the only case the client lets plain http through. */
export const isLoopbackHttp = (issuer: string) => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
};

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const CLAIM_NAME = /^[A-Za-z0-9_.:/-]{1,100}$/;
export const MAX_DOMAINS = 20;
export const MAX_RULES = 200;
export const ruleRoles = ['ADMIN', 'MANAGER'] as const;

const ruleSchema = z.object({
  claim_value: z.string().trim().min(1, productMessages.ssoRuleValueInvalid).max(255, productMessages.ssoRuleValueInvalid),
  facility_id: z.uuid(),
  role: z.enum(ruleRoles, { error: productMessages.ssoRuleRoleInvalid }),
});

export const identityProviderBody = z.object({
  issuer: z
    .string()
    .trim()
    .superRefine((v, c) => {
      const problem = issuerProblem(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    }),
  client_id: z.string().trim().min(1, productMessages.ssoClientIdInvalid).max(255, productMessages.ssoClientIdInvalid),
  /** Absent or empty: keep the saved one (required when there is none). */
  client_secret: z.string().max(1000, productMessages.ssoClientSecretRequired).optional(),
  domains: z
    .array(z.string().trim().toLowerCase().regex(DOMAIN, productMessages.ssoDomainsInvalid))
    .min(1, productMessages.ssoDomainsInvalid)
    .max(MAX_DOMAINS, productMessages.ssoDomainsInvalid)
    .refine((d) => new Set(d).size === d.length, productMessages.ssoDomainsInvalid),
  role_claim: z.string().trim().regex(CLAIM_NAME, productMessages.ssoRoleClaimInvalid).default('groups'),
  rules: z
    .array(ruleSchema)
    .min(1, productMessages.ssoRulesInvalid)
    .max(MAX_RULES, productMessages.ssoRulesInvalid)
    .refine((r) => new Set(r.map((x) => `${x.claim_value}\n${x.facility_id}`)).size === r.length, productMessages.ssoRulesInvalid),
});
export type IdentityProviderBody = z.input<typeof identityProviderBody>;

export const identityProviderSchema = z.object({
  issuer: z.string(),
  client_id: z.string(),
  /** Whether a secret is saved; the secret itself is never answered. */
  client_secret_set: z.boolean(),
  domains: z.array(z.string()),
  role_claim: z.string(),
  rules: z.array(ruleSchema),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const corporationSignInSchema = z.object({
  corporation_id: z.uuid(),
  /** The corporation's facilities the caller owns: those a rule may name (the corporation is shown by them). */
  facilities: z.array(z.object({ id: z.uuid(), name: z.string() })),
  provider: identityProviderSchema.nullable(),
});
export type CorporationSignIn = z.infer<typeof corporationSignInSchema>;

const base = '/auth/identity-providers' as const;
const params = z.object({ corporationId: z.uuid() });

export const listIdentityProvidersContract = defineContract({
  method: 'GET',
  path: base,
  answer: z.object({ results: z.array(corporationSignInSchema) }),
});
export const saveIdentityProviderContract = defineContract({
  method: 'PUT',
  path: `${base}/:corporationId`,
  params,
  body: identityProviderBody,
  answer: corporationSignInSchema,
});
export const deleteIdentityProviderContract = defineContract({
  method: 'DELETE',
  path: `${base}/:corporationId`,
  params,
  answer: z.object({ message: z.string() }),
});
