import { MONEY_DECIMALS } from '../constants';
import { decimalOnly } from './filters';

const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * spec 000 section 5, currency input: dollar prefix, 2 decimals, thousands separator, no
 * negatives. Applied as the user types, so a trailing point stays: '1234.' -> '$1,234.'.
 */
export const formatCurrencyInput = (raw: string): string => {
  const value = decimalOnly(raw, MONEY_DECIMALS);
  if (value === '') return '';
  const [whole = '', fraction] = value.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  return `$${thousands(wholeDigits)}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** The dollars of a currency input ('$1,234.50' -> 1234.5), or null when it is empty. */
export const parseCurrencyInput = (text: string): number | null => {
  const value = decimalOnly(text, MONEY_DECIMALS);
  if (value === '' || value === '.') return null;
  return Number(value);
};
