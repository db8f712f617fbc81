import { getActiveShiftContract } from '@careroster/shared/api/records/active-shift';
import {
  createPriorEmploymentContract,
  deletePriorEmploymentContract,
  listPriorEmploymentContract,
  updatePriorEmploymentContract,
} from '@careroster/shared/api/records/prior-employment';
import { exportWorkHistoryContract, listWorkHistoryContract } from '@careroster/shared/api/records/work-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { getActiveShift } from './active-shift';
import { exportWorkHistory, listWorkHistory } from './history';
import * as prior from './prior-employment';

const tags = ['work history'];
// Worked time and timecards are timekeeping's to read; pay in them shows only with money:read (history.ts).
const timeRead = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const staffRead = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
const staffWrite = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;

/** Issue 27, part "work history" (decision 066): work history and its export, the active shift, prior employment. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listWorkHistoryContract, timeRead, (request) => listWorkHistory(request.ctx, { ...request.params, ...request.query }));
  fileRoute(app, exportWorkHistoryContract, timeRead, (request) => exportWorkHistory(request.ctx, { ...request.params, ...request.query }));
  route(app, getActiveShiftContract, timeRead, (request) => getActiveShift(request.ctx, request.params));
  route(app, listPriorEmploymentContract, staffRead, (request) => prior.listPriorEmployment(request.ctx, request.params));
  route(app, createPriorEmploymentContract, { ...staffWrite, idempotent: true }, (request) =>
    prior.createPriorEmployment(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updatePriorEmploymentContract, staffWrite, (request) =>
    prior.updatePriorEmployment(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, deletePriorEmploymentContract, staffWrite, (request) => prior.deletePriorEmployment(request.ctx, request.params));
};
