import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Config } from '../../config';

/**
 * The relying party passkeys are bound to (WebAuthn Level 3 section 5.1.2 and 13.4.9): the host
 * name and the origin of the configured PUBLIC_URL, never the request's Host header.
 */
export function relyingParty(config: Config) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, rpName: 'CareRoster', origin: url.origin };
}

/**
 * A COSE_Key (RFC 9053 section 7.1.1) of a P-256 public key from its coordinates: what an
 * authenticator hands over at registration, built here for the demo's passkey.
 */
export function coseP256Key(x: string, y: string): string {
  const header = Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01]);
  const field = (label: number, value: string) => Buffer.concat([Buffer.from([label, 0x58, 0x20]), Buffer.from(value, 'base64url')]);
  return isoBase64URL.fromBuffer(Buffer.concat([header, field(0x21, x), field(0x22, y)]));
}
