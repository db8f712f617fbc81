import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { checkedKey, type FileStore } from './file-store';

/**
 * Files as rows of `stored_files` in the app's database: every instance on the same PostgreSQL
 * reads what another wrote, and backups and tenancy deletes cover them with the rest of the data.
 * Uploads are at most 10 MB (spec 001), well within what a bytea column carries.
 */
export function postgresFileStore(db: Db): FileStore {
  return {
    kind: 'postgres',
    async put(key, data, contentType) {
      const row = { key: checkedKey(key), content: data, contentType, size: data.length };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { content: data, contentType, size: data.length, createdAt: sql`now()` } });
    },
    async get(key) {
      const [row] = await db
        .select({ content: storedFiles.content })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      return row ? Buffer.from(row.content) : null;
    },
    async delete(key) {
      if (key) await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
    async exists(key) {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      return row !== undefined;
    },
  };
}
