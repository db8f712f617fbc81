import { bulkInviteContract, bulkInviteTemplateContract } from '@careroster/shared/api/employees/bulk-invite';
import { BULK_INVITE_FILE_FIELD, bulkInviteFileRule, validateCsvContract } from '@careroster/shared/api/employees/validate-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { bulkInvite, inviteTemplate, validateCsv } from './bulk-invite';
import { readUpload } from '../../platform/files/upload';

const tags = ['bulk invite'];
const write = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;

export const bulkInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, validateCsvContract, write, async (request) =>
    validateCsv(request.ctx, { upload: await readUpload(request, BULK_INVITE_FILE_FIELD, bulkInviteFileRule) }),
  );
  route(app, bulkInviteContract, { ...write, idempotent: true }, async (request) =>
    bulkInvite(request.ctx, { upload: await readUpload(request, BULK_INVITE_FILE_FIELD, bulkInviteFileRule) }),
  );
  fileRoute(app, bulkInviteTemplateContract, write, (request) => inviteTemplate(request.query));
};
