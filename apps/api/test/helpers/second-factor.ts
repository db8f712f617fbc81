import { randomBytes } from 'node:crypto';
import { addPasskeyContract, passkeyOptionsContract } from '@careroster/shared/api/auth/factors';
import { passkeyRegistration } from '@careroster/shared/testing/passkey';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Enrols a passkey of the tests' software authenticator (the demo key, under a credential id of its
 * own) for the signed-in user: `t.login` then signs in with it, as it does for the demo's admins.
 */
export async function enrolTestPasskey(t: TestApp, headers: Record<string, string>, name = 'Laptop') {
  const { options } = (await t.call(passkeyOptionsContract, { headers })).data;
  const credentialId = randomBytes(16).toString('base64url');
  const credential = passkeyRegistration({ options, origin: new URL(t.config.publicUrl).origin, credentialId });
  const added = await t.call(addPasskeyContract, { headers, body: { name, credential } });
  expect(added.statusCode).toBe(200);
  return added.data;
}
