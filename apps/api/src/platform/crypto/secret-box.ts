import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sealing of the most sensitive values (TIN, SSN, bank numbers) before they reach the database:
 * AES-256-GCM with a random 96-bit nonce, the value's `context` (what it is and whose: `tin:<facility>`)
 * as additional data, so a sealed value copied onto another row or column does not open.
 *
 * Sealed form: `v1.<key id>.<nonce>.<tag>.<ciphertext>` (base64url). The key id is the first
 * 8 hex digits of the key's SHA-256, so any key of the ring opens what it sealed and a rotation
 * can find what is still under an old key (decision 024).
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed by a key of the ring for this context. */
  open(sealed: string, context: string): string;
  /** Whether a sealed value is under the current key; rotation re-seals the others. */
  isCurrent(sealed: string): boolean;
  readonly currentKeyId: string;
};

const VERSION = 'v1';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A 32-byte key from its base64 (or base64url) text; anything else is a configuration error. */
export function parseDataKey(text: string, name: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${name} must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
  return key;
}

export const generateDataKey = () => randomBytes(KEY_BYTES).toString('base64');

/** `current` seals; `retired` keys only open what they sealed before a rotation. */
export function createSecretBox(current: Buffer, retired: readonly Buffer[] = []): SecretBox {
  const currentKeyId = keyIdOf(current);
  const ring = new Map<string, Buffer>([...retired.map((k) => [keyIdOf(k), k] as const), [currentKeyId, current]]);
  return {
    currentKeyId,
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        currentKeyId,
        nonce.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const [version, keyId, nonce, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !keyId || nonce === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new Error('not a sealed value');
      }
      const key = ring.get(keyId);
      // The id, never the value: an unknown key means a retired key was dropped too early.
      if (!key) throw new Error(`sealed with key ${keyId}, which is not in the data key ring`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.startsWith(`${VERSION}.${currentKeyId}.`),
  };
}
