import {
  createDependentContract,
  deleteDependentContract,
  listDependentsContract,
  updateDependentContract,
} from '@careroster/shared/api/records/dependents';
import { importW2Contract, listW2Contract, uploadW2Contract, w2FileContract } from '@careroster/shared/api/records/w2';
import { listW4Contract, revealW4Contract, saveW4Contract } from '@careroster/shared/api/records/w4';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { createDependent, deleteDependent, listDependents, updateDependent } from './dependents';
import { importW2, listW2, uploadW2, w2File } from './w2';
import { readW2Form } from './w2-form';
import { listW4, revealW4, saveW4 } from './w4';

const tags = ['records'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;
// W-4 values and W-2 documents: admins and owners only (decision 065).
const tax = { access: { kind: 'facility', permission: 'records:tax' }, tags } as const;

/** W-4 versions, W-2 documents and dependents (issue 27, decision 065). */
export const taxFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listW4Contract, read, (request) => listW4(request.ctx, request.params));
  route(app, saveW4Contract, { ...write, idempotent: true }, (request) => saveW4(request.ctx, { ...request.params, ...request.body }));
  route(app, revealW4Contract, { ...tax, stepUp: true }, (request) => revealW4(request.ctx, request.params));

  route(app, listW2Contract, tax, (request) => listW2(request.ctx, request.params));
  route(app, uploadW2Contract, { ...tax, idempotent: true }, async (request) =>
    uploadW2(request.ctx, { employeeId: request.params.employeeId, form: await readW2Form(request, 'upload') }),
  );
  route(app, importW2Contract, { ...tax, idempotent: true }, async (request) => importW2(request.ctx, await readW2Form(request, 'import')));
  fileRoute(app, w2FileContract, tax, (request) => w2File(request.ctx, request.params));

  route(app, listDependentsContract, read, (request) => listDependents(request.ctx, request.params));
  route(app, createDependentContract, { ...write, idempotent: true }, (request) =>
    createDependent(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updateDependentContract, write, (request) => updateDependent(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteDependentContract, write, (request) => deleteDependent(request.ctx, request.params));
};
