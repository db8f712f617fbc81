import { changePayContract, getPayContract } from '@careroster/shared/api/records/pay-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { changePay, getPay } from './pay';

const tags = ['pay'];
// Pay is money: owners and administrators (decision 064); managers see the rate on the card only.
const read = { access: { kind: 'facility', permission: 'money:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'money:move' }, tags } as const;

/** An employee's pay details with effective dates (issue 27, decision 064). */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getPayContract, read, (request) => getPay(request.ctx, request.params));
  route(app, changePayContract, { ...write, idempotent: true }, (request) =>
    changePay(request.ctx, { ...request.params, ...request.body }),
  );
};
