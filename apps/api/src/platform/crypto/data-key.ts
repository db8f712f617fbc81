import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config';
import { createSecretBox, generateDataKey, parseDataKey, type SecretBox } from './secret-box';

const DATA_KEY_FILE = 'data-key.json';
const storedKey = z.object({ key: z.string() });

/**
 * The data key ring (decision 024): `DATA_KEY` seals, `DATA_KEYS_RETIRED` only opens. Without
 * `DATA_KEY` (never in production, config.ts refuses it) the key is `DATA_DIR/data-key.json`,
 * generated on the first start (mode 0600) and reused after, like the VAPID keys: the embedded
 * default keeps its data readable across restarts. Losing that file loses the sealed numbers.
 */
export async function resolveSecretBox(config: Pick<Config, 'dataKey' | 'retiredDataKeys' | 'dataDir'>): Promise<SecretBox> {
  const retired = config.retiredDataKeys.map((k, i) => parseDataKey(k, `DATA_KEYS_RETIRED[${i}]`));
  if (config.dataKey) return createSecretBox(parseDataKey(config.dataKey, 'DATA_KEY'), retired);
  const file = path.join(config.dataDir, DATA_KEY_FILE);
  const existing = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (existing !== null) {
    const parsed = storedKey.safeParse(JSON.parse(existing));
    if (!parsed.success) throw new Error(`${file} does not hold a data key`);
    return createSecretBox(parseDataKey(parsed.data.key, file), retired);
  }
  const key = generateDataKey();
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: a second process starting at the same moment keeps the first one's key.
    await fs.writeFile(file, `${JSON.stringify({ key })}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return resolveSecretBox(config);
    throw err;
  }
  return createSecretBox(parseDataKey(key, file), retired);
}
