import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as sha256: they are high-entropy, so a slow hash adds nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
