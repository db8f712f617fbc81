import { getEmployeeAnswer, getNurseEmployeeAnswer, nurseParams } from '@careroster/shared/api/employees/get-employee';
import { employeeParams } from '@careroster/shared/api/employees/employee';
import { employeeSearchAnswer, employeeSearchQuery } from '@careroster/shared/api/employees/employee-search';
import { listEmployeesAnswer, listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as employees from './employees';
import { searchEmployees } from './search';

const tags = ['employees'];
const read = { access: { kind: 'facility', permission: 'staff:read' } } as const;

export const employeeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/facilities/employees',
      { config: read, schema: { tags, querystring: listEmployeesQuery, response: answer(listEmployeesAnswer) } },
      async (request) => ok(await employees.listEmployees(deps.db, facilityOf(request), request.query)),
    );
    app.get(
      '/facilities/employees/:employeeId',
      { config: read, schema: { tags, params: employeeParams, response: answer(getEmployeeAnswer) } },
      async (request) => ok(await employees.getEmployee(deps.db, facilityOf(request), request.params.employeeId)),
    );
    app.get(
      '/facilities/nurses/:nurseId',
      { config: read, schema: { tags, params: nurseParams, response: answer(getNurseEmployeeAnswer) } },
      async (request) => ok(await employees.getEmployeeByNurse(deps.db, facilityOf(request), request.params.nurseId)),
    );
    app.get(
      '/facilities/employee-search',
      { config: read, schema: { tags, querystring: employeeSearchQuery, response: answer(employeeSearchAnswer) } },
      async (request) => ok(await searchEmployees(deps.db, facilityOf(request), request.query)),
    );
  };
