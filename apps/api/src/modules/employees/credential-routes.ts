import { credentialParams } from '@careroster/shared/api/employees/credential';
import { credentialFileParams, credentialFileQuery } from '@careroster/shared/api/employees/credential-files';
import { employeeParams } from '@careroster/shared/api/employees/employee';
import { listCredentialsAnswer } from '@careroster/shared/api/employees/list-credentials';
import { listFacilityCredentialsAnswer, listFacilityCredentialsQuery } from '@careroster/shared/api/employees/list-facility-credentials';
import { updateCredentialExpiryAnswer, updateCredentialExpiryBody } from '@careroster/shared/api/employees/update-credential-expiry';
import { updateCredentialStatusAnswer, updateCredentialStatusBody } from '@careroster/shared/api/employees/update-credential-status';
import { UPLOAD_CREDENTIAL_FIELD, uploadCredentialAnswer, uploadCredentialParams, uploadCredentialRule } from '@careroster/shared/api/employees/upload-credential';
import { AppError } from '@careroster/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as credentials from './credentials';
import { listFacilityCredentials } from './facility-credentials';
import { fileStore } from './file-store';
import { readUpload } from './upload';

const tags = ['credentials'];
const read = { access: { kind: 'facility', permission: 'staff:read' } } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' } } as const;

export const credentialRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const store = fileStore(deps.config.dataDir);

    app.get(
      '/facilities/credentials',
      { config: read, schema: { tags, querystring: listFacilityCredentialsQuery, response: answer(listFacilityCredentialsAnswer) } },
      async (request) => ok(await listFacilityCredentials(deps.db, facilityOf(request), request.query)),
    );
    app.get(
      '/facilities/employees/:employeeId/credentials',
      { config: read, schema: { tags, params: employeeParams, response: answer(listCredentialsAnswer) } },
      async (request) => ok(await credentials.listCredentials(deps.db, facilityOf(request), request.params.employeeId)),
    );
    app.patch(
      '/facilities/employees/:employeeId/credentials/:credentialDataId',
      { config: write, schema: { tags, consumes: ['multipart/form-data'], params: uploadCredentialParams, response: answer(uploadCredentialAnswer) } },
      async (request) => {
        const { employeeId, credentialDataId } = request.params;
        // The target is checked before the body is read: another facility's ids learn nothing from the file.
        const target = await credentials.uploadTarget(deps.db, facilityOf(request), employeeId, credentialDataId);
        const upload = await readUpload(request, UPLOAD_CREDENTIAL_FIELD, uploadCredentialRule);
        const result = await credentials.storeCredentialUpload(deps.db, store, employeeId, target, upload, (err) =>
          request.log.warn({ err }, 'thumbnail not made'),
        );
        await audit(deps.db, request, 'credential.upload', { target: target.credentialId });
        return ok(result);
      },
    );
    app.patch(
      '/facilities/employees/:employeeId/credentials/:credentialId/expiry',
      { config: write, schema: { tags, params: credentialParams, body: updateCredentialExpiryBody, response: answer(updateCredentialExpiryAnswer) } },
      async (request) => {
        const { employeeId, credentialId } = request.params;
        return ok(await credentials.updateExpiry(deps.db, facilityOf(request), employeeId, credentialId, request.body.expiry));
      },
    );
    app.patch(
      '/facilities/employees/:employeeId/credentials/:credentialId/status',
      { config: write, schema: { tags, params: credentialParams, body: updateCredentialStatusBody, response: answer(updateCredentialStatusAnswer) } },
      async (request) => {
        const { employeeId, credentialId } = request.params;
        const result = await credentials.updateStatus(deps.db, facilityOf(request), employeeId, credentialId, request.body);
        await audit(deps.db, request, 'credential.status', { target: credentialId, detail: request.body.status });
        return ok(result);
      },
    );
    app.get(
      '/facilities/employees/:employeeId/credential-files/:documentId',
      { config: read, schema: { tags, params: credentialFileParams, querystring: credentialFileQuery } },
      async (request, reply) => {
        const { employeeId, documentId } = request.params;
        const doc = await credentials.credentialFile(deps.db, facilityOf(request), employeeId, documentId);
        const thumbnail = request.query.variant === 'thumbnail';
        const file = thumbnail ? doc.thumbnailPath : doc.filePath;
        const data = file ? await store.read(file) : null;
        if (!data) throw new AppError('NOT_FOUND');
        const inline = thumbnail || doc.contentType !== 'application/msword';
        return reply
          .header('content-type', thumbnail ? 'image/jpeg' : doc.contentType)
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${thumbnail ? 'thumbnail.jpg' : doc.filename}"`)
          // Served bytes are documents, never a page: no scripts, no plugins, even if a browser is fooled.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(data);
      },
    );
  };
