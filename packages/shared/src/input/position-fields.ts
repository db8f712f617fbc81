import { OPENINGS_MAX_LENGTH, RATE_DECIMALS, RATE_MAX_LENGTH } from '../constants';
import { decimalOnly, digitsOnly } from './filters';

/** spec 001 section 5: openings take digits only, at most 3. */
export const sanitizeOpeningsInput = (raw: string): string => digitsOnly(raw).slice(0, OPENINGS_MAX_LENGTH);

/** spec 001 section 5: external, agency and differential rates: 6 characters, 2 decimals. */
export const sanitizeRateInput = (raw: string): string => decimalOnly(raw, RATE_DECIMALS).slice(0, RATE_MAX_LENGTH);
