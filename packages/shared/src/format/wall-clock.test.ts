import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, exactZonedInstant, zonedInstant } from './wall-clock';

describe('daysBetween', () => {
  it('counts calendar days, whatever the clocks do in between', () => {
    expect(daysBetween('2026-11-18', '2026-11-18')).toBe(0);
    expect(daysBetween('2026-11-18', '2026-11-25')).toBe(7);
    expect(daysBetween('2026-11-25', '2026-11-18')).toBe(-7);
    // Across both DST changes of 2026 in the United States, a leap day and a year's end.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('undoes addDays', () => {
    for (const days of [-400, -1, 0, 1, 13, 366]) expect(daysBetween('2026-11-18', addDays('2026-11-18', days))).toBe(days);
  });
});

describe('zonedInstant around daylight-saving changes', () => {
  const ny = 'America/New_York';
  it('moves a wall time the clocks skip forward by the skipped hour, never backward', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(zonedInstant('2026-03-08', '01:59', ny).toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', ny).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '03:30', ny).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', ny).getTime()).toBeGreaterThan(zonedInstant('2026-03-08', '01:59', ny).getTime());
  });

  it('takes the first of a wall time that happens twice', () => {
    // 1 November 2026: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
    expect(zonedInstant('2026-11-01', '01:30', ny).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-11-01', '02:00', ny).toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('keeps Arizona on standard time all summer, unlike Denver', () => {
    expect(zonedInstant('2026-07-01', '07:00', 'America/Phoenix').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(zonedInstant('2026-07-01', '07:00', 'America/Denver').toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });
});

describe('exactZonedInstant', () => {
  const iso = (at: Date | null) => at?.toISOString() ?? null;

  it('answers an ordinary wall time as zonedInstant does', () => {
    expect(iso(exactZonedInstant('2026-07-01', '09:15', 'America/New_York'))).toBe('2026-07-01T13:15:00.000Z');
    expect(iso(exactZonedInstant('2026-01-15', '23:59', 'EST'))).toBe('2026-01-16T04:59:00.000Z');
    expect(iso(exactZonedInstant('2026-07-01', '09:15', 'America/Phoenix'))).toBe('2026-07-01T16:15:00.000Z');
  });

  it('has no instant for a time the clocks skip in spring', () => {
    expect(exactZonedInstant('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(exactZonedInstant('2026-03-08', '02:00', 'America/Chicago')).toBeNull();
    expect(exactZonedInstant('2026-03-29', '01:30', 'Europe/London')).toBeNull();
    // The minutes on either side exist.
    expect(iso(exactZonedInstant('2026-03-08', '01:59', 'America/New_York'))).toBe('2026-03-08T06:59:00.000Z');
    expect(iso(exactZonedInstant('2026-03-08', '03:00', 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    // Arizona keeps its clocks: 02:30 exists there.
    expect(iso(exactZonedInstant('2026-03-08', '02:30', 'America/Phoenix'))).toBe('2026-03-08T09:30:00.000Z');
  });

  it('takes the first of a time the clocks repeat in autumn, west and east of Greenwich', () => {
    expect(iso(exactZonedInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(exactZonedInstant('2026-10-25', '01:30', 'Europe/London'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(exactZonedInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
  });
});
