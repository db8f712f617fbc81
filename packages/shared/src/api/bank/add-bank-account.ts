import { addBankAccountSchema } from '../../validation/bank';
import { defineContract } from '../contract';
import { bankAccountAnswer } from './bank-account';

/**
 * POST the facility's funding account (money:move, idempotent). A live account is replaced: it
 * becomes REMOVED and the new one starts its micro-deposits.
 */
export const addBankAccountContract = defineContract({
  method: 'POST',
  path: '/facilities/bank-account',
  body: addBankAccountSchema,
  answer: bankAccountAnswer,
});
