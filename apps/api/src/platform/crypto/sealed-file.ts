import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from './secret-box';

/**
 * Files too large for a sealed column (a W-2 PDF) are sealed as an envelope: the bytes with a
 * random key of their own (AES-256-GCM, the context as additional data), that key sealed with the
 * data key (`SecretBox`) into a column listed in `sealedColumns`. A data-key rotation re-seals
 * the small column and never rewrites the file (decision 024 names this as the KMS path too).
 */
const MAGIC = Buffer.from('CRF1', 'latin1');
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealFile(secrets: SecretBox, data: Buffer, context: string): { bytes: Buffer; sealedKey: string } {
  const key = randomBytes(KEY_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(data), cipher.final()]);
  return {
    bytes: Buffer.concat([MAGIC, nonce, cipher.getAuthTag(), ciphertext]),
    sealedKey: secrets.seal(key.toString('base64'), context),
  };
}

/** Throws when the bytes, the key or the context do not belong together. */
export function openFile(secrets: SecretBox, bytes: Buffer, sealedKey: string, context: string): Buffer {
  if (bytes.length < MAGIC.length + NONCE_BYTES + TAG_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not a sealed file');
  }
  const key = Buffer.from(secrets.open(sealedKey, context), 'base64');
  let at = MAGIC.length;
  const nonce = bytes.subarray(at, (at += NONCE_BYTES));
  const tag = bytes.subarray(at, (at += TAG_BYTES));
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(at)), decipher.final()]);
}
