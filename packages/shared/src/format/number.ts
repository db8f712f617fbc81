/**
 * Rounds half away from zero at `decimals` places. Plain `Math.round(x * 100) / 100` and
 * `toFixed` round 1.005 down because 1.005 is stored as 1.00499...; going through 15
 * significant digits first removes that binary noise.
 */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
};

/** Fixed decimals after correct rounding: `fixed(1.005, 2)` is '1.01'. */
export const fixed = (value: number, decimals: number): string => roundTo(value, decimals).toFixed(decimals);

/** spec 001 section 2: the open positions card shows a percentage with 2 decimals. */
export const formatPercent = (part: number, whole: number): string => `${fixed(whole > 0 ? (part / whole) * 100 : 0, 2)}%`;
