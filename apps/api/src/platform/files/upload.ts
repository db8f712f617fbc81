import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { isAllowedExtension, type FileRule } from '@careroster/shared/validation/file';
import type { FastifyRequest } from 'fastify';

export type Upload = { filename: string; data: Buffer };

/**
 * The one file of a multipart request, read whole (at most UPLOAD_MAX_BYTES, the multipart
 * plugin's limit). The name's extension is checked before the bytes are read; the content is
 * checked by the caller, who knows which formats it accepts.
 */
export async function readUpload(request: FastifyRequest, field: string, rule: FileRule): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', productMessages.fileRequired);
  const part = await request.file();
  if (!part || part.fieldname !== field) throw new AppError('VALIDATION_FAILED', productMessages.fileRequired);
  if (!isAllowedExtension(part.filename, rule.extensions)) {
    part.file.resume();
    throw new AppError('VALIDATION_FAILED', rule.typeMessage);
  }
  try {
    const data = await part.toBuffer();
    return { filename: part.filename, data };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', rule.sizeMessage);
    throw err;
  }
}

/** A file name safe to repeat in a Content-Disposition header and in answers. */
export const cleanFilename = (name: string) =>
  name
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120) || 'document';
