import { describe, expect, it } from 'vitest';
import { minutesBetween, newShiftTiming, shiftDateBounds, shiftFormSchema } from './shift-form';
import { issuesOf } from './test-helpers';

const valid = {
  title: 'Morning RN cover',
  start_date: '2025-03-05',
  end_date: '2025-03-05',
  start_time: '07:00',
  end_time: '15:00',
  timezone: 'EST',
  is_active: true,
  meal_time: '30',
  contact_name: 'Dana Reyes',
  contact_email: 'dana@oakridge.care',
  contact_phone: '+1(555) 123-4567',
  shiftType: 'morning',
  is_recurring: false,
  recurring: null,
};

describe('shift form (spec 001 section 5)', () => {
  it('accepts a valid shift and reads meal time as minutes', () => {
    const shift = shiftFormSchema.parse(valid);
    expect(shift.meal_time).toBe(30);
    expect(shift.title).toBe('Morning RN cover');
  });

  it('accepts a night shift ending the next day', () => {
    const night = { ...valid, start_time: '23:00', end_time: '07:00', end_date: '2025-03-06', shiftType: 'night' };
    expect(shiftFormSchema.safeParse(night).success).toBe(true);
  });

  it('requires a title and the dates', () => {
    expect(issuesOf(shiftFormSchema, { ...valid, title: ' ', start_date: '', end_date: undefined })).toEqual({
      title: ['Title is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
  });

  it("wants 24-hour times: 'Please enter valid time in 24 hour format'", () => {
    expect(issuesOf(shiftFormSchema, { ...valid, start_time: '7:00 PM', end_time: '24:00' })).toEqual({
      start_time: ['Please enter valid time in 24 hour format'],
      end_time: ['Please enter valid time in 24 hour format'],
    });
    expect(issuesOf(shiftFormSchema, { ...valid, start_time: '' })).toEqual({
      start_time: ['Please enter valid time in 24 hour format'],
    });
  });

  it("refuses an end not after the start: 'End time should be greater'", () => {
    expect(issuesOf(shiftFormSchema, { ...valid, end_time: '06:00' })).toEqual({
      end_time: ['End time should be greater'],
    });
    expect(issuesOf(shiftFormSchema, { ...valid, end_time: '07:00' })).toEqual({
      end_time: ['End time should be greater'],
    });
  });

  it('refuses an end date more than 1 day after the start', () => {
    expect(Object.keys(issuesOf(shiftFormSchema, { ...valid, end_date: '2025-03-07' }))).toEqual(['end_date']);
  });

  it("requires meal time and keeps it shorter than the shift: 'Meal time should be less than shift time'", () => {
    expect(issuesOf(shiftFormSchema, { ...valid, meal_time: '' })).toEqual({
      meal_time: ['Meal time is required'],
    });
    expect(issuesOf(shiftFormSchema, { ...valid, meal_time: 480 })).toEqual({
      meal_time: ['Meal time should be less than shift time'],
    });
    expect(shiftFormSchema.safeParse({ ...valid, meal_time: 479 }).success).toBe(true);
  });

  it('checks contact email and phone with the spec texts', () => {
    expect(issuesOf(shiftFormSchema, { ...valid, contact_email: '', contact_phone: '+1(555) 123' })).toEqual({
      contact_email: ['Please enter a valid Email address'],
      contact_phone: ['Please enter correct phone number'],
    });
  });

  it('requires a recurring type when the shift recurs', () => {
    expect(issuesOf(shiftFormSchema, { ...valid, is_recurring: true })).toEqual({
      recurring: ['Recurring type is required'],
    });
    expect(shiftFormSchema.safeParse({ ...valid, is_recurring: true, recurring: 'WEEKLY' }).success).toBe(true);
  });

  it('reports field and cross-field problems together', () => {
    const issues = issuesOf(shiftFormSchema, { ...valid, title: '', end_time: '06:00' });
    expect(issues).toEqual({ title: ['Title is required'], end_time: ['End time should be greater'] });
  });

  it('refuses unknown zones, shift types and recurring types', () => {
    const issues = issuesOf(shiftFormSchema, { ...valid, timezone: 'CET', shiftType: 'late', recurring: 'YEARLY' });
    expect(Object.keys(issues).sort()).toEqual(['recurring', 'shiftType', 'timezone']);
  });
});

describe('shift dates', () => {
  it('measures minutes across days', () => {
    expect(minutesBetween('2025-03-05', '23:00', '2025-03-06', '07:00')).toBe(480);
    expect(minutesBetween('2025-03-05', '07:00', '2025-03-05', '06:00')).toBe(-60);
    expect(minutesBetween('bad', '07:00', '2025-03-05', '06:00')).toBeNull();
  });

  it('gives the date picker windows: start within 5 days of the chosen day, end up to 1 day after start', () => {
    expect(shiftDateBounds('2025-03-05', '2025-03-08')).toEqual({
      startMin: '2025-02-28',
      startMax: '2025-03-10',
      endMin: '2025-03-08',
      endMax: '2025-03-09',
    });
    expect(shiftDateBounds('2025-03-05').endMax).toBe('2025-03-06');
  });
});

describe('newShiftTiming (decision 003: ended shifts are refused, started ones warned)', () => {
  // 16:37 on 5 March 2030 in New York (EST, UTC-5).
  const now = new Date('2030-03-05T21:37:00Z');
  const times = (start_time: string, end_time: string, end_date = '2030-03-05') =>
    ({ start_date: '2030-03-05', end_date, start_time, end_time, timezone: 'EST' }) as const;

  it('reads the times in the facility zone', () => {
    expect(newShiftTiming(times('07:00', '15:00'), now)).toBe('COMPLETED');
    expect(newShiftTiming(times('15:00', '23:00'), now)).toBe('ONGOING');
    expect(newShiftTiming(times('23:00', '07:00', '2030-03-06'), now)).toBe('UPCOMING');
    expect(newShiftTiming({ ...times('07:00', '15:00'), timezone: 'PST' }, now)).toBe('ONGOING');
  });

  it('is null while a time is incomplete', () => {
    expect(newShiftTiming(times('7', '15:00'), now)).toBeNull();
  });
});
