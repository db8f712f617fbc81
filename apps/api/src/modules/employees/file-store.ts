import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files under DATA_DIR/uploads: outside the web root, reachable only through the
 * authenticated credential-file route. Stored names are ids chosen by the server, never the
 * uploader's file name, so no path can be smuggled in.
 */
export function fileStore(dataDir: string) {
  const root = path.resolve(dataDir, 'uploads');
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) throw new Error('path outside the upload store');
    return full;
  };
  return {
    async write(relative: string, data: Buffer) {
      const full = resolve(relative);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data, { mode: 0o600 });
    },
    async read(relative: string): Promise<Buffer | null> {
      try {
        return await fs.readFile(resolve(relative));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(relative: string | null) {
      if (relative) await fs.rm(resolve(relative), { force: true });
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
