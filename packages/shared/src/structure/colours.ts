/**
 * The one palette a facility picks its colours from (issue 28, decision 068): units, departments,
 * shift types and custom shift timings each store a palette key, never a free hex. Every colour
 * carries the text colour that reads on it at WCAG AA (4.5:1, tested in colours.test.ts), so a
 * chip, a roster cell or a badge filled with it stays readable. A dot of it on white is not text.
 */
export const DARK_TEXT = '#212529';
export const LIGHT_TEXT = '#ffffff';

export const structureColours = [
  { key: 'teal', label: 'Teal', hex: '#087f5b', text: LIGHT_TEXT },
  { key: 'blue', label: 'Blue', hex: '#1971c2', text: LIGHT_TEXT },
  { key: 'indigo', label: 'Indigo', hex: '#3b5bdb', text: LIGHT_TEXT },
  { key: 'violet', label: 'Violet', hex: '#6741d9', text: LIGHT_TEXT },
  { key: 'grape', label: 'Grape', hex: '#9c36b5', text: LIGHT_TEXT },
  { key: 'pink', label: 'Pink', hex: '#c2255c', text: LIGHT_TEXT },
  { key: 'red', label: 'Red', hex: '#c92a2a', text: LIGHT_TEXT },
  { key: 'green', label: 'Green', hex: '#237032', text: LIGHT_TEXT },
  { key: 'cyan', label: 'Cyan', hex: '#0b7285', text: LIGHT_TEXT },
  { key: 'slate', label: 'Slate', hex: '#495057', text: LIGHT_TEXT },
  { key: 'orange', label: 'Orange', hex: '#fd7e14', text: DARK_TEXT },
  { key: 'yellow', label: 'Yellow', hex: '#fcc419', text: DARK_TEXT },
  { key: 'lime', label: 'Lime', hex: '#82c91e', text: DARK_TEXT },
  { key: 'sky', label: 'Sky', hex: '#a5d8ff', text: DARK_TEXT },
] as const;

export type StructureColour = (typeof structureColours)[number];
export type ColourKey = StructureColour['key'];

/** The palette's keys, for an enum in a contract. */
export const colourKeys = structureColours.map((c) => c.key) as [ColourKey, ...ColourKey[]];

const byKey = new Map<string, StructureColour>(structureColours.map((c) => [c.key, c]));

/** The palette entry of a stored key; undefined for null or a key the palette no longer has. */
export function colourOf(key: string | null | undefined): StructureColour | undefined {
  return key ? byKey.get(key) : undefined;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The default colour of each spec shift-type preset (lookups.ts `shiftTypePresets`) until a
 * facility picks its own.
 */
export const defaultShiftTypeColours: Record<'morning' | 'evening' | 'night' | 'custom', ColourKey> = {
  morning: 'yellow',
  evening: 'orange',
  night: 'indigo',
  custom: 'slate',
};
