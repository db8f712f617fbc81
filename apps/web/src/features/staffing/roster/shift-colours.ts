import { createContext, useContext } from 'react';
import { colourOf, defaultShiftTypeColours } from '@careroster/shared/structure/colours';
import { clockMinutes, type ShiftKind } from '@careroster/shared/structure/shift-kind';

/**
 * Shift codes and their colours on the roster (issue 28, decision 071), in this one place. The
 * colours are the facility's, per shift type (Facility setup's Colours tab, decision 068).
 * A shift's kind (day, evening, night) is `shiftKindOf`'s, from where it starts.
 */

/** D, E or N: what a cell shows of a shift at four to six weeks. */
export const shiftCodes: Record<ShiftKind, string> = { DAY: 'D', EVENING: 'E', NIGHT: 'N' };

/** `07:00` as `7a`, `15:30` as `3:30p`. */
function clockCode(hhmm: string): string {
  const at = clockMinutes(hhmm);
  const h = Math.floor(at / 60) % 24;
  const m = at % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'a' : 'p'}`;
}

/** `7a-3p`: what a cell shows of a shift's time in the week view. */
export const timeCodeOf = (start: string, end: string) => `${clockCode(start)}-${clockCode(end)}`;

const presetHex = (type: keyof typeof defaultShiftTypeColours) => colourOf(defaultShiftTypeColours[type])!.hex;

/** The facility's colour of each kind of shift (the roster answer's `shift_colours`); the palette's defaults until it arrives. */
export const ShiftColours = createContext<Record<ShiftKind, string>>({
  DAY: presetHex('morning'),
  EVENING: presetHex('evening'),
  NIGHT: presetHex('night'),
});

/**
 * A kind's colour as a coloured edge on a light tint of it, under the body's dark text, so every
 * code reads at WCAG AA contrast whatever the colour (the colour is never the only signal: the
 * code is there).
 */
export function useShiftColour() {
  const colours = useContext(ShiftColours);
  return (kind: ShiftKind) => ({ background: `color-mix(in srgb, ${colours[kind]} 14%, white)`, edge: colours[kind] });
}
