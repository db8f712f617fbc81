import { inflateRawSync } from 'node:zlib';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';

/** A real xlsx has a dozen or two parts; a 10,000-row sheet unpacks to a few MB. */
export const XLSX_MAX_ENTRIES = 100;
export const XLSX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

const unreadable = () => new AppError('VALIDATION_FAILED', productMessages.bulkFileUnreadable);

/**
 * Checks a zip before any xlsx reader sees it: the central directory must be complete (a
 * truncated upload has none), entries few, and every entry must inflate to exactly its
 * declared size within the total limit, so a zip bomb that under-declares is caught while
 * inflating, never after. Stored (0) and deflated (8) entries only; ZIP64 is refused.
 */
export function checkXlsxZip(buf: Buffer): void {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw unreadable();
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff) throw unreadable();
  if (entries === 0 || entries > XLSX_MAX_ENTRIES) throw unreadable();
  if (cdOffset + cdSize > eocd) throw unreadable();

  let at = cdOffset;
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    total += size;
    if (total > XLSX_MAX_UNCOMPRESSED_BYTES) throw unreadable();
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + compressed > buf.length) throw unreadable();
    const data = buf.subarray(dataStart, dataStart + compressed);
    if (method === 0) {
      if (compressed !== size) throw unreadable();
    } else if (method === 8) {
      let out: Buffer;
      try {
        // One byte of slack: inflating to more than the declared size then fails here.
        out = inflateRawSync(data, { maxOutputLength: size + 1 });
      } catch {
        throw unreadable();
      }
      if (out.length !== size) throw unreadable();
    } else {
      throw unreadable();
    }
    at = next;
  }
}

export function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
