import { employeeSearchContract } from '@careroster/shared/api/employees/employee-search';
import { getEmployeeContract, getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as employees from './employees';
import { searchEmployees } from './search';

const tags = ['employees'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listEmployeesContract, read, (request) => employees.listEmployees(request.ctx, request.query));
  route(app, getEmployeeContract, read, (request) => employees.getEmployee(request.ctx, request.params));
  route(app, getNurseEmployeeContract, read, (request) => employees.getEmployeeByNurse(request.ctx, request.params));
  route(app, employeeSearchContract, read, (request) => searchEmployees(request.ctx, request.query));
};
