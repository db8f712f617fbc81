import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import { updateTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { workedThrough, type Worked } from './imported-work';

// Issue 25's cases as a facility would build them: the bookings exist, and what was worked comes
// in from another time clock's CSV (decision 053), so the figures are the punches' (ACTUAL), split
// at the facility's lines (decision 050). Fixed days of 2025, before every instant the suite runs
// at; Sunrise is in New York.
const t = useTestApp();
const s = useDemoSessions(t);

afterEach(async () => {
  dataOf(await t.call(updateTimekeepingSettingsContract, { body: { overtime_rule: 'FLSA_WEEKLY' }, headers: s.admin }));
});

const worked = (shifts: Worked[]) => workedThrough(t, s.sunrise, s.admin, shifts);
const week = async (employeeId: string, weekStart: string) => {
  const { totals } = dataOf(
    await t.call(getOvertimeDetailsContract, { params: { employeeId }, query: { week_start: weekStart }, headers: s.admin }),
  );
  return [totals.regular_hours, totals.overtime_hours, totals.double_time_hours];
};
const day = (date: string, start = '07:00', end = '15:00') => ({ date, start, end });
const california = async () =>
  dataOf(await t.call(updateTimekeepingSettingsContract, { body: { overtime_rule: 'CALIFORNIA' }, headers: s.admin }));

describe('imported punches split at the lines', () => {
  it('FLSA: Mon–Thu 8 h, Saturday 23:00 to Sunday 07:00, then Mon–Fri 8 h is 7 overtime hours in the second week', async () => {
    const nurse = await worked([
      ...['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'].map((d) => day(d)),
      { date: '2025-06-07', start: '23:00', end: '07:00', endDate: '2025-06-08' },
      ...['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13'].map((d) => day(d)),
    ]);
    expect(await week(nurse.id, '2025-06-01')).toEqual([33, 0, 0]);
    expect(await week(nurse.id, '2025-06-08')).toEqual([40, 7, 0]);
  });

  it('California: Monday 22:00 to Tuesday 06:00, then Tuesday 14:00 to 22:00 is 10 regular, 4 overtime, 2 double time', async () => {
    await california();
    const nurse = await worked([
      { date: '2025-06-16', start: '22:00', end: '06:00', endDate: '2025-06-17' },
      day('2025-06-17', '14:00', '22:00'),
    ]);
    expect(await week(nurse.id, '2025-06-15')).toEqual([10, 4, 2]);
  });

  it('the spring-forward night, Saturday 22:00 to Sunday 08:00, is 9 hours: 2 on Saturday, 7 on the 23-hour Sunday', async () => {
    await california();
    const nurse = await worked([{ date: '2025-03-08', start: '22:00', end: '08:00', endDate: '2025-03-09' }]);
    expect(await week(nurse.id, '2025-03-02')).toEqual([2, 0, 0]);
    expect(await week(nurse.id, '2025-03-09')).toEqual([7, 0, 0]);
  });

  it('the fall-back night, Saturday 22:00 to Sunday 08:00, is 11 hours: the 25-hour Sunday holds 9, one over 8 in California', async () => {
    await california();
    const nurse = await worked([{ date: '2025-11-01', start: '22:00', end: '08:00', endDate: '2025-11-02' }]);
    expect(await week(nurse.id, '2025-10-26')).toEqual([2, 0, 0]);
    expect(await week(nurse.id, '2025-11-02')).toEqual([8, 1, 0]);
  });
});
