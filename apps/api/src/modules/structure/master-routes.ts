import { getMasterScheduleContract, saveMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import {
  createMasterTimingContract,
  deleteMasterTimingContract,
  listMasterTimingsContract,
  updateMasterTimingContract,
} from '@careroster/shared/api/structure/master-timings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-route';
import { getMasterSchedule, saveMasterSchedule } from './master-schedule';
import { createMasterTiming, deleteMasterTiming, listMasterTimings, updateMasterTiming } from './master-timings';

const tags = ['structure'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
// Settings an administrator sets up (issue 28: "managed in Settings by admins").
const setUp = { access: { kind: 'facility', permission: 'facility:update' }, tags } as const;

/** Master timing and the master schedule (issue 28, decision 069). Thin: parse, call, answer. */
export function masterScheduleRoutes(app: FastifyInstance) {
  route(app, listMasterTimingsContract, read, (r) => listMasterTimings(r.ctx));
  route(app, createMasterTimingContract, { ...setUp, idempotent: true }, (r) => createMasterTiming(r.ctx, r.body));
  route(app, updateMasterTimingContract, setUp, (r) => updateMasterTiming(r.ctx, { ...r.params, ...r.body }));
  route(app, deleteMasterTimingContract, setUp, (r) => deleteMasterTiming(r.ctx, r.params));
  route(app, getMasterScheduleContract, read, (r) => getMasterSchedule(r.ctx));
  route(app, saveMasterScheduleContract, setUp, (r) => saveMasterSchedule(r.ctx, { ...r.params, ...r.body }));
}
