import { z } from 'zod';
import { reimbursementStatuses } from '../../money/values';
import { createReimbursementSchema } from '../../validation/payments';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { pagingQuery } from './paging';
import { reimbursementSchema } from './reimbursement';

const idParams = z.object({ id: z.uuid() });

/** POST facilities/reimbursements (money:move, Idempotency-Key required): a PENDING expense of one of the facility's employees. */
export const createReimbursementContract = defineContract({
  method: 'POST',
  path: '/facilities/reimbursements',
  body: createReimbursementSchema,
  answer: reimbursementSchema,
});

export const listReimbursementsQuery = pagingQuery.extend({ status: z.enum(reimbursementStatuses).optional() });
export type ListReimbursementsQuery = z.input<typeof listReimbursementsQuery>;

/** GET facilities/reimbursements (money:read): pending first, then newest first. */
export const listReimbursementsContract = defineContract({
  method: 'GET',
  path: '/facilities/reimbursements',
  query: listReimbursementsQuery,
  answer: listOf(reimbursementSchema),
});

/** GET facilities/reimbursements/:id (money:read): one of the facility's, for the notification that names it. */
export const getReimbursementContract = defineContract({
  method: 'GET',
  path: '/facilities/reimbursements/:id',
  params: idParams,
  answer: reimbursementSchema,
});

/**
 * POST facilities/reimbursements/:id/pay (money:move, Idempotency-Key required): pays a PENDING
 * one from the vault. Paid, cancelled or more than the vault holds: 409.
 */
export const payReimbursementContract = defineContract({
  method: 'POST',
  path: '/facilities/reimbursements/:id/pay',
  params: idParams,
  answer: reimbursementSchema,
});

/** POST facilities/reimbursements/:id/cancel (money:move): a PENDING one will not be paid. */
export const cancelReimbursementContract = defineContract({
  method: 'POST',
  path: '/facilities/reimbursements/:id/cancel',
  params: idParams,
  answer: reimbursementSchema,
});
