import { describe, expect, it } from 'vitest';
import { countryCodes, isUsStateCode, usStateCodes, usStateField, usStates } from './regions';

describe('country and state lists (decision 078)', () => {
  it('serves the United States only, by its ISO 3166-1 alpha-2 code', () => {
    expect(countryCodes).toEqual(['US']);
  });

  it('lists the 50 states, DC and the five inhabited territories once each, by USPS code', () => {
    expect(usStates.filter((s) => s.kind === 'STATE')).toHaveLength(50);
    expect(usStates.filter((s) => s.kind === 'DISTRICT').map((s) => s.value)).toEqual(['DC']);
    expect(usStates.filter((s) => s.kind === 'TERRITORY').map((s) => s.value)).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    expect(new Set(usStateCodes).size).toBe(usStateCodes.length);
    expect(usStateCodes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(isUsStateCode('FL')).toBe(true);
    // Not a mail subdivision: the outlying islands and the armed forces' codes.
    expect(isUsStateCode('UM')).toBe(false);
    expect(isUsStateCode('AE')).toBe(false);
  });

  it('reads a code whatever its case and refuses names and unknown codes with the given message', () => {
    const field = usStateField('Choose a state.');
    expect(field.parse(' fl ')).toBe('FL');
    expect(field.parse('PR')).toBe('PR');
    for (const bad of ['Florida', 'XX', 'UM', '', 12]) {
      const result = field.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choose a state.');
    }
  });
});
