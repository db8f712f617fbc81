import { defineContract } from '../contract';
import { bankAccountAnswer } from './bank-account';

/** GET the facility's funding account (facility:read: a manager sees its status, masked). */
export const getBankAccountContract = defineContract({ method: 'GET', path: '/facilities/bank-account', answer: bankAccountAnswer });
