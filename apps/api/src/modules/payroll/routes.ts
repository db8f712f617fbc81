import { approvePayrollRunContract } from '@careroster/shared/api/payroll/approve-run';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import {
  exportAdpContract,
  exportAgencyStatementContract,
  exportPaychexContract,
  exportW4Contract,
} from '@careroster/shared/api/payroll/export-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { listPayrollRunsContract } from '@careroster/shared/api/payroll/list-runs';
import { payPayrollRunContract } from '@careroster/shared/api/payroll/pay-run';
import { getPaychexCategoriesContract, updatePaychexCategoriesContract } from '@careroster/shared/api/payroll/paychex-categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { getPaychexCategories, updatePaychexCategories } from './categories';
import { exportAdp, exportAgencyStatement, exportPaychex, exportW4 } from './exports';
import { payRun } from './pay';
import { approveRun, computeRun, getRun, listRuns } from './runs';

const tags = ['payroll'];
const reading = { access: { kind: 'facility', permission: 'money:read' }, tags } as const;
const moving = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** Payroll runs, their payouts and exports, and the Paychex category mapping (issue 14, decision 030). */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listPayrollRunsContract, reading, (request) => listRuns(request.ctx, request.query));
  route(app, computePayrollRunContract, { ...moving, idempotent: true }, (request) => computeRun(request.ctx, request.body));
  route(app, getPayrollRunContract, reading, (request) => getRun(request.ctx, request.params));
  route(app, approvePayrollRunContract, moving, (request) => approveRun(request.ctx, request.params));
  route(app, payPayrollRunContract, { ...moving, idempotent: 'required', stepUp: true }, (request) =>
    payRun(request.ctx, { ...request.params, ...request.body }),
  );
  fileRoute(app, exportPaychexContract, reading, (request) => exportPaychex(request.ctx, request.params));
  fileRoute(app, exportAdpContract, reading, (request) => exportAdp(request.ctx, request.params));
  // W-4 values are sealed: their file needs what their reveal needs (decision 065).
  fileRoute(app, exportW4Contract, { access: { kind: 'facility', permission: 'records:tax' }, tags, stepUp: true }, (request) =>
    exportW4(request.ctx, request.params),
  );
  fileRoute(app, exportAgencyStatementContract, reading, (request) =>
    exportAgencyStatement(request.ctx, { ...request.params, ...request.query }),
  );
  route(app, getPaychexCategoriesContract, reading, (request) => getPaychexCategories(request.ctx));
  route(app, updatePaychexCategoriesContract, moving, (request) => updatePaychexCategories(request.ctx, request.body));
};
