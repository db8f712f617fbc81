import { z } from 'zod';
import {
  BULK_INVITE_EXTENSIONS,
  PUNCH_IMPORT_EXTENSIONS,
  CREDENTIAL_EXTENSIONS,
  LEGAL_DOC_EXTENSIONS,
  PROFILE_IMAGE_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from '../constants';
import { messages, productMessages } from '../messages';

/** What both a browser File and a server multipart part offer; no DOM types needed. */
export type FileLike = { readonly name: string; readonly size: number };

export type FileRule = {
  readonly maxBytes: number;
  readonly extensions: readonly string[];
  readonly sizeMessage: string;
  readonly typeMessage: string;
};

/**
 * The upload rules of spec 001 section 5. The spec gives no wrong-type message for legal, I-9
 * and profile uploads, nor a size message for profile images; those borrow the credential
 * texts. The server also checks content (magic bytes): an extension is only a claim.
 */
export const fileRules = {
  credential: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: CREDENTIAL_EXTENSIONS,
    sizeMessage: messages.maxFileSizeExceeded,
    typeMessage: messages.wrongTypeDocument,
  },
  legalDocument: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: LEGAL_DOC_EXTENSIONS,
    sizeMessage: messages.fileBelow10Mb,
    typeMessage: messages.wrongTypeDocument,
  },
  i9Form: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: LEGAL_DOC_EXTENSIONS,
    sizeMessage: messages.fileBelow10Mb,
    typeMessage: messages.wrongTypeDocument,
  },
  bulkInvite: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: BULK_INVITE_EXTENSIONS,
    sizeMessage: messages.maxFileSizeExceeded,
    typeMessage: messages.onlyCsvXlsx,
  },
  /** A punch import (decision 053): the bulk invite's size and row limits, csv only. */
  punchImport: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: PUNCH_IMPORT_EXTENSIONS,
    sizeMessage: messages.maxFileSizeExceeded,
    typeMessage: productMessages.punchImportOnlyCsv,
  },
  profileImage: {
    maxBytes: UPLOAD_MAX_BYTES,
    extensions: PROFILE_IMAGE_EXTENSIONS,
    sizeMessage: messages.maxFileSizeExceeded,
    typeMessage: messages.wrongTypeDocument,
  },
} as const satisfies Record<string, FileRule>;

/** The lower-cased extension after the last dot, '' when there is none. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const isAllowedExtension = (name: string, extensions: readonly string[]): boolean => extensions.includes(fileExtension(name));

/** The message for a file that breaks the rule, or null. Type is checked before size. */
export const fileError = (file: FileLike, rule: FileRule): string | null => {
  if (!isAllowedExtension(file.name, rule.extensions)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
};

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number';

/** A schema that keeps the value itself (a browser File stays a File) and applies the rule. */
export const fileSchema = <T extends FileLike = FileLike>(rule: FileRule) =>
  z.custom<T>(isFileLike, { error: rule.typeMessage }).superRefine((file, ctx) => {
    const message = fileError(file, rule);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
