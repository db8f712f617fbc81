/**
 * The palette a facility picks its colours from (issue 28). A minimal copy for the master
 * schedule's part: the structure part owns the full palette (with its contrast tests), whose first
 * entries these are; the merger keeps theirs. A colour is stored as its key, never a free hex, and
 * carries the text colour that reads on it.
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
  { key: 'yellow', label: 'Yellow', hex: '#fcc419', text: DARK_TEXT },
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
