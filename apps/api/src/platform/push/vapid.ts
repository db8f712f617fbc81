import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const VAPID_FILE = 'vapid.json';
// A P-256 public key is a 65-byte point (87 base64url characters), the private key 32 bytes (43).
const storedKeys = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/), privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * The server's VAPID identity (RFC 8292): from the environment, else `DATA_DIR/vapid.json`,
 * generated on the first start (mode 0600) and reused after, so browsers' subscriptions stay
 * valid across restarts. Production requires the environment (config.ts says why).
 */
export async function resolveVapidKeys(config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const file = path.join(config.dataDir, VAPID_FILE);
  const existing = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (existing !== null) {
    const parsed = storedKeys.safeParse(JSON.parse(existing));
    if (!parsed.success) throw new Error(`${file} does not hold a VAPID key pair; remove it to generate a new one`);
    return { ...parsed.data, subject: config.vapidSubject };
  }
  const generated = webpush.generateVAPIDKeys();
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: a second process starting at the same moment keeps the first one's keys.
    await fs.writeFile(file, `${JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey })}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return resolveVapidKeys(config);
    throw err;
  }
  return { publicKey: generated.publicKey, privateKey: generated.privateKey, subject: config.vapidSubject };
}
