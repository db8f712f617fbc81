import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { einField, localityIsCity, localTaxCode, suiRatePercent, taxAccountBody } from './taxes';

describe('employer tax setup (decision 078)', () => {
  it('reads an EIN in the IRS form NN-NNNNNNN, nine digits as that, and refuses anything else', () => {
    expect(einField.parse(' 12-3456789 ')).toBe('12-3456789');
    expect(einField.parse('123456789')).toBe('12-3456789');
    for (const bad of ['12-345678', '1234567890', '123-456789', 'EIN']) {
      expect(einField.safeParse(bad).error?.issues[0]?.message).toBe(productMessages.taxEinInvalid);
    }
  });

  it('takes a SUI rate in percent with at most three decimals, from 0 to 20', () => {
    expect(suiRatePercent.parse(2.7)).toBe(2.7);
    expect(suiRatePercent.parse(0.125)).toBe(0.125);
    for (const bad of [-0.1, 20.001, 1.2345]) expect(suiRatePercent.safeParse(bad).success).toBe(false);
  });

  it('names a locality for a local tax only, and ends an account no earlier than it starts', () => {
    const state = { kind: 'STATE_UNEMPLOYMENT', state: 'pa', account_number: '1234567', effective_from: '2026-01-01' } as const;
    expect(taxAccountBody.parse(state).state).toBe('PA');
    expect(taxAccountBody.safeParse({ ...state, kind: 'LOCAL', locality: 'Philadelphia' }).success).toBe(true);
    expect(taxAccountBody.safeParse({ ...state, kind: 'LOCAL' }).error?.issues[0]?.message).toBe(productMessages.taxLocalityRequired);
    expect(taxAccountBody.safeParse({ ...state, effective_to: '2025-12-31' }).error?.issues[0]?.message).toBe(
      productMessages.taxEffectiveDates,
    );
  });

  it('matches a local tax to the facility by its city, whatever the tax office calls it (decision 082)', () => {
    expect(localityIsCity('City of Philadelphia', 'Philadelphia')).toBe(true);
    expect(localityIsCity('PHILADELPHIA', 'philadelphia')).toBe(true);
    expect(localityIsCity('New York City', 'New York')).toBe(true);
    expect(localityIsCity('St. Louis', 'St Louis')).toBe(true);
    expect(localityIsCity('Pittsburgh', 'Philadelphia')).toBe(false);
    expect(localityIsCity('City of', 'Philadelphia')).toBe(false);
    expect(localTaxCode('PA', 'City of Philadelphia')).toBe('PA-PHILADELPHIA');
    expect(localTaxCode('MO', 'St. Louis')).toBe('MO-ST-LOUIS');
  });
});
