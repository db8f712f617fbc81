import { W2_FILE_FIELD, W2_IMPORT_FILES_FIELD, W2_YEAR_FIELD } from '@careroster/shared/api/records/w2';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { isAllowedExtension } from '@careroster/shared/validation/file';
import { W2_IMPORT_MAX_FILES, w2FileRule } from '@careroster/shared/validation/records-tax';
import type { FastifyRequest } from 'fastify';
import { refuseNul } from '../../platform/form-fields';
import type { Upload } from '../../platform/files/upload';

export type W2Form = { taxYear: string | undefined; files: Upload[] };

/** All files of one import together stay below this, so a request never holds more in memory. */
const IMPORT_MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/**
 * Reads a W-2 form: the `tax_year` text and one `file` (upload) or up to W2_IMPORT_MAX_FILES
 * `files` (import), each a `.pdf` by name before its bytes are read and at most 10 MB. The
 * content is checked by the caller.
 */
export async function readW2Form(request: FastifyRequest, mode: 'upload' | 'import'): Promise<W2Form> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', productMessages.fileRequired);
  const field = mode === 'upload' ? W2_FILE_FIELD : W2_IMPORT_FILES_FIELD;
  const maxFiles = mode === 'upload' ? 1 : W2_IMPORT_MAX_FILES;
  const form: W2Form = { taxYear: undefined, files: [] };
  let total = 0;
  const refuse = (part: { type: string; file?: NodeJS.ReadableStream }, error: AppError): never => {
    if (part.type === 'file') part.file?.resume();
    throw error;
  };
  for await (const part of request.parts({ limits: { files: maxFiles + 1, fileSize: w2FileRule.maxBytes, fields: 4, fieldSize: 64 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== field) refuse(part, new AppError('VALIDATION_FAILED', productMessages.fileRequired));
      if (form.files.length >= maxFiles) refuse(part, new AppError('VALIDATION_FAILED', productMessages.w2ImportTooMany(maxFiles)));
      if (!isAllowedExtension(part.filename, w2FileRule.extensions))
        refuse(part, new AppError('VALIDATION_FAILED', w2FileRule.typeMessage));
      try {
        const data = await part.toBuffer();
        total += data.length;
        if (total > IMPORT_MAX_TOTAL_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
        form.files.push({ filename: part.filename, data });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', w2FileRule.sizeMessage);
        throw err;
      }
    } else if (part.fieldname === W2_YEAR_FIELD && typeof part.value === 'string') {
      refuseNul(part.fieldname, part.value);
      form.taxYear = part.value.trim();
    }
  }
  if (form.files.length === 0)
    throw new AppError('VALIDATION_FAILED', mode === 'upload' ? productMessages.fileRequired : productMessages.w2ImportNoFiles);
  return form;
}
