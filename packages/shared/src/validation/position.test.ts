import { describe, expect, it } from 'vitest';
import {
  deriveAgencyPreference,
  isOpeningsConflict,
  isValidRate,
  openingsError,
  openingsSchema,
  optionalRateSchema,
  rateSchema,
} from './position';
import { productMessages } from '../messages';
import { firstMessage } from './test-helpers';

describe('rates (spec 001 section 5: 6 characters, numeric, 2 decimals)', () => {
  it('accepts numeric rates up to 6 characters and 2 decimals', () => {
    for (const ok of ['48', '48.5', '48.50', '999.99', '123456', 20, 0.5]) {
      expect(isValidRate(ok)).toBe(true);
    }
  });

  it('refuses more decimals, more characters and non-numbers', () => {
    for (const bad of ['48.505', '1234.56', '1234567', '-5', '1e3', 'abc', '', '.5', 0.1 + 0.2]) {
      expect(isValidRate(bad)).toBe(false);
    }
  });

  it('turns text into a number and lets an optional rate be empty', () => {
    expect(rateSchema.parse('48.50')).toBe(48.5);
    expect(rateSchema.parse(20)).toBe(20);
    expect(optionalRateSchema.parse('')).toBeNull();
    expect(optionalRateSchema.parse(null)).toBeNull();
    expect(optionalRateSchema.parse('12.5')).toBe(12.5);
    expect(optionalRateSchema.safeParse('12.555').success).toBe(false);
  });
});

describe('openings (spec 001 sections 4 and 5)', () => {
  it('takes whole numbers up to 3 digits', () => {
    expect(openingsSchema().parse('12')).toBe(12);
    expect(openingsSchema().parse(999)).toBe(999);
    expect(openingsSchema().safeParse(1000).success).toBe(false);
    expect(openingsSchema().safeParse('1.5').success).toBe(false);
    expect(openingsSchema().safeParse(0).success).toBe(false);
  });

  it('takes digits only: no hex, exponent, sign, space or fraction that Number() would read', () => {
    for (const bad of ['0x10', '1e2', ' 5', '5 ', '+5', '-1', '1.0', '', 1.5, 1e21, -3]) {
      expect(firstMessage(openingsSchema(), bad), JSON.stringify(bad)).toBe(productMessages.openingsDigitsOnly);
    }
    expect(openingsSchema().parse('007')).toBe(7);
    expect(openingsSchema().parse(16)).toBe(16);
  });

  it('refuses fewer openings than nurses accepted plus assigned', () => {
    expect(firstMessage(openingsSchema(3), 2)).toBe('Openings can not be less than 3. As nurses are assigned and confirmed.');
    expect(firstMessage(openingsSchema(3), 0)).toBe('Openings can not be less than 3. As nurses are assigned and confirmed.');
    expect(openingsSchema(3).parse(3)).toBe(3);
  });

  it('flags a conflicting row', () => {
    const row = { total_positions: 2, accepted_count: 2, assigned_count: 1 };
    expect(isOpeningsConflict(row)).toBe(true);
    expect(openingsError(row)).toBe('Openings can not be less than 3. As nurses are assigned and confirmed.');
    expect(openingsError({ ...row, total_positions: 3 })).toBeNull();
  });
});

describe('agency preference (spec 001 section 4)', () => {
  const all = ['a', 'b', 'c', 'd'];
  const favorites = ['b', 'd'];

  it('is ALL when every agency is selected', () => {
    expect(deriveAgencyPreference(['d', 'c', 'b', 'a'], all, favorites)).toBe('ALL');
  });

  it('is FAVORITE when exactly the favourites are selected', () => {
    expect(deriveAgencyPreference(['d', 'b'], all, favorites)).toBe('FAVORITE');
  });

  it('is CUSTOM_PREFERENCE otherwise', () => {
    expect(deriveAgencyPreference(['b'], all, favorites)).toBe('CUSTOM_PREFERENCE');
    expect(deriveAgencyPreference(['a', 'b', 'd'], all, favorites)).toBe('CUSTOM_PREFERENCE');
    expect(deriveAgencyPreference([], all, [])).toBe('CUSTOM_PREFERENCE');
  });
});
