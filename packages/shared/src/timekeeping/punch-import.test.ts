import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { readPunchRow, wallTimeInstant } from './punch-import';
import type { PunchImportColumn } from './values';

const now = new Date('2026-11-18T15:00:00Z');
const row = (cells: Partial<Record<PunchImportColumn, string>>) => (c: PunchImportColumn) => cells[c] ?? '';
const read = (cells: Partial<Record<PunchImportColumn, string>>) => readPunchRow(row(cells), 'EST', now);

describe('wallTimeInstant', () => {
  it('reads YYYY-MM-DD HH:mm in the facility zone, refuses other shapes and the skipped hour', () => {
    expect(wallTimeInstant('2026-06-10 07:00', 'EST')).toEqual(new Date('2026-06-10T11:00:00Z'));
    expect(wallTimeInstant('2026-06-10T07:00', 'EST')).toEqual(new Date('2026-06-10T11:00:00Z'));
    for (const bad of ['2026-06-10 7:00', '06/10/2026 07:00', '2026-02-30 07:00', '2026-06-10 24:00', '2026-06-10']) {
      expect(wallTimeInstant(bad, 'EST')).toBe('bad');
    }
    expect(wallTimeInstant('2026-03-08 02:30', 'EST')).toBe('skipped');
    expect(wallTimeInstant('2026-11-01 01:30', 'EST')).toEqual(new Date('2026-11-01T05:30:00Z'));
  });
});

describe('readPunchRow', () => {
  it('reads a good row; a blank break is null (the shift’s meal), a shift id is kept', () => {
    const shift = '0b6f4a52-1111-4c1e-9a3e-2f0c8d1b7e01';
    expect(read({ emp_id: '17', in: '2026-06-10 07:00', out: '2026-06-10 15:00', shift_id: shift })).toEqual({
      pair: {
        empId: 17,
        inAt: new Date('2026-06-10T11:00:00Z'),
        outAt: new Date('2026-06-10T19:00:00Z'),
        breakMinutes: null,
        shiftId: shift,
      },
      problems: [],
    });
  });

  it('lists every problem of a row', () => {
    const { pair, problems } = read({
      emp_id: 'A7',
      in: '2026-03-08 02:30',
      out: '2027-01-01 07:00',
      break_minutes: 'half',
      shift_id: 'x',
    });
    expect(pair).toBeNull();
    expect(problems.map((p) => [p.key, p.field, p.message])).toEqual([
      ['invalid_values', 'emp_id', productMessages.punchImportBadEmpId],
      ['nonexistent_times', 'in', productMessages.punchImportNoSuchTime],
      ['invalid_values', 'out', productMessages.punchImportFutureTime],
      ['invalid_values', 'break_minutes', productMessages.punchImportBadBreak],
      ['invalid_values', 'shift_id', productMessages.punchImportBadShiftId],
    ]);
    expect(read({}).problems.map((p) => [p.key, p.field])).toEqual([
      ['blank_fields', 'emp_id'],
      ['blank_fields', 'in'],
      ['blank_fields', 'out'],
    ]);
  });

  it('wants the clock-out after the clock-in, within 24 hours, and a break shorter than the time between', () => {
    const messagesOf = (cells: Partial<Record<PunchImportColumn, string>>) =>
      read({ emp_id: '1', ...cells }).problems.map((p) => p.message);
    expect(messagesOf({ in: '2026-06-10 07:00', out: '2026-06-10 07:00' })).toEqual([productMessages.punchImportOutNotAfterIn]);
    expect(messagesOf({ in: '2026-06-10 07:00', out: '2026-06-11 07:00' })).toEqual([]);
    expect(messagesOf({ in: '2026-06-10 07:00', out: '2026-06-11 07:01' })).toEqual([productMessages.punchImportTooLong(24)]);
    expect(messagesOf({ in: '2026-06-10 07:00', out: '2026-06-10 08:00', break_minutes: '60' })).toEqual([
      productMessages.punchImportBadBreak,
    ]);
    // Across the autumn change the wall clock shows 8 hours and 9 passed: a 510-minute break fits.
    expect(messagesOf({ in: '2026-10-31 23:00', out: '2026-11-01 07:00', break_minutes: '510' })).toEqual([]);
  });
});
