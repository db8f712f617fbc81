import { decimalOnly } from './filters';

export const HOUR_MIN = 0;
export const HOUR_MAX = 23;
/**
 * spec 000 section 5: "Hour input 0-23, maximum length 4". Four characters only make sense
 * with a fraction, so the field is read as decimal hours ('7.5', '23.5' is over the limit).
 */
export const HOUR_INPUT_MAX_LENGTH = 4;

/** The filtered hour text: decimal only, at most 4 characters, a value above 23 is refused. */
export const sanitizeHourInput = (raw: string, previous = ''): string => {
  const value = decimalOnly(raw).slice(0, HOUR_INPUT_MAX_LENGTH);
  return value !== '' && value !== '.' && Number(value) > HOUR_MAX ? previous : value;
};

export const isValidHour = (value: number): boolean => Number.isFinite(value) && value >= HOUR_MIN && value <= HOUR_MAX;
