import { auditLogContract } from '@careroster/shared/api/facility/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { listAuditLog } from './service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, auditLogContract, { access: { kind: 'facility', permission: 'audit:read' }, tags: ['facility'] }, (request) =>
    listAuditLog(request.ctx, request.query),
  );
};
