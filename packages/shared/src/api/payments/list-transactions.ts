import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import { paymentRowStatuses } from '../../money/payments';
import { ledgerTransactionKinds } from '../../money/values';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { pagingQuery } from './paging';

/** The filters of the transactions list, shared by the page and its CSV export; days are facility-local, both included. */
const filters = z.object({
  kind: z.enum(ledgerTransactionKinds).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  employee_id: z.uuid().optional(),
});
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const dateOrder = { path: ['to'], error: productMessages.paymentsDateOrder };

export const transactionFilters = filters.refine(inOrder, dateOrder);
export type TransactionFilters = z.input<typeof transactionFilters>;

export const listTransactionsQuery = filters.extend(pagingQuery.shape).refine(inOrder, dateOrder);
export type ListTransactionsQuery = z.input<typeof listTransactionsQuery>;

/**
 * One ledger transaction as the facility reads it. `amount` is signed: what it did to the vault,
 * or for a funding not in the vault yet (asked, returned), to the money on its way there.
 * `balance` is the vault after it, in ledger order.
 */
export const transactionRowSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(ledgerTransactionKinds),
  memo: z.string(),
  employee_id: z.uuid().nullable(),
  nurse_name: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  status: z.enum(paymentRowStatuses),
  balance: z.number(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** GET facilities/payments/transactions (money:read): newest first, paged. */
export const listTransactionsContract = defineContract({
  method: 'GET',
  path: '/facilities/payments/transactions',
  query: listTransactionsQuery,
  answer: listOf(transactionRowSchema),
});
