import { createHash, createPrivateKey, sign, type JsonWebKey } from 'node:crypto';
import type { LoginAnswer, SessionAnswer } from '../api/auth/login';
import { demoFactors } from '../auth/demo-factors';

/**
 * The demo passkey's private key (a fixed P-256 JWK): test support only. The seed holds its
 * public half (auth/demo-factors.ts), so tests sign in as the demo owner and admin through the
 * real second step.
 */
export const demoPasskeyJwk: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: demoFactors.passkey.x,
  y: demoFactors.passkey.y,
  d: 'n492O3Oc5I2SOZI7oaA4_W5qh2O7kOOG1-RH-RE-G68',
};

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/** The authenticator's signature counter: above any it gave before, in this process or an earlier one on the same server. */
let lastCount = 0;
function nextCount() {
  // Tenths of a second since 2020 (32 bits last to 2033) rise between processes too (the e2e files share a server); +1 within one.

  lastCount = Math.max(lastCount + 1, Math.floor((Date.now() - Date.UTC(2020, 0, 1)) / 100));
  return lastCount;
}

/** A counter for a browser's virtual authenticator that starts above what the tests' own signing used. */
export const passkeyCounterNow = () => nextCount();

/**
 * A software authenticator answering `navigator.credentials.get()` (WebAuthn Level 3 section
 * 6.3.3) with ES256: authenticatorData = sha256(rpId) | flags UP+UV | counter, and a DER
 * signature over authenticatorData | sha256(clientDataJSON).
 */
export function passkeyAssertion(input: { options: Record<string, unknown>; origin: string; jwk?: JsonWebKey; credentialId?: string }) {
  const rpId = input.options.rpId as string;
  const allowed = (input.options.allowCredentials as { id: string }[] | undefined) ?? [];
  const credentialId = input.credentialId ?? allowed[0]?.id;
  if (!credentialId) throw new Error('no credential to sign with');
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(nextCount());
  const authenticatorData = Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([0x05]), counter]);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: input.options.challenge as string, origin: input.origin, crossOrigin: false }),
  );
  const key = createPrivateKey({ key: input.jwk ?? demoPasskeyJwk, format: 'jwk' });
  const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), key);
  return {
    id: credentialId,
    rawId: credentialId,
    type: 'public-key' as const,
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}

/** A CBOR byte string's or text string's head (RFC 8949 section 3): major type and length. */
const cborHead = (major: number, length: number) =>
  length < 24
    ? Buffer.from([(major << 5) | length])
    : length < 256
      ? Buffer.from([(major << 5) | 24, length])
      : Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborBytes = (bytes: Buffer) => Buffer.concat([cborHead(2, bytes.length), bytes]);

/**
 * A software authenticator answering `navigator.credentials.create()` with the "none"
 * attestation (WebAuthn section 8.7): a new credential of the given key, for enrolment tests.
 */
export function passkeyRegistration(input: { options: Record<string, unknown>; origin: string; credentialId: string; jwk?: JsonWebKey }) {
  const jwk = input.jwk ?? demoPasskeyJwk;
  const rpId = (input.options.rp as { id: string }).id;
  const id = Buffer.from(input.credentialId, 'base64url');
  const field = (label: number, value: string) => Buffer.concat([Buffer.from([label, 0x58, 0x20]), Buffer.from(value, 'base64url')]);
  const coseKey = Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01]), field(0x21, jwk.x!), field(0x22, jwk.y!)]);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  // flags UP | UV | AT (attested credential data follows); counter 0; an all-zero AAGUID.
  const authData = Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([0x45]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    idLength,
    id,
    coseKey,
  ]);
  const attestationObject = Buffer.concat([
    Buffer.from([0xa3]),
    cborText('fmt'),
    cborText('none'),
    cborText('attStmt'),
    Buffer.from([0xa0]),
    cborText('authData'),
    cborBytes(authData),
  ]);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge: input.options.challenge as string, origin: input.origin, crossOrigin: false }),
  );
  return {
    id: input.credentialId,
    rawId: input.credentialId,
    type: 'public-key' as const,
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
  };
}

/**
 * Signs in over HTTP through both steps (decision 079), as another app or instance would: the
 * password, then, where the account holds a factor, the demo passkey signed by the software
 * authenticator above. `api` is the server's API base; `origin` its PUBLIC_URL's origin.
 */
export async function signInOverHttp(api: string, origin: string, email: string, password: string): Promise<SessionAnswer> {
  const post = async <T>(path: string, body: object) => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const first = await post<LoginAnswer>('/auth/login', { email, password });
  if (!('mfa_required' in first)) return first;
  const { options } = await post<{ options: Record<string, unknown> }>('/auth/mfa/webauthn-options', { mfa_token: first.mfa_token });
  const credential = passkeyAssertion({ options, origin });
  return post<SessionAnswer>('/auth/mfa/verify', { mfa_token: first.mfa_token, method: 'webauthn', credential });
}
