import {
  createDepartmentContract,
  createFloorContract,
  createUnitContract,
  deleteDepartmentContract,
  deleteUnitContract,
  getStructureContract,
  listUnitCensusContract,
  saveUnitCensusContract,
  setShiftTypeColourContract,
  setSupervisorContract,
  updateDepartmentContract,
  updateUnitContract,
} from '@careroster/shared/api/structure/structure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { masterScheduleRoutes } from './master-routes';
import { listUnitCensus, saveUnitCensus } from './census';
import {
  createDepartment,
  createFloor,
  createUnit,
  deleteDepartment,
  deleteUnit,
  getStructure,
  setShiftTypeColour,
  setSupervisor,
  updateDepartment,
  updateUnit,
} from './setup';

const tags = ['structure'];
const read = { access: { kind: 'facility', permission: 'facility:read' }, tags } as const;
const manage = { access: { kind: 'facility', permission: 'structure:manage' }, tags } as const;

/** The facility's structure and master schedule (issue 28): each part's routes, registered together. */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  // issue 28, structure (decision 068)
  route(app, getStructureContract, read, (request) => getStructure(request.ctx));
  route(app, createFloorContract, { ...manage, idempotent: true }, (request) => createFloor(request.ctx, request.body));
  route(app, createUnitContract, { ...manage, idempotent: true }, (request) => createUnit(request.ctx, request.body));
  route(app, updateUnitContract, manage, (request) => updateUnit(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteUnitContract, manage, (request) => deleteUnit(request.ctx, request.params));
  route(app, createDepartmentContract, { ...manage, idempotent: true }, (request) => createDepartment(request.ctx, request.body));
  route(app, updateDepartmentContract, manage, (request) => updateDepartment(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteDepartmentContract, manage, (request) => deleteDepartment(request.ctx, request.params));
  route(app, setShiftTypeColourContract, manage, (request) =>
    setShiftTypeColour(request.ctx, { shiftType: request.params.shiftType, colour: request.body.colour }),
  );
  route(app, setSupervisorContract, manage, (request) => setSupervisor(request.ctx, request.body));
  route(app, listUnitCensusContract, read, (request) => listUnitCensus(request.ctx, request.query));
  route(app, saveUnitCensusContract, manage, (request) => saveUnitCensus(request.ctx, { ...request.params, ...request.body }));
  // issue 28, master schedule
  masterScheduleRoutes(app);
};
