import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../format/wall-clock';
import { hoursOf, payPeriodOf, roundPunch, workedMinutes } from './worked-time';

const at = (iso: string) => new Date(iso);

describe('roundPunch', () => {
  it('rounds to the nearest increment, neutral both ways (29 CFR 785.48)', () => {
    expect(roundPunch(at('2026-03-02T12:07:59Z'), 15).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(roundPunch(at('2026-03-02T12:52:00Z'), 15).toISOString()).toBe('2026-03-02T12:45:00.000Z');
    expect(roundPunch(at('2026-03-02T12:53:00Z'), 15).toISOString()).toBe('2026-03-02T13:00:00.000Z');
    expect(roundPunch(at('2026-03-02T12:08:00Z'), 15).toISOString()).toBe('2026-03-02T12:15:00.000Z');
    expect(roundPunch(at('2026-03-02T12:02:59Z'), 5).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(roundPunch(at('2026-03-02T12:03:00Z'), 6).toISOString()).toBe('2026-03-02T12:06:00.000Z');
    expect(roundPunch(at('2026-03-02T12:02:59Z'), 6).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });
  it('leaves punches alone without rounding', () => {
    expect(roundPunch(at('2026-03-02T12:07:31Z'), 0).toISOString()).toBe('2026-03-02T12:07:31.000Z');
  });
});

describe('workedMinutes', () => {
  it('subtracts the meal break from the rounded span', () => {
    const minutes = workedMinutes({
      clockInAt: at('2026-03-02T11:53:00Z'),
      clockOutAt: at('2026-03-02T20:09:00Z'),
      breakMinutes: 30,
      rounding: 15,
    });
    expect(minutes).toBe(8 * 60 + 15 - 30);
  });
  it('is zero while a punch is missing', () => {
    expect(workedMinutes({ clockInAt: at('2026-03-02T12:00:00Z'), clockOutAt: null, breakMinutes: 0, rounding: 0 })).toBe(0);
  });
  it('counts the hours really worked across midnight and both daylight-saving changes, in two zones', () => {
    const night = (zone: string, date: string, next: string) =>
      workedMinutes({
        clockInAt: zonedInstant(date, '23:00', zone),
        clockOutAt: zonedInstant(next, '07:00', zone),
        breakMinutes: 0,
        rounding: 0,
      }) / 60;
    expect(night('EST', '2026-11-20', '2026-11-21')).toBe(8);
    expect(night('EST', '2026-10-31', '2026-11-01')).toBe(9);
    expect(night('EST', '2026-03-07', '2026-03-08')).toBe(7);
    expect(night('PST', '2026-10-31', '2026-11-01')).toBe(9);
    expect(night('PST', '2026-03-07', '2026-03-08')).toBe(7);
  });
});

describe('payPeriodOf', () => {
  it('is the Sunday-to-Saturday week for WEEKLY', () => {
    expect(payPeriodOf('2026-11-25', 'WEEKLY', '2026-01-04')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(payPeriodOf('2026-11-22', 'WEEKLY', '2026-01-04')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });
  it('counts fortnights from the anchor for BIWEEKLY, before and after it', () => {
    expect(payPeriodOf('2026-01-17', 'BIWEEKLY', '2026-01-04')).toEqual({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodOf('2026-01-18', 'BIWEEKLY', '2026-01-04')).toEqual({ start: '2026-01-18', end: '2026-01-31' });
    expect(payPeriodOf('2025-12-31', 'BIWEEKLY', '2026-01-04')).toEqual({ start: '2025-12-21', end: '2026-01-03' });
  });
});

it('hoursOf shows minutes as hours with 2 decimals', () => {
  expect(hoursOf(485)).toBe(8.08);
});
