import fs from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from './wait';

/**
 * The link token of the newest message to `to` that the development transports delivered into
 * DATA_DIR/outbox, as a developer (or the browser tests) would read it. Once a message is sent the
 * outbox table keeps it without its token (decision 037), so the delivered copy is where a test
 * with running jobs reads the link.
 */
export async function deliveredToken(dataDirs: string | string[], to: string, page: string): Promise<string> {
  // A whole token: a file read while it is being written may end half-way through one.
  const pattern = new RegExp(`${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])`);
  return waitFor(`a delivered ${page} link to ${to}`, async () => {
    const found: { mtime: number; token: string }[] = [];
    for (const dataDir of [dataDirs].flat()) {
      const dir = path.join(dataDir, 'outbox');
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, name);
        const text = await fs.readFile(file, 'utf8');
        const token = pattern.exec(text)?.[1];
        if (token && text.startsWith(`To: ${to}\n`)) found.push({ mtime: (await fs.stat(file)).mtimeMs, token });
      }
    }
    return found.sort((a, b) => b.mtime - a.mtime)[0]?.token;
  });
}
