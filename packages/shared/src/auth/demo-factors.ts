/**
 * The demo owner's and admin's second factors (decision 079), public parts only: the seed stores
 * them, README names the TOTP secret for a newcomer's authenticator app. The passkey's private key
 * lives in test support alone (testing/demo-passkey.ts).
 */
export const demoFactors = {
  /** RFC 4648 base32; any authenticator app takes it typed in. */
  totpSecret: 'CAREROSTERDEMOTOTPSECRETSUNRISEA',
  passkey: {
    /** The P-256 public key's coordinates (base64url). */
    x: '09ZHPkZLgtZoFB9ZytSyT1ocv0-Kz4axtbZbzE5YM-E',
    y: 'Y4uxMF5G4ePXJMOVzMe5G3P2wd3gE7Bg0r65Y0fOjRw',
    credentialIds: { owner: 'ZGVtby1vd25lci1wYXNza2V5', admin: 'ZGVtby1hZG1pbi1wYXNza2V5' },
  },
} as const;
