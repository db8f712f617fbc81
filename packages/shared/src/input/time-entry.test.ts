import { describe, expect, it } from 'vitest';
import { endsNextDay, minutesOfDay, parseTimeEntry, shiftEndDate, spanMinutes, to24Hour } from './time-entry';

describe('parseTimeEntry (spec 001 section 5)', () => {
  it('accepts H:m or H and normalises to HH:mm', () => {
    expect(parseTimeEntry('7')).toEqual({ ok: true, value: '07:00' });
    expect(parseTimeEntry('7:5')).toEqual({ ok: true, value: '07:05' });
    expect(parseTimeEntry('07:05')).toEqual({ ok: true, value: '07:05' });
    expect(parseTimeEntry(' 23:59 ')).toEqual({ ok: true, value: '23:59' });
    expect(parseTimeEntry('0')).toEqual({ ok: true, value: '00:00' });
  });

  it("refuses anything else with 'Add valid time (format 00:00)'", () => {
    for (const bad of ['', '24', '7:60', '7:', ':30', '7.30', '123', '7:300', 'ab']) {
      expect(parseTimeEntry(bad)).toEqual({ ok: false, message: 'Add valid time (format 00:00)' });
    }
  });
});

describe('to24Hour (the 12h input with AM/PM)', () => {
  it('converts 12h times', () => {
    expect(to24Hour(12, 0, 'AM')).toBe('00:00');
    expect(to24Hour(7, 5, 'AM')).toBe('07:05');
    expect(to24Hour(12, 30, 'PM')).toBe('12:30');
    expect(to24Hour(11, 59, 'PM')).toBe('23:59');
  });

  it('refuses hours outside 1-12 and minutes outside 0-59', () => {
    expect(() => to24Hour(0, 0, 'AM')).toThrow(RangeError);
    expect(() => to24Hour(13, 0, 'PM')).toThrow(RangeError);
    expect(() => to24Hour(1, 60, 'PM')).toThrow(RangeError);
  });
});

describe('end earlier than start is the next day (spec 001 sections 2 and 5)', () => {
  it('tells overnight shifts', () => {
    expect(endsNextDay('23:00', '07:00')).toBe(true);
    expect(endsNextDay('07:00', '15:00')).toBe(false);
    expect(endsNextDay('07:00', '07:00')).toBe(false);
  });

  it('measures the span across midnight', () => {
    expect(minutesOfDay('07:30')).toBe(450);
    expect(spanMinutes('07:00', '15:00')).toBe(480);
    expect(spanMinutes('23:00', '07:00')).toBe(480);
  });

  it('gives the end date', () => {
    expect(shiftEndDate('2025-03-05', '23:00', '07:00')).toBe('2025-03-06');
    expect(shiftEndDate('2025-12-31', '23:00', '07:00')).toBe('2026-01-01');
    expect(shiftEndDate('2025-03-05', '07:00', '15:00')).toBe('2025-03-05');
  });
});
