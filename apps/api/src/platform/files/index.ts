import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dirFileStore } from './dir-store';
import type { FileStore } from './file-store';
import { postgresFileStore } from './postgres-store';

export type { FileStore, FileStoreKind } from './file-store';

/** `FILE_STORE`: `dir` on the embedded database, `postgres` when DATABASE_URL is set (decision 010). */
export function createFileStore(config: Pick<Config, 'fileStore' | 'dataDir'>, db: Db): FileStore {
  switch (config.fileStore) {
    case 'dir':
      return dirFileStore(config.dataDir);
    case 'postgres':
      return postgresFileStore(db);
  }
}
