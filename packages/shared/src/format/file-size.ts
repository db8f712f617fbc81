import { FILE_SIZE_BASE, FILE_SIZE_BASE_SI } from '../constants';
import { fixed } from './number';

// Facility staff read "KB" and "MB"; the binary "KiB" spelling would only confuse them.
const binaryUnits = ['KB', 'MB', 'GB', 'TB'] as const;
const siUnits = ['kB', 'MB', 'GB', 'TB'] as const;

/**
 * spec 000 section 9: sizes in units of 1024, or 1000 in SI mode.
 * `formatFileSize(1536)` -> '1.5 KB'; `formatFileSize(1500, { si: true })` -> '1.5 kB'.
 */
export const formatFileSize = (bytes: number, { si = false, decimals = 1 }: { si?: boolean; decimals?: number } = {}): string => {
  const base = si ? FILE_SIZE_BASE_SI : FILE_SIZE_BASE;
  const units = si ? siUnits : binaryUnits;
  if (Math.abs(bytes) < base) return `${bytes} B`;
  let value = bytes;
  let unit = -1;
  do {
    value /= base;
    unit += 1;
  } while (Math.abs(Number(fixed(value, decimals))) >= base && unit < units.length - 1);
  return `${fixed(value, decimals)} ${units[unit]}`;
};
