/**
 * Where uploaded files live (decision 010). Keys are chosen by the server (ids and fixed
 * suffixes, `credentials/<credential>/<document>-<version>.pdf`), never taken from a file name.
 * An S3-compatible store is a third implementation of this interface, chosen in `createFileStore`.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file if there is one; null is allowed so callers can pass optional keys. */
  delete(key: string | null): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export type FileStoreKind = 'dir' | 'postgres';

const KEY = /^[\w-]+(?:\/[\w-]+(?:\.[\w-]+)*)*$/;

/** Every store refuses a key that could name something outside it (`..`, absolute, empty segments). */
export function checkedKey(key: string): string {
  if (key.length > 500 || !KEY.test(key)) throw new Error('invalid file store key');
  return key;
}
