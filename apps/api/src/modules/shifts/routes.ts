import {
  budgetDateParams,
  budgetDetailsQuery,
  budgetDetailsSchema,
  censusSchema,
  dashboardQuery,
  dashboardSchema,
  saveCensusBody,
} from '@careroster/shared/api/shifts/budget';
import {
  deletePositionAnswer,
  listPositionsAnswer,
  positionParams,
  savePositionsAnswer,
  savePositionsBody,
} from '@careroster/shared/api/shifts/position';
import {
  createShiftAnswer,
  createShiftBody,
  listShiftsAnswer,
  listShiftsQuery,
  shiftAnswer,
  shiftParams,
  updateShiftBody,
} from '@careroster/shared/api/shifts/shift';
import {
  applicantActionAnswer,
  applicantActionBody,
  applicantParams,
  assignEmployeesAnswer,
  assignEmployeesBody,
  availableEmployeesAnswer,
  availableEmployeesQuery,
  listAgenciesAnswer,
  listApplicantsAnswer,
  listJobTitlesAnswer,
} from '@careroster/shared/api/shifts/staffing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf, userOf } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import { decideApplication, listApplicants } from './applicants';
import { budgetDetails } from './budget';
import { listAgencies, listJobTitles } from './catalog';
import { getCensus, saveCensus } from './census';
import { dashboard } from './dashboard';
import { zoneOf } from './facility-zone';
import { deletePosition, listPositions, savePositions } from './positions';
import { createShifts, getShift, listShifts, updateShift } from './shifts';
import { assignNurses, availableEmployees } from './staffing';

const tags = ['shifts'];
const read = { access: { kind: 'facility', permission: 'shifts:read' } } as const;
const write = { access: { kind: 'facility', permission: 'shifts:write' } } as const;

const facilityZone = (request: FastifyRequest) => {
  const facility = facilityOf(request);
  return { id: facility.id, timezone: zoneOf(facility) };
};

/** Shifts, positions, staffing, budget and dashboard (spec 001 sections 2-5 and 7). Thin: parse, call, answer. */
export const shiftsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get('/facilities/shifts', { config: read, schema: { tags, querystring: listShiftsQuery, response: answer(listShiftsAnswer) } }, async (request) =>
      ok(await listShifts(db, facilityZone(request), request.query)),
    );
    app.post('/facilities/shifts', { config: write, schema: { tags, body: createShiftBody, response: answer(createShiftAnswer) } }, async (request) =>
      ok(await createShifts(db, facilityZone(request), userOf(request).id, request.body)),
    );
    app.get('/facilities/shifts/:id', { config: read, schema: { tags, params: shiftParams, response: answer(shiftAnswer) } }, async (request) =>
      ok(await getShift(db, facilityZone(request), request.params.id)),
    );
    app.patch(
      '/facilities/shifts/:id',
      { config: write, schema: { tags, params: shiftParams, body: updateShiftBody, response: answer(shiftAnswer) } },
      async (request) => ok(await updateShift(db, facilityZone(request), request.params.id, request.body)),
    );

    app.get(
      '/facilities/shifts/:id/positions',
      { config: read, schema: { tags, params: shiftParams, response: answer(listPositionsAnswer) } },
      async (request) => ok(await listPositions(db, facilityOf(request).id, request.params.id)),
    );
    app.patch(
      '/facilities/shifts/:id/positions',
      { config: write, schema: { tags, params: shiftParams, body: savePositionsBody, response: answer(savePositionsAnswer) } },
      async (request) => ok(await savePositions(db, facilityOf(request).id, request.params.id, request.body)),
    );
    app.delete(
      '/facilities/shifts/:id/positions/:positionId',
      { config: write, schema: { tags, params: positionParams, response: answer(deletePositionAnswer) } },
      async (request) => ok(await deletePosition(db, facilityOf(request).id, request.params.id, request.params.positionId)),
    );

    app.get(
      '/facilities/shifts/:id/employees-available',
      { config: read, schema: { tags, params: shiftParams, querystring: availableEmployeesQuery, response: answer(availableEmployeesAnswer) } },
      async (request) => ok(await availableEmployees(db, facilityOf(request).id, request.params.id, request.query)),
    );
    app.patch(
      '/facilities/shifts/:id/employees',
      { config: write, schema: { tags, params: shiftParams, body: assignEmployeesBody, response: answer(assignEmployeesAnswer) } },
      async (request) => ok(await assignNurses(db, facilityOf(request).id, userOf(request).id, request.params.id, request.body)),
    );
    app.get(
      '/facilities/shifts/:id/applicants',
      { config: read, schema: { tags, params: shiftParams, response: answer(listApplicantsAnswer) } },
      async (request) => ok(await listApplicants(db, facilityOf(request).id, request.params.id)),
    );
    app.patch(
      '/facilities/shifts/:id/applicants/:applicationId',
      { config: write, schema: { tags, params: applicantParams, body: applicantActionBody, response: answer(applicantActionAnswer) } },
      async (request) =>
        ok(await decideApplication(db, facilityOf(request).id, request.params.id, request.params.applicationId, request.body.status)),
    );

    app.get('/all-staffings', { config: read, schema: { tags, response: answer(listAgenciesAnswer) } }, async (request) =>
      ok(await listAgencies(db, facilityOf(request).id)),
    );
    // The platform's list: the same for everyone signed in, no facility needed.
    app.get('/job-titles', { config: { access: { kind: 'user' } }, schema: { tags, response: answer(listJobTitlesAnswer) } }, async () =>
      ok(await listJobTitles(db)),
    );

    app.get(
      '/facilities/budget/:date/details',
      { config: read, schema: { tags, params: budgetDateParams, querystring: budgetDetailsQuery, response: answer(budgetDetailsSchema) } },
      async (request) => {
        const ids = request.query['shift_id[]'];
        return ok(await budgetDetails(db, facilityOf(request).id, request.params.date, ids === undefined ? undefined : [ids].flat()));
      },
    );
    app.get(
      '/facilities/census/:date',
      { config: read, schema: { tags, params: budgetDateParams, response: answer(censusSchema) } },
      async (request) => ok(await getCensus(db, facilityOf(request).id, request.params.date)),
    );
    app.put(
      '/facilities/census/:date',
      { config: write, schema: { tags, params: budgetDateParams, body: saveCensusBody, response: answer(censusSchema) } },
      async (request) => ok(await saveCensus(db, facilityOf(request).id, request.params.date, request.body)),
    );
    app.get(
      '/facilities/dashboard',
      { config: read, schema: { tags, querystring: dashboardQuery, response: answer(dashboardSchema) } },
      async (request) => ok(await dashboard(db, facilityOf(request).id, request.query)),
    );
  };
