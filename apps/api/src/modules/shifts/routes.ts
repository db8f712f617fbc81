import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { budgetDetailsContract } from '@careroster/shared/api/shifts/budget-details';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { deletePositionContract } from '@careroster/shared/api/shifts/delete-position';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { getCensusContract } from '@careroster/shared/api/shifts/get-census';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listApplicantsContract } from '@careroster/shared/api/shifts/list-applicants';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import { listShiftsContract } from '@careroster/shared/api/shifts/list-shifts';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { deleteShiftContract } from '@careroster/shared/api/shifts/delete-shift';
import { editShiftTimeContract } from '@careroster/shared/api/shifts/edit-shift-time';
import { mergeShiftsContract } from '@careroster/shared/api/shifts/merge-shifts';
import { splitShiftContract } from '@careroster/shared/api/shifts/split-shift';
import { swapBookingsContract } from '@careroster/shared/api/shifts/swap-bookings';
import { listShiftBookingsContract } from '@careroster/shared/api/shifts/list-shift-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { listAgencies } from '../employees';
import { decideApplication, listApplicants } from './applicants';
import { budgetDetails } from './budget';
import { listJobTitles } from './catalog';
import { getCensus, saveCensus } from './census';
import { dashboard } from './dashboard';
import { openingsV2Routes } from './openings-v2-routes';
import { deletePosition, listPositions, savePositions } from './positions';
import { createShifts, getShift, listShifts, updateShift } from './shifts';
import { deleteShift, editShiftTime, listShiftBookings, mergeShifts, splitShift, swapBookings } from './opening-changes';
import { assignNurses, availableEmployees } from './staffing';

const tags = ['shifts'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;
const create = { ...write, idempotent: true } as const;

/** Shifts, positions, staffing, budget and dashboard (spec 001 sections 2-5 and 7). Thin: parse, call, answer. */
export const shiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listShiftsContract, read, (r) => listShifts(r.ctx, r.query));
  route(app, createShiftContract, create, (r) => createShifts(r.ctx, r.body));
  route(app, getShiftContract, read, (r) => getShift(r.ctx, r.params));
  route(app, updateShiftContract, write, (r) => updateShift(r.ctx, { ...r.params, ...r.body }));

  route(app, listPositionsContract, read, (r) => listPositions(r.ctx, r.params));
  route(app, savePositionsContract, write, (r) => savePositions(r.ctx, { ...r.params, ...r.body }));
  route(app, deletePositionContract, write, (r) => deletePosition(r.ctx, r.params));

  route(app, availableEmployeesContract, read, (r) => availableEmployees(r.ctx, { ...r.params, ...r.query }));
  route(app, assignEmployeesContract, create, (r) => assignNurses(r.ctx, { ...r.params, ...r.body }));
  route(app, listApplicantsContract, read, (r) => listApplicants(r.ctx, r.params));
  route(app, decideApplicantContract, create, (r) => decideApplication(r.ctx, { ...r.params, ...r.body }));

  route(app, listAgenciesContract, read, (r) => listAgencies(r.ctx));
  // The platform's list: the same for everyone signed in, no facility needed.
  route(app, listJobTitlesContract, { access: { kind: 'user' }, tags }, (r) => listJobTitles(r.ctx));

  route(app, budgetDetailsContract, read, (r) => {
    const ids = r.query['shift_id[]'];
    return budgetDetails(r.ctx, { date: r.params.date, shiftIds: ids === undefined ? undefined : [ids].flat() });
  });
  route(app, getCensusContract, read, (r) => getCensus(r.ctx, r.params));
  route(app, saveCensusContract, write, (r) => saveCensus(r.ctx, { ...r.params, ...r.body }));
  route(app, dashboardContract, read, (r) => dashboard(r.ctx, r.query));
  // issue 28, master schedule: openings from the master schedule and builder templates
  openingsV2Routes(app);

  // issue 28, openings: changing booked openings (decision 070); each previews with dry_run.
  route(app, editShiftTimeContract, write, (r) => editShiftTime(r.ctx, { ...r.params, ...r.body }));
  route(app, splitShiftContract, write, (r) => splitShift(r.ctx, { ...r.params, ...r.body }));
  route(app, mergeShiftsContract, write, (r) => mergeShifts(r.ctx, { ...r.params, ...r.body }));
  route(app, deleteShiftContract, write, (r) => deleteShift(r.ctx, { ...r.params, ...r.query }));
  route(app, swapBookingsContract, write, (r) => swapBookings(r.ctx, r.body));
  route(app, listShiftBookingsContract, read, (r) => listShiftBookings(r.ctx, r.params));
};
