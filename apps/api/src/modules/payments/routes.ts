import { exportTransactionsContract } from '@careroster/shared/api/payments/export-transactions';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { listTransactionsContract } from '@careroster/shared/api/payments/list-transactions';
import {
  approveOneOffPaymentContract,
  createOneOffPaymentContract,
  getOneOffPaymentContract,
  getPaymentSettingsContract,
  listOneOffPaymentsContract,
  oneOffOptionsContract,
  payOneOffPaymentContract,
  rejectOneOffPaymentContract,
  updatePaymentSettingsContract,
} from '@careroster/shared/api/payments/one-off-payments';
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
import {
  approveOneOffPayment,
  createOneOffPayment,
  getOneOffPayment,
  listOneOffPayments,
  payOneOffPayment,
  rejectOneOffPayment,
} from './one-off-payments';
import { getPaymentSettings, oneOffOptions, updatePaymentSettings } from './payment-settings';
import { cancelReimbursement, createReimbursement, getReimbursement, listReimbursements, payReimbursement } from './reimbursements';
import { exportTransactions, listTransactions } from './transactions';
import { fundVault, paymentsSummary } from './vault';

const tags = ['payments'];
const reading = { access: { kind: 'facility', permission: 'money:read' }, tags } as const;
const moving = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** The payments page (issue 14, decision 029): the vault and its funding, the transactions, reimbursements; one-off payments (decision 077). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, paymentsSummaryContract, reading, (request) => paymentsSummary(request.ctx));
  route(app, fundVaultContract, { ...moving, idempotent: 'required', stepUp: true }, (request) =>
    fundVault(request.ctx, { ...request.body, idempotencyKey: idempotencyKeyOf(request) }),
  );
  route(app, listTransactionsContract, reading, (request) => listTransactions(request.ctx, request.query));
  fileRoute(app, exportTransactionsContract, reading, (request) => exportTransactions(request.ctx, request.query));
  route(app, listReimbursementsContract, reading, (request) => listReimbursements(request.ctx, request.query));
  route(app, getReimbursementContract, reading, (request) => getReimbursement(request.ctx, request.params.id));
  route(app, createReimbursementContract, { ...moving, idempotent: true }, (request) => createReimbursement(request.ctx, request.body));
  route(app, payReimbursementContract, { ...moving, idempotent: 'required', stepUp: true }, (request) =>
    payReimbursement(request.ctx, request.params.id),
  );
  route(app, cancelReimbursementContract, moving, (request) => cancelReimbursement(request.ctx, request.params.id));
  route(app, listOneOffPaymentsContract, reading, (request) => listOneOffPayments(request.ctx, request.query));
  route(app, oneOffOptionsContract, reading, (request) => oneOffOptions(request.ctx, request.query));
  route(app, getOneOffPaymentContract, reading, (request) => getOneOffPayment(request.ctx, request.params.id));
  route(app, createOneOffPaymentContract, { ...moving, idempotent: true }, (request) => createOneOffPayment(request.ctx, request.body));
  route(app, approveOneOffPaymentContract, moving, (request) => approveOneOffPayment(request.ctx, request.params.id));
  route(app, rejectOneOffPaymentContract, moving, (request) => rejectOneOffPayment(request.ctx, request.params.id, request.body));
  route(app, payOneOffPaymentContract, { ...moving, idempotent: 'required', stepUp: true }, (request) =>
    payOneOffPayment(request.ctx, request.params.id),
  );
  route(app, getPaymentSettingsContract, reading, (request) => getPaymentSettings(request.ctx));
  route(app, updatePaymentSettingsContract, moving, (request) => updatePaymentSettings(request.ctx, request.body));
};
