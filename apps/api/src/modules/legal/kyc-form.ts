import { kycAdminFields, kycFileFields, kycTextFields } from '@careroster/shared/api/legal/kyc';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import type { LegalDocType } from '@careroster/shared/compliance/values';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { fileRules, isAllowedExtension } from '@careroster/shared/validation/file';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context';
import { refuseNul } from '../../platform/form-fields';
import type { Upload } from '../../platform/files/upload';

export type KycForm = {
  files: Array<Upload & { kind: LegalDocType }>;
  tin?: string;
  ssn?: string;
};

const rule = fileRules.legalDocument;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Reads the PATCH's multipart form: at most one file per document field (the app-wide limit of
 * one file is raised to the three fields here), each at most UPLOAD_MAX_BYTES with an allowed
 * extension, and the TIN and SSN text. A field of the admin flag from a caller without
 * `legal:numbers` is refused before its bytes are read. Content is checked by the caller.
 */
export async function readKycForm(ctx: Ctx, request: FastifyRequest): Promise<KycForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const form: KycForm = { files: [] };
  const refuse = (part: { type: string; file?: NodeJS.ReadableStream }, error: AppError) => {
    if (part.type === 'file') part.file?.resume();
    throw error;
  };
  // Merged over the app's limits: three files, and no more text than two short numbers need.
  const limits = { files: kycFileFields.length, fileSize: UPLOAD_MAX_BYTES, fields: kycTextFields.length * 2, fieldSize: 1024 };
  for await (const part of request.parts({ limits })) {
    const field = part.fieldname;
    if (isOneOf(kycAdminFields, field) && !ctx.can('legal:numbers')) refuse(part, new AppError('FORBIDDEN', productMessages.notAllowed));
    if (part.type === 'file') {
      if (!isOneOf(kycFileFields, field)) refuse(part, new AppError('VALIDATION_FAILED', productMessages.fileRequired));
      const kind = field as LegalDocType;
      if (form.files.some((f) => f.kind === kind)) refuse(part, new AppError('VALIDATION_FAILED', productMessages.legalOneFilePerDocument));
      if (!isAllowedExtension(part.filename, rule.extensions)) refuse(part, new AppError('VALIDATION_FAILED', rule.typeMessage));
      try {
        form.files.push({ kind, filename: part.filename, data: await part.toBuffer() });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', rule.sizeMessage);
        throw err;
      }
    } else if (isOneOf(kycTextFields, field) && typeof part.value === 'string') {
      refuseNul(field, part.value);
      form[field] = part.value.slice(0, 64);
    }
  }
  return form;
}
