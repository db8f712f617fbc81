import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStore } from './file-store';

/**
 * Files under DATA_DIR/uploads: the embedded default, where one process owns its data directory.
 * Outside the web root, reachable only through authenticated routes.
 */
export function dirFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'uploads');
  const resolve = (key: string) => {
    const full = path.resolve(root, checkedKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error('path outside the upload store');
    return full;
  };
  return {
    kind: 'dir',
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (key) await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
