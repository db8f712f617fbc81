import { envelope } from '@careroster/shared/api/envelope';
import { listShiftsAnswer } from '@careroster/shared/api/shifts/shift';
import { dollarsToCents } from '@careroster/shared/format/money';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/platform/serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

const shift = {
  id: '5f0c6f43-7b0a-4c5e-9a57-3f8a3f3d2b11',
  title: 'Morning Shift',
  start_date: '2026-11-30',
  end_date: '2026-11-30',
  start_time: '07:00',
  end_time: '15:00',
  timezone: 'EST',
  status: 'UPCOMING',
  is_active: true,
  meal_time: 30,
  contact_name: null,
  contact_email: 'staffing@sunrise.example',
  contact_phone: null,
  shiftType: 'morning',
  is_recurring: true,
  recurring: 'DAILY',
  floor_id: null,
  unit_id: null,
  total_positions: 9,
  open_positions: 6,
  applicants: 1,
};

describe('answer serializer', () => {
  it('writes what zod would write for a week list', () => {
    const schema = envelope(listShiftsAnswer);
    const answer = { success: true, statusCode: 200, data: { count: 1, results: [shift] }, error: null };
    expect(JSON.parse(compile(schema)(answer))).toEqual(z.encode(schema, answer as z.output<typeof schema>));
  });

  it('leaves out what the schema does not name, however deep', () => {
    const schema = envelope(listShiftsAnswer);
    const answer = {
      success: true,
      statusCode: 200,
      data: { count: 1, results: [{ ...shift, password_hash: 'x' }], internal: 1 },
      error: null,
    };
    const text = compile(schema)(answer);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('internal');
  });

  it('still encodes a codec on the way out (cents become dollars)', () => {
    const schema = z.object({ rate: dollarsToCents });
    expect(JSON.parse(compile(schema)({ rate: 4250 }))).toEqual({ rate: 42.5 });
  });

  it('refuses an answer that breaks a schema zod must check', () => {
    const schema = z.object({ rate: dollarsToCents });
    expect(() => compile(schema)({ rate: 'a lot' })).toThrow();
  });
});
