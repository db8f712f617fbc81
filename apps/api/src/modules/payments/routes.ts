import { exportTransactionsContract } from '@careroster/shared/api/payments/export-transactions';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { listTransactionsContract } from '@careroster/shared/api/payments/list-transactions';
import { paymentsSummaryContract } from '@careroster/shared/api/payments/payments-summary';
import {
  cancelReimbursementContract,
  createReimbursementContract,
  getReimbursementContract,
  listReimbursementsContract,
  payReimbursementContract,
} from '@careroster/shared/api/payments/reimbursements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { cancelReimbursement, createReimbursement, getReimbursement, listReimbursements, payReimbursement } from './reimbursements';
import { exportTransactions, listTransactions } from './transactions';
import { fundVault, paymentsSummary } from './vault';

const tags = ['payments'];
const reading = { access: { kind: 'facility', permission: 'money:read' }, tags } as const;
const moving = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** The payments page (issue 14, decision 029): the vault and its funding, the transactions, reimbursements. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, paymentsSummaryContract, reading, (request) => paymentsSummary(request.ctx));
  route(app, fundVaultContract, { ...moving, idempotent: 'required' }, (request) =>
    fundVault(request.ctx, { ...request.body, idempotencyKey: idempotencyKeyOf(request) }),
  );
  route(app, listTransactionsContract, reading, (request) => listTransactions(request.ctx, request.query));
  fileRoute(app, exportTransactionsContract, reading, (request) => exportTransactions(request.ctx, request.query));
  route(app, listReimbursementsContract, reading, (request) => listReimbursements(request.ctx, request.query));
  route(app, getReimbursementContract, reading, (request) => getReimbursement(request.ctx, request.params.id));
  route(app, createReimbursementContract, { ...moving, idempotent: true }, (request) => createReimbursement(request.ctx, request.body));
  route(app, payReimbursementContract, { ...moving, idempotent: 'required' }, (request) =>
    payReimbursement(request.ctx, request.params.id),
  );
  route(app, cancelReimbursementContract, moving, (request) => cancelReimbursement(request.ctx, request.params.id));
};
