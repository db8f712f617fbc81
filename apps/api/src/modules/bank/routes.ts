import { addBankAccountContract } from '@careroster/shared/api/bank/add-bank-account';
import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { addBankAccount, getBankAccount } from './service';
import { verifyDeposits } from './verify-deposits';

const tags = ['bank'];
const moving = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** The facility's funding bank account and its micro-deposit verification (issue 13, decision 026). */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getBankAccountContract, { access: { kind: 'facility', permission: 'facility:read' }, tags }, (request) =>
    getBankAccount(request.ctx),
  );
  route(app, addBankAccountContract, { ...moving, idempotent: true, stepUp: true }, (request) => addBankAccount(request.ctx, request.body));
  route(app, verifyDepositsContract, moving, (request) => verifyDeposits(request.ctx, request.body));
};
