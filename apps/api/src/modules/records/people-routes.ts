import { addEmployeeContract } from '@careroster/shared/api/records/add-employee';
import {
  deactivateEmployeeContract,
  deactivationPreviewContract,
  reactivateEmployeeContract,
} from '@careroster/shared/api/records/employee-status';
import { sendMobileCodeContract, validateMobileCodeContract } from '@careroster/shared/api/records/mobile-verification';
import { employeeEditChoicesContract, updateEmployeeContract } from '@careroster/shared/api/records/update-employee';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { createEmployee, sendMobileCode, updateEmployee, validateMobileCode } from '../employees';
import { deactivateEmployee, deactivationPreview, employeeEditChoices, reactivateEmployee } from './people';

const tags = ['employees'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;

/** Add, edit, deactivate and reactivate an employee, and the mobile's one-time code (issue 27, decision 063). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, sendMobileCodeContract, { ...write, refuses: ['CONFLICT', 'RATE_LIMITED'] }, (request) =>
    sendMobileCode(request.ctx, request.body),
  );
  route(app, validateMobileCodeContract, { ...write, refuses: ['NOT_FOUND'] }, (request) =>
    validateMobileCode(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, addEmployeeContract, { ...write, idempotent: true, refuses: ['CONFLICT'] }, (request) =>
    createEmployee(request.ctx, request.body),
  );
  route(app, updateEmployeeContract, { ...write, refuses: ['NOT_FOUND', 'CONFLICT'] }, (request) =>
    updateEmployee(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, employeeEditChoicesContract, read, (request) => employeeEditChoices(request.ctx, undefined));
  route(app, deactivationPreviewContract, { ...read, refuses: ['NOT_FOUND'] }, (request) =>
    deactivationPreview(request.ctx, request.params),
  );
  route(app, deactivateEmployeeContract, { ...write, refuses: ['NOT_FOUND', 'CONFLICT'] }, (request) =>
    deactivateEmployee(request.ctx, request.params),
  );
  route(app, reactivateEmployeeContract, { ...write, refuses: ['NOT_FOUND', 'CONFLICT'] }, (request) =>
    reactivateEmployee(request.ctx, request.params),
  );
};
