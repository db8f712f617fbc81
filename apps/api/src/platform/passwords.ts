import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { passwordSchema } from '@careroster/shared/validation/password';
import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, t=2, p=1.
const argonOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const hashPassword = (password: string) => argon2.hash(password, argonOptions);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

/** NIST SP 800-63B: length and a blocklist of common passwords, no composition rules. */
export function checkNewPassword(password: string): void {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues.map((i) => i.message),
    );
  }
  if (common.has(password.toLowerCase())) {
    throw new AppError('VALIDATION_FAILED', productMessages.passwordTooCommon);
  }
}
