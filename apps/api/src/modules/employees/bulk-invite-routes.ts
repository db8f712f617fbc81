import { bulkInviteAnswer, bulkInviteTemplateQuery } from '@careroster/shared/api/employees/bulk-invite';
import { BULK_INVITE_FILE_FIELD, bulkInviteFileRule, validateCsvAnswer } from '@careroster/shared/api/employees/validate-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf, userOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import { bulkInvite, inviteTemplate, templateContentType, validateFile } from './bulk-invite';
import { readUpload } from './upload';

const tags = ['bulk invite'];
const write = { access: { kind: 'facility', permission: 'staff:write' } } as const;

export const bulkInviteRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/facilities/validate-csv',
      { config: write, schema: { tags, consumes: ['multipart/form-data'], response: answer(validateCsvAnswer) } },
      async (request) => {
        const upload = await readUpload(request, BULK_INVITE_FILE_FIELD, bulkInviteFileRule);
        return ok((await validateFile(deps.db, facilityOf(request).id, upload)).problems);
      },
    );
    app.post(
      '/facilities/bulk-invite',
      { config: write, schema: { tags, consumes: ['multipart/form-data'], response: answer(bulkInviteAnswer) } },
      async (request) => {
        const upload = await readUpload(request, BULK_INVITE_FILE_FIELD, bulkInviteFileRule);
        const result = await bulkInvite(deps.db, deps.config, facilityOf(request), userOf(request).id, upload);
        await audit(deps.db, request, 'employees.bulk_invite', { detail: `${result.count} invited` });
        return ok(result);
      },
    );
    app.get(
      '/facilities/bulk-invite/template',
      { config: write, schema: { tags, querystring: bulkInviteTemplateQuery } },
      async (request, reply) => {
        const { format } = request.query;
        return reply
          .header('content-type', templateContentType[format])
          .header('content-disposition', `attachment; filename="invite-nurses-template.${format}"`)
          .send(await inviteTemplate(format));
      },
    );
  };
