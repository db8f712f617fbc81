import { demoFactors } from '@careroster/shared/auth/demo-factors';
import type { DbOrTx } from '../client';
import { mfaFactors } from '../schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { coseP256Key } from '../../modules/auth';

/**
 * The demo owner's and admin's second factors (decision 079): an authenticator app on the demo
 * secret README gives, and a passkey whose private key only the tests hold. Ids are fixed, so
 * the seed draws nothing from the demo's random sequence.
 */
export async function seedFactors(tx: DbOrTx, users: { owner: string; admin: string }, secrets: SecretBox) {
  const rows = (['owner', 'admin'] as const).flatMap((who, i) => {
    const totpId = `00000000-0000-4000-8000-00000000007${i * 2}`;
    return [
      {
        id: totpId,
        userId: users[who],
        kind: 'TOTP' as const,
        name: 'Authenticator app',
        totpSecretSealed: secrets.seal(demoFactors.totpSecret, sealContext.totpSecret(totpId)),
        confirmedAt: new Date(0),
      },
      {
        id: `00000000-0000-4000-8000-00000000007${i * 2 + 1}`,
        userId: users[who],
        kind: 'WEBAUTHN' as const,
        name: 'Demo passkey',
        credentialId: demoFactors.passkey.credentialIds[who],
        publicKey: coseP256Key(demoFactors.passkey.x, demoFactors.passkey.y),
        signCount: 0,
        confirmedAt: new Date(0),
      },
    ];
  });
  await tx.insert(mfaFactors).values(rows);
}
