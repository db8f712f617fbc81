import { bankVerificationSchema } from '../../validation/money';
import { defineContract } from '../contract';
import { bankAccountAnswer } from './bank-account';

/**
 * `POST facility fund deposit` (spec 000 section 7): `{ amount1, amount2 }` in dollars (money:move).
 * Right amounts verify the account; a wrong pair spends one of three attempts and is refused with
 * the attempts left as its first message.
 */
export const verifyDepositsContract = defineContract({
  method: 'POST',
  path: '/facilities/fund-deposit',
  body: bankVerificationSchema,
  answer: bankAccountAnswer,
});
