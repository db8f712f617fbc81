import { CREDENTIAL_CONTENT_TYPES, type CredentialExtension } from '@careroster/shared/constants';
import { findEndOfCentralDirectory } from './xlsx-guard';

export type SniffedType = { ext: CredentialExtension; contentType: string; previewable: boolean };

const sniffed = (ext: CredentialExtension, previewable: boolean): SniffedType => ({
  ext,
  contentType: CREDENTIAL_CONTENT_TYPES[ext],
  previewable,
});

const starts = (buf: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

/**
 * The credential formats of spec 001 section 9 recognised by their first bytes; a name or a
 * browser's content type is only a claim (DESIGN.md "uploads checked by content").
 * `doc` is the OLE2 compound file of Word 97-2003; a .docx (zip) is not one of the spec's types.
 */
export function sniffCredentialFile(buf: Buffer): SniffedType | null {
  if (starts(buf, [0xff, 0xd8, 0xff])) return sniffed('jpg', true);
  if (starts(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return sniffed('png', true);
  // PDF readers accept the header anywhere in the first 1024 bytes; requiring it first is stricter.
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return sniffed('pdf', true);
  if (starts(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffed('doc', false);
  return null;
}

/** The format a stored document was sniffed as, read back from the content type kept with it. */
export const sniffedExtension = (contentType: string): CredentialExtension | null =>
  (Object.keys(CREDENTIAL_CONTENT_TYPES) as CredentialExtension[]).find((ext) => CREDENTIAL_CONTENT_TYPES[ext] === contentType) ?? null;

/** A zip archive (xlsx) by its local-file-header signature. */
export const looksLikeZip = (buf: Buffer) => starts(buf, [0x50, 0x4b, 0x03, 0x04]);

export type LegalDocumentExtension = CredentialExtension | 'docx';
export type SniffedLegalType = { ext: LegalDocumentExtension; contentType: string };

const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The names in a zip's central directory, or null when it has none that is whole. */
function zipEntryNames(buf: Buffer): string[] | null {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    names.push(buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return names;
}

/**
 * The legal and I-9 formats of spec 001 section 5 by content: the credential formats, plus a
 * .docx, which is a zip whose directory names `word/document.xml` (any other zip, an xlsx or a
 * packed executable, is not one). The bytes are only stored and served back, never unpacked.
 */
export function sniffLegalDocument(buf: Buffer): SniffedLegalType | null {
  const known = sniffCredentialFile(buf);
  if (known) return { ext: known.ext, contentType: known.contentType };
  if (looksLikeZip(buf) && zipEntryNames(buf)?.includes('word/document.xml')) return { ext: 'docx', contentType: DOCX_CONTENT_TYPE };
  return null;
}
