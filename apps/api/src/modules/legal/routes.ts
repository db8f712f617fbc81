import { getI9FormContract, I9_FORM_FIELD, updateProfileContract } from '@careroster/shared/api/legal/i9-form';
import {
  deleteKycDocumentContract,
  getKycContract,
  legalDocumentFileContract,
  revealLegalNumberContract,
  updateKycContract,
} from '@careroster/shared/api/legal/kyc';
import { fileRules } from '@careroster/shared/validation/file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { readUpload } from '../../platform/files/upload';
import { documentFile } from './documents';
import { getI9Form, uploadI9Form } from './i9';
import { deleteKycDocument, getKyc, revealLegalNumber, updateKyc } from './kyc';
import { readKycForm } from './kyc-form';

const tags = ['legal'];
// Managers reach the AOI, the legal name and the I-9; the services narrow the admin flag's parts.
const documents = { access: { kind: 'facility', permission: 'legal:documents' }, tags } as const;
const numbers = { access: { kind: 'facility', permission: 'legal:numbers' }, tags } as const;

/** The facility's legal (KYC) record and I-9 form (issue 13, decision 025). */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getKycContract, documents, (request) => getKyc(request.ctx));
  route(app, updateKycContract, documents, async (request) => updateKyc(request.ctx, await readKycForm(request.ctx, request)));
  route(app, deleteKycDocumentContract, documents, (request) => deleteKycDocument(request.ctx, request.query.doc_type));
  route(app, revealLegalNumberContract, { ...numbers, stepUp: true }, (request) => revealLegalNumber(request.ctx, request.body.field));
  fileRoute(app, legalDocumentFileContract, documents, (request) => documentFile(request.ctx, request.params.kind));
  route(app, getI9FormContract, documents, (request) => getI9Form(request.ctx));
  route(app, updateProfileContract, documents, async (request) =>
    uploadI9Form(request.ctx, await readUpload(request, I9_FORM_FIELD, fileRules.i9Form)),
  );
};
