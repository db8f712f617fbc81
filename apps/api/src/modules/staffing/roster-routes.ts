import { copyWeekContract } from '@careroster/shared/api/shifts/copy-week';
import { setAvailabilityContract } from '@careroster/shared/api/staffing/availability';
import { rosterContract } from '@careroster/shared/api/staffing/roster';
import { rosterEligibilityContract } from '@careroster/shared/api/staffing/roster-eligibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { copyWeek } from '../shifts';
import { setAvailability } from './availability';
import { roster } from './roster';
import { rosterEligibility } from './roster-eligibility';

const tags = ['shifts'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;

/** The roster view of issues 15 and 28: the grid, who may take an opening, a nurse's declared availability, copying a week. Thin. */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, rosterContract, read, (r) => roster(r.ctx, r.query));
  route(app, rosterEligibilityContract, read, (r) => rosterEligibility(r.ctx, r.query));
  route(app, setAvailabilityContract, write, (r) => setAvailability(r.ctx, { ...r.params, ...r.body }));
  route(app, copyWeekContract, { ...write, idempotent: true }, (r) => copyWeek(r.ctx, r.body));
};
