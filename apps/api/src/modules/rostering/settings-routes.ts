import {
  createMyRosterRequestContract,
  createRosterRequestContract,
  deleteMyRosterRequestContract,
  deleteRosterRequestContract,
  listRosterRequestsContract,
  myRosterRequestsContract,
} from '@careroster/shared/api/rostering/requests';
import {
  createRotationContract,
  deleteRotationContract,
  listRotationsContract,
  updateRotationContract,
} from '@careroster/shared/api/rostering/rotations';
import { getTeamContract, saveTeamContract } from '@careroster/shared/api/rostering/team';
import {
  createWorkContractContract,
  deleteWorkContractContract,
  listWorkContractsContract,
  updateWorkContractContract,
} from '@careroster/shared/api/rostering/work-contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-route';
import { TIME_CLOCK_DEVICE_HEADER } from '../../platform/time-clock-device';
import { createMyRosterRequest, deleteMyRosterRequest, myRosterRequests } from './nurse-requests';
import { createRosterRequest, deleteRosterRequest, listRosterRequests } from './requests';
import { createRotation, deleteRotation, listRotations, updateRotation } from './rotations';
import { getTeam, saveTeam } from './teams';
import { createWorkContract, deleteWorkContract, listWorkContracts, updateWorkContract } from './work-contracts';

const tags = ['rostering'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
// The scheduler's settings: whoever writes shifts (managers included) sets up the roster builder.
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;
// Public: the nurse's phone proves who she is with its device token (header, never the address).
const nurse = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Contracts, rotations, teams and requests (issue 29). Thin: parse, call, answer. */
export function settingsRoutes(app: FastifyInstance) {
  route(app, listWorkContractsContract, read, (r) => listWorkContracts(r.ctx));
  route(app, createWorkContractContract, { ...write, idempotent: true }, (r) => createWorkContract(r.ctx, r.body));
  route(app, updateWorkContractContract, write, (r) => updateWorkContract(r.ctx, { ...r.params, ...r.body }));
  route(app, deleteWorkContractContract, write, (r) => deleteWorkContract(r.ctx, r.params));

  route(app, listRotationsContract, read, (r) => listRotations(r.ctx));
  route(app, createRotationContract, { ...write, idempotent: true }, (r) => createRotation(r.ctx, r.body));
  route(app, updateRotationContract, write, (r) => updateRotation(r.ctx, { ...r.params, ...r.body }));
  route(app, deleteRotationContract, write, (r) => deleteRotation(r.ctx, r.params));

  route(app, getTeamContract, read, (r) => getTeam(r.ctx, r.params));
  route(app, saveTeamContract, write, (r) => saveTeam(r.ctx, { ...r.params, ...r.body }));

  route(app, listRosterRequestsContract, read, (r) => listRosterRequests(r.ctx, r.query));
  route(app, createRosterRequestContract, { ...write, idempotent: true }, (r) => createRosterRequest(r.ctx, r.body));
  route(app, deleteRosterRequestContract, write, (r) => deleteRosterRequest(r.ctx, r.params));

  const device = (r: { headers: Record<string, string | string[] | undefined> }) => headerOf(r.headers[TIME_CLOCK_DEVICE_HEADER]);
  route(app, myRosterRequestsContract, nurse, (r) => myRosterRequests(r.ctx, device(r)));
  route(app, createMyRosterRequestContract, nurse, (r) => createMyRosterRequest(r.ctx, device(r), r.body));
  route(app, deleteMyRosterRequestContract, nurse, (r) => deleteMyRosterRequest(r.ctx, device(r), r.params));
}
