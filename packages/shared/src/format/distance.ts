import { FEET_DISPLAY_LIMIT, METRES_TO_FEET } from '../constants';
import { messages } from '../messages';
import { fixed } from './number';

export type DistanceParts = { value: string; unit: 'ft' | 'm' };

/**
 * spec 000 section 9: "Distance shown in feet (metres x 3.28) below 9999, otherwise metres with
 * 2 decimals". The 9999 is read as a limit on the feet figure: a clock-in a few hundred metres
 * away reads naturally in feet, and once the feet figure would need five digits (about 3 km)
 * the metres figure is the shorter one. Feet are whole (the spec asks decimals only of metres).
 */
export const distanceParts = (metres: number): DistanceParts => {
  const feet = metres * METRES_TO_FEET;
  return feet < FEET_DISPLAY_LIMIT ? { value: fixed(feet, 0), unit: 'ft' } : { value: fixed(metres, 2), unit: 'm' };
};

/** Clock in/out distance for display; a missing distance shows the spec's '- -'. */
export const formatDistance = (metres: number | null | undefined): string => {
  if (metres == null || !Number.isFinite(metres)) return messages.missingValue;
  const { value, unit } = distanceParts(metres);
  return `${value} ${unit}`;
};
