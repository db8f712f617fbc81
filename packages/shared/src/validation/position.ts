import { z } from 'zod';
import { OPENINGS_MAX_LENGTH, RATE_DECIMALS, RATE_MAX_LENGTH } from '../constants';
import type { AgencyPreference } from '../lookups';
import { messages, productMessages } from '../messages';

/** spec 001 section 5: rates are numeric, at most 6 characters and 2 decimals. */
export const RATE_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${RATE_DECIMALS}})?$`);

export const isValidRate = (value: string | number): boolean => {
  const text = String(value).trim();
  return text.length <= RATE_MAX_LENGTH && RATE_PATTERN.test(text);
};

/**
 * A rate typed as text or sent as a JSON number, as a number. The spec gives no message; the
 * field's key filter (input/position-fields) keeps a user from reaching these errors.
 */
export const rateSchema = z
  .union([z.string(), z.number()])
  .refine(isValidRate)
  .transform((v) => Number(v));

/** An empty rate field is no rate (a position not open to that worker type). */
export const optionalRateSchema = z.preprocess((v) => (v === '' || v === undefined ? null : v), rateSchema.nullable());

export type PositionCounts = {
  total_positions: number;
  accepted_count: number;
  assigned_count: number;
};

/** spec 001 section 4: openings below accepted + assigned flag the row as conflicting. */
export const filledCount = (p: Omit<PositionCounts, 'total_positions'>): number => p.accepted_count + p.assigned_count;

export const isOpeningsConflict = (p: PositionCounts): boolean => p.total_positions < filledCount(p);

/**
 * spec 001 section 5: openings are digits only, at most 3. A JSON number counts as the digits it
 * is written with, so 16 passes and '0x10', '1e2', ' 5' and 1.5 do not (Number() would read them).
 */
export const OPENINGS_PATTERN = new RegExp(`^\\d{1,${OPENINGS_MAX_LENGTH}}$`);

/** The openings field as typed or sent, as a number: the save-positions contract's check. */
export const openingsInputSchema = z
  .union([z.string(), z.number()], { error: productMessages.openingsDigitsOnly })
  .refine((v) => OPENINGS_PATTERN.test(String(v)), { error: productMessages.openingsDigitsOnly })
  .transform((v) => Number(v));

/**
 * Openings of a position: the input rule, at least 1, and not less than the nurses already
 * accepted or assigned. `filled` is that count for an existing position, 0 for a new one.
 */
export const openingsSchema = (filled = 0) =>
  openingsInputSchema.pipe(
    z
      .number()
      // First, so that the spec's text is the message shown when both fail.
      .min(filled, messages.openingsBelowFilled(filled))
      .min(1, productMessages.openingsAtLeastOne),
  );

export const openingsError = (p: PositionCounts): string | null =>
  isOpeningsConflict(p) ? messages.openingsBelowFilled(filledCount(p)) : null;

/**
 * spec 001 section 4: the agency preference follows from the selection: ALL when every agency
 * is selected, FAVORITE when exactly the favourites are, otherwise CUSTOM_PREFERENCE.
 */
export const deriveAgencyPreference = (
  selectedIds: readonly string[],
  allIds: readonly string[],
  favoriteIds: readonly string[],
): AgencyPreference => {
  const selected = new Set(selectedIds);
  const sameAs = (ids: readonly string[]) => {
    const other = new Set(ids);
    return other.size === selected.size && [...other].every((id) => selected.has(id));
  };
  if (allIds.length > 0 && sameAs(allIds)) return 'ALL';
  if (favoriteIds.length > 0 && sameAs(favoriteIds)) return 'FAVORITE';
  return 'CUSTOM_PREFERENCE';
};
