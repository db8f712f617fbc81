import { credentialFileContract } from '@careroster/shared/api/employees/credential-files';
import { listCredentialsContract } from '@careroster/shared/api/employees/list-credentials';
import { listFacilityCredentialsContract } from '@careroster/shared/api/employees/list-facility-credentials';
import { updateCredentialExpiryContract } from '@careroster/shared/api/employees/update-credential-expiry';
import { updateCredentialStatusContract } from '@careroster/shared/api/employees/update-credential-status';
import {
  UPLOAD_CREDENTIAL_FIELD,
  uploadCredentialContract,
  uploadCredentialRule,
} from '@careroster/shared/api/employees/upload-credential';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import * as credentials from './credentials';
import { listFacilityCredentials } from './facility-credentials';
import { readUpload } from '../../platform/files/upload';

const tags = ['credentials'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;

export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listFacilityCredentialsContract, read, (request) => listFacilityCredentials(request.ctx, request.query));
  route(app, listCredentialsContract, read, (request) => credentials.listCredentials(request.ctx, request.params));
  route(app, uploadCredentialContract, write, (request) =>
    credentials.uploadCredential(request.ctx, {
      ...request.params,
      readFile: () => readUpload(request, UPLOAD_CREDENTIAL_FIELD, uploadCredentialRule),
    }),
  );
  route(app, updateCredentialExpiryContract, write, (request) =>
    credentials.updateExpiry(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updateCredentialStatusContract, write, (request) =>
    credentials.updateStatus(request.ctx, { ...request.params, ...request.body }),
  );
  fileRoute(app, credentialFileContract, read, (request) =>
    credentials.credentialFile(request.ctx, { ...request.params, ...request.query }),
  );
};
