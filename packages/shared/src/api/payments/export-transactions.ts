import { defineFileContract } from '../contract';
import { transactionFilters } from './list-transactions';

/**
 * GET facilities/payments/transactions/export (money:read): every row under the list's filters
 * as a CSV download, every cell formula-safe (format/spreadsheet-cell.ts).
 */
export const exportTransactionsContract = defineFileContract({
  method: 'GET',
  path: '/facilities/payments/transactions/export',
  query: transactionFilters,
  file: true,
});
