import { describe, expect, it } from 'vitest';
import { nextEscalationAt, releaseTiersFor, tierOpensAt, tiersDue } from './release-schedule';

const HOUR = 3_600_000;
const startedAt = new Date('2026-03-01T08:00:00Z');
const hours = { marketplaceAfterHours: 4, agencyAfterHours: 12, agencyWithinHours: 24 };
const at = (h: number) => new Date(startedAt.getTime() + h * HOUR);

describe('the release schedule', () => {
  it('opens the marketplace after N hours and the agencies after M, when the shift is far', () => {
    const clock = { startedAt, shiftStartsAt: at(24 * 7) };
    expect(tierOpensAt('INTERNAL', hours, clock)).toEqual(startedAt);
    expect(tierOpensAt('MARKETPLACE', hours, clock)).toEqual(at(4));
    expect(tierOpensAt('AGENCY', hours, clock)).toEqual(at(12));
  });

  it('opens the agencies K hours before the shift when that comes first, and the marketplace no later', () => {
    const clock = { startedAt, shiftStartsAt: at(26) };
    expect(tierOpensAt('AGENCY', hours, clock)).toEqual(at(2));
    expect(tierOpensAt('MARKETPLACE', hours, clock)).toEqual(at(2));
    expect(tiersDue('INTERNAL', ['INTERNAL', 'MARKETPLACE', 'AGENCY'], hours, clock, at(2))).toEqual(['MARKETPLACE', 'AGENCY']);
  });

  it('uses only the tiers applicable_for allows', () => {
    expect(releaseTiersFor(['IN', 'AN'])).toEqual(['INTERNAL', 'AGENCY']);
    expect(releaseTiersFor([])).toEqual([]);
    const clock = { startedAt, shiftStartsAt: at(24 * 7) };
    expect(nextEscalationAt('INTERNAL', ['INTERNAL', 'AGENCY'], hours, clock)).toEqual(at(12));
    expect(nextEscalationAt('AGENCY', ['INTERNAL', 'AGENCY'], hours, clock)).toBeNull();
    expect(tiersDue('INTERNAL', ['INTERNAL', 'AGENCY'], hours, clock, at(11))).toEqual([]);
  });
});
