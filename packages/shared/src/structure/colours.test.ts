import { describe, expect, it } from 'vitest';
import { shiftTypeValues } from '../lookups';
import { colourKeys, colourOf, contrastRatio, defaultShiftTypeColours, structureColours } from './colours';

describe('structure colour palette', () => {
  it('gives every colour a text colour at WCAG AA (4.5:1) on it', () => {
    for (const c of structureColours) expect(contrastRatio(c.hex, c.text), c.key).toBeGreaterThanOrEqual(4.5);
  });

  it('has unique keys, labels and hexes in #rrggbb form', () => {
    expect(new Set(colourKeys).size).toBe(structureColours.length);
    expect(new Set(structureColours.map((c) => c.label)).size).toBe(structureColours.length);
    expect(new Set(structureColours.map((c) => c.hex)).size).toBe(structureColours.length);
    for (const c of structureColours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('computes the known contrast of black on white and looks colours up by key', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(colourOf('teal')?.hex).toBe('#087f5b');
    expect(colourOf('no-such')).toBeUndefined();
    expect(colourOf(null)).toBeUndefined();
  });

  it('has a default palette colour for every shift-type preset', () => {
    for (const t of shiftTypeValues) expect(colourKeys).toContain(defaultShiftTypeColours[t]);
  });
});
