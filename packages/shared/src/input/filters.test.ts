import { describe, expect, it } from 'vitest';
import { blockPlusMinus, clampNumericInput, decimalOnly, digitsOnly, lettersOnly } from './filters';

describe('input filters (spec 000 section 5)', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('a1-2 3.4e5')).toBe('12345');
    expect(digitsOnly('')).toBe('');
  });

  it('keeps letters only, with single spaces unless told not to', () => {
    expect(lettersOnly('Mary-Ann  O1Brien')).toBe('MaryAnn OBrien');
    expect(lettersOnly('José Núñez')).toBe('José Núñez');
    expect(lettersOnly('Ann Lee', { spaces: false })).toBe('AnnLee');
  });

  it('keeps digits and one decimal point', () => {
    expect(decimalOnly('12.3.4')).toBe('12.34');
    expect(decimalOnly('-1e2.5')).toBe('12.5');
    expect(decimalOnly('12.345', 2)).toBe('12.34');
    expect(decimalOnly('12.', 2)).toBe('12.');
  });

  it('blocks + and -', () => {
    expect(blockPlusMinus('+1-2')).toBe('12');
  });
});

describe('clampNumericInput (spec 000 section 5)', () => {
  it('clamps negatives at zero', () => {
    expect(clampNumericInput('-5', 3)).toBe('0');
    expect(clampNumericInput(-0.5, 3)).toBe('0');
  });

  it('truncates to the given length', () => {
    expect(clampNumericInput('12345', 3)).toBe('123');
    expect(clampNumericInput(98765, 4)).toBe('9876');
    expect(clampNumericInput('42', 3)).toBe('42');
  });
});
