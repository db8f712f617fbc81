/**
 * spec 000 section 5, "Input filters": what a text field keeps of what was typed or pasted.
 * Each takes the whole new value and returns the filtered one, so a paste is filtered like a
 * key press.
 */

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Letters, plus single spaces between words unless `spaces` is false (names have spaces). */
export const lettersOnly = (value: string, { spaces = true }: { spaces?: boolean } = {}): string =>
  spaces ? value.replace(/[^\p{L} ]/gu, '').replace(/ {2,}/g, ' ') : value.replace(/\P{L}/gu, '');

/** Digits and one decimal point; with `decimals`, at most that many digits after the point. */
export const decimalOnly = (value: string, decimals?: number): string => {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned.slice(point + 1).replace(/\./g, '');
  return `${whole}.${decimals === undefined ? fraction : fraction.slice(0, decimals)}`;
};

export const blockPlusMinus = (value: string): string => value.replace(/[+-]/g, '');

/**
 * spec 000 section 5: "Numeric helper clamps at zero and truncates to a given length".
 * '-5' -> '0', '12345' with length 3 -> '123'; text that is not a number is left to the filters.
 */
export const clampNumericInput = (value: string | number, maxLength: number): string => {
  const n = typeof value === 'number' ? value : Number(value);
  const text = Number.isFinite(n) && n < 0 ? '0' : String(value);
  return text.slice(0, maxLength);
};
