import { describe, expect, it } from 'vitest';
import {
  bankVerificationFormSchema,
  bankVerificationSchema,
  vaultAmountFormSchema,
  vaultAmountSchema,
  vaultFundSchema,
  vaultFundingAccountsError,
} from './money';
import { firstMessage, issuesOf } from './test-helpers';

describe('vault amount (spec 000 section 5)', () => {
  it('takes amounts greater than 0 as typed in the form, or as numbers of a JSON body', () => {
    expect(vaultAmountSchema.parse(25)).toBe(25);
    expect(vaultAmountFormSchema.parse('0.01')).toBe(0.01);
    expect(vaultFundSchema.parse({ amount: 100.5 })).toEqual({ amount: 100.5 });
  });

  it("answers 'Enter valid amount' for 0, negatives, blanks, text and sub-cent amounts", () => {
    for (const bad of [0, -1, '', undefined, null, 'abc', 1.005]) {
      expect(firstMessage(vaultAmountFormSchema, bad)).toBe('Enter valid amount');
      expect(firstMessage(vaultAmountSchema, bad)).toBe('Enter valid amount');
    }
  });

  it('refuses a number written as text in a JSON body: the schema says number', () => {
    for (const text of ['10', '0.01', ' 5 ']) expect(firstMessage(vaultAmountSchema, text)).toBe('Enter valid amount');
    expect(vaultFundSchema.safeParse({ amount: '100.5' }).success).toBe(false);
  });

  it('needs both a funding account and a vault account', () => {
    const text = 'You can not fund the vault without fund account and vault account';
    expect(vaultFundingAccountsError('acct_1', null)).toBe(text);
    expect(vaultFundingAccountsError(undefined, 'vault_1')).toBe(text);
    expect(vaultFundingAccountsError('acct_1', 'vault_1')).toBeNull();
  });
});

describe('bank verification (spec 000 section 5)', () => {
  it('takes two amounts up to 0.1', () => {
    expect(bankVerificationFormSchema.parse({ amount1: '0.1', amount2: 0.07 })).toEqual({
      amount1: 0.1,
      amount2: 0.07,
    });
    expect(bankVerificationSchema.parse({ amount1: 0.1, amount2: 0.07 })).toEqual({ amount1: 0.1, amount2: 0.07 });
  });

  it('takes numbers only from a JSON body', () => {
    expect(issuesOf(bankVerificationSchema, { amount1: '0.1', amount2: 0.07 })).toEqual({ amount1: ['Amount 1 is required'] });
  });

  it('requires each amount with its own message', () => {
    expect(issuesOf(bankVerificationFormSchema, { amount1: '', amount2: undefined })).toEqual({
      amount1: ['Amount 1 is required'],
      amount2: ['Amount 2 is required'],
    });
    expect(issuesOf(bankVerificationSchema, { amount1: 0, amount2: 0.05 })).toEqual({
      amount1: ['Amount 1 is required'],
    });
  });

  it("answers 'Amount should be less than and equal to 0.1' above 0.1", () => {
    expect(issuesOf(bankVerificationFormSchema, { amount1: 0.11, amount2: '0.5' })).toEqual({
      amount1: ['Amount should be less than and equal to 0.1'],
      amount2: ['Amount should be less than and equal to 0.1'],
    });
  });
});
