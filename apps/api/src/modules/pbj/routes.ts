import { updateCmsIdContract } from '@careroster/shared/api/pbj/cms-id';
import { getPbjContract } from '@careroster/shared/api/pbj/get-pbj';
import { getPbjMappingContract, savePbjMappingContract } from '@careroster/shared/api/pbj/job-title-codes';
import { updateMealRuleContract } from '@careroster/shared/api/pbj/meal-rule';
import { pbjCsvContract, pbjXmlContract } from '@careroster/shared/api/pbj/pbj-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { updateCmsId } from './cms-id';
import { downloadPbjCsv, downloadPbjXml } from './files';
import { getPbjMapping, savePbjMapping } from './mapping';
import { updateMealRule } from './meal-rule';
import { getPbj } from './report';

const tags = ['pbj'];
const read = { access: { kind: 'facility', permission: 'money:read' }, tags } as const;
// Writes are the money area's (decision 031): whoever may move money answers for the filing.
const write = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** The CMS Payroll-Based Journal (issue 14, decision 031). */
export const pbjRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getPbjContract, read, (request) => getPbj(request.ctx, request.query));
  fileRoute(app, pbjXmlContract, read, (request) => downloadPbjXml(request.ctx, request.query));
  fileRoute(app, pbjCsvContract, read, (request) => downloadPbjCsv(request.ctx, request.query));
  route(app, getPbjMappingContract, read, (request) => getPbjMapping(request.ctx));
  route(app, savePbjMappingContract, write, (request) => savePbjMapping(request.ctx, request.body));
  route(app, updateCmsIdContract, write, (request) => updateCmsId(request.ctx, request.body));
  route(app, updateMealRuleContract, write, (request) => updateMealRule(request.ctx, request.body));
};
