import { importPunchesContract } from '@careroster/shared/api/timekeeping/import-punches';
import { expect } from 'vitest';
import { dataOf } from '../helpers/contract-call';
import type { TestApp } from '../helpers/test-app';
import { addNurse, zone } from '../shifts/fixtures';
import { addBooking } from '../timekeeping/timesheet/helpers';

/** A shift worked from `start` on `date` to `end` on `endDate` (the same date unless given), facility-local. */
export type Worked = { date: string; start: string; end: string; endDate?: string };

/**
 * A new nurse of the facility (in New York) booked on each shift without a meal, then the shifts'
 * punches imported from one CSV as another time clock would send them (decision 053): the
 * timecards are PENDING, with the punches' times.
 */
export async function workedThrough(t: TestApp, facilityId: string, headers: Record<string, string>, shifts: readonly Worked[]) {
  const nurse = await addNurse(t, facilityId);
  const lines = ['emp_id,in,out,break_minutes,shift_id'];
  for (const w of shifts) {
    const endDate = w.endDate ?? w.date;
    await addBooking(t, { facilityId, zone, employee: nurse, date: w.date, start: w.start, end: w.end, endDate, mealMinutes: 0 });
    lines.push(`${nurse.empId},${w.date} ${w.start},${endDate} ${w.end},0,`);
  }
  const body = new FormData();
  body.set('file', new Blob([Buffer.from(`${lines.join('\r\n')}\r\n`)], { type: 'text/csv' }), 'punches.csv');
  expect(dataOf(await t.call(importPunchesContract, { body, headers })).count).toBe(shifts.length);
  return nurse;
}
