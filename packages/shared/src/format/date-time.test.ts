import { zonedInstant } from './wall-clock';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNotificationTime,
  formatNotificationTimeIn,
  formatTime,
  inZone,
  isApiDate,
  parseApiDate,
  toApiDate,
  todayIn,
} from './date-time';

const instant = '2025-03-05T19:07:00Z';

describe('dates and times (spec 000 section 9)', () => {
  it('shows dates as DD/MM/YYYY and times as hh:mm A', () => {
    expect(formatDate(instant, 'GMT')).toBe('05/03/2025');
    expect(formatTime(instant, 'GMT')).toBe('07:07 PM');
  });

  it('accepts spec zone codes and IANA zones alike', () => {
    expect(formatTime(instant, 'EST')).toBe('02:07 PM');
    expect(formatTime(instant, 'America/New_York')).toBe('02:07 PM');
    expect(formatTime(instant, 'HST')).toBe('09:07 AM');
  });

  it('crosses the date line of the zone', () => {
    expect(formatDate('2025-03-06T03:00:00Z', 'PST')).toBe('05/03/2025');
  });

  it('follows daylight saving for the US codes', () => {
    expect(formatTime('2025-07-05T19:07:00Z', 'EST')).toBe('03:07 PM');
  });

  it('reads strings without an offset as UTC', () => {
    expect(formatTime('2025-03-05T19:07:00', 'GMT')).toBe('07:07 PM');
  });

  it('keeps a bare calendar day whatever the zone', () => {
    expect(formatDate('2025-03-05', 'HST')).toBe('05/03/2025');
    expect(formatDate('2025-03-05', 'EST')).toBe('05/03/2025');
  });

  it('accepts Date and epoch milliseconds', () => {
    expect(formatDate(new Date(instant), 'GMT')).toBe('05/03/2025');
    expect(formatDate(Date.parse(instant), 'GMT')).toBe('05/03/2025');
  });

  it('rejects invalid dates', () => {
    expect(() => inZone('not a date')).toThrow(RangeError);
    expect(() => inZone('2025-02-30')).toThrow(RangeError);
  });
});

describe('notification time (spec 001 section 2)', () => {
  it("renders 'DD MMM YYYY at h:mm A'", () => {
    expect(formatNotificationTime(instant, 'EST')).toBe('05 Mar 2025 at 2:07 PM');
    expect(formatNotificationTimeIn(instant, 'EST')).toBe('05 Mar 2025 at 2:07 PM EST');
  });
});

describe('API dates', () => {
  it('parses strict YYYY-MM-DD calendar days', () => {
    expect(parseApiDate('2024-02-29')?.format('DD/MM/YYYY')).toBe('29/02/2024');
    expect(parseApiDate('2025-02-29')).toBeNull();
    expect(parseApiDate('2025-3-5')).toBeNull();
    expect(parseApiDate('05/03/2025')).toBeNull();
    expect(['2024-02-29', '0050-01-31', '2025-12-31'].map(isApiDate)).toEqual([true, true, true]);
    expect(['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '20250101', ' 2025-01-01'].map(isApiDate)).toEqual(
      Array(7).fill(false),
    );
  });

  it("gives the calendar day in a zone, including a facility's today", () => {
    expect(toApiDate('2025-03-06T03:00:00Z', 'PST')).toBe('2025-03-05');
    expect(todayIn('EST', new Date('2025-03-06T03:00:00Z'))).toBe('2025-03-05');
    expect(todayIn('GMT', new Date('2025-03-06T03:00:00Z'))).toBe('2025-03-06');
  });

  it("turns a shift's wall-clock time in its zone into a UTC instant", () => {
    expect(zonedInstant('2025-03-05', '07:00', 'EST').toISOString()).toBe('2025-03-05T12:00:00.000Z');
    expect(zonedInstant('2025-07-05', '07:00', 'EST').toISOString()).toBe('2025-07-05T11:00:00.000Z');
  });
});
