import { z } from 'zod';
import { MONEY_DECIMALS, TOTAL_SPENT_K_THRESHOLD } from '../constants';
import { fixed, roundTo } from './number';

const grouped = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: MONEY_DECIMALS,
  maximumFractionDigits: MONEY_DECIMALS,
});

/** spec 000 section 9: money with 2 decimals, no symbol: `1234.5` -> '1234.50'. */
export const formatAmount = (value: number): string => fixed(value, MONEY_DECIMALS);

/** Dollars for display: `1234.5` -> '$1,234.50', `-3` -> '-$3.00'. */
export const formatMoney = (value: number): string => {
  const rounded = roundTo(value, MONEY_DECIMALS);
  const text = `$${grouped.format(Math.abs(rounded))}`;
  return rounded < 0 ? `-${text}` : text;
};

/** spec 000 section 3: an employee card shows hourly_rate as $rate/Hr. */
export const formatHourlyRate = (value: number): string => `${formatMoney(value)}/Hr`;

/**
 * spec 001 section 2: TOTAL SPENT over 999 is shown in K (thousands, 2 decimals):
 * `999` -> '$999.00', `1500` -> '$1.50K'.
 */
export const formatTotalSpent = (value: number): string =>
  Math.abs(value) > TOTAL_SPENT_K_THRESHOLD
    ? `${value < 0 ? '-' : ''}$${fixed(Math.abs(value) / 1000, MONEY_DECIMALS)}K`
    : formatMoney(value);

/**
 * The one dollars-cents codec (DESIGN.md "Money"): dollars with at most 2 decimals in JSON,
 * integer cents in the database. Nothing else multiplies or divides money by 100.
 */
export const toCents = (dollars: number): number => Math.round(roundTo(dollars, MONEY_DECIMALS) * 100);
export const fromCents = (cents: number): number => cents / 100;
export const toCentsOrNull = (dollars: number | null | undefined): number | null => (dollars == null ? null : toCents(dollars));
export const fromCentsOrNull = (cents: number | null | undefined): number | null => (cents == null ? null : fromCents(cents));

/**
 * A rate per mile (decision 051): dollars with at most 3 decimals in JSON (the IRS's 72.5 cents is
 * 0.725), integer thousandths of a dollar (mills) in the database. An amount of mills is paid in
 * whole cents, rounded half up once (decision 030's rule).
 */
export const MILE_RATE_DECIMALS = 3;
export const toMills = (dollars: number): number => Math.round(roundTo(dollars, MILE_RATE_DECIMALS) * 1000);
export const fromMills = (mills: number): number => mills / 1000;
export const fromMillsOrNull = (mills: number | null | undefined): number | null => (mills == null ? null : fromMills(mills));
export const centsOfMills = (mills: number): number => Math.floor((mills + 5) / 10);
/** A rate per mile for display, with its three decimals: `0.725` -> '$0.725'. */
export const formatMileRate = (dollars: number): string => `$${fixed(dollars, MILE_RATE_DECIMALS)}`;

/** A dollar amount of the API decoded to cents (and cents encoded back to dollars), as a zod codec. */
export const dollarsToCents = z.codec(z.number().nonnegative().multipleOf(0.01), z.int().nonnegative(), {
  decode: toCents,
  encode: fromCents,
});
