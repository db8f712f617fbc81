import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateProfileContract } from '@careroster/shared/api/facility/update-profile';
import { importPunchesContract } from '@careroster/shared/api/timekeeping/import-punches';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { timecards } from '../../src/db/schema';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';
import { addBooking } from '../timekeeping/timesheet/helpers';

// Issue 25: MST meant Denver, which keeps daylight saving; Arizona does not. A facility in Arizona
// chooses its own zone (shown as MST, computed as America/Phoenix), and its summer wall clock
// reads an hour later in UTC than Denver's. Fixed days of 2025, before every instant the suite runs at.
const t = useTestApp();
const s = useDemoSessions(t);

const setZone = async (timezone: 'MST-AZ' | 'EST') => {
  const { name, address_line1, address_line2, city, state, zip, latitude, longitude, geofence_radius_metres } = dataOf(
    await t.call(getAddressContract, { headers: s.admin }),
  );
  const body = { name, address_line1, address_line2, city, state, zip, timezone, latitude, longitude, geofence_radius_metres };
  return dataOf(await t.call(updateProfileContract, { body, headers: s.admin }));
};
afterEach(() => setZone('EST'));

describe('a facility in Arizona', () => {
  it('saves the Arizona zone and reads its summer punches on standard time, as MST', async () => {
    expect((await setZone('MST-AZ')).address.timezone).toBe('MST-AZ');
    const nurse = await addNurse(t, s.sunrise);
    const booking = await addBooking(t, {
      facilityId: s.sunrise,
      zone: 'MST-AZ',
      employee: nurse,
      date: '2025-07-01',
      start: '07:00',
      end: '15:00',
      mealMinutes: 0,
    });
    const lines = ['emp_id,in,out,break_minutes,shift_id', `${nurse.empId},2025-07-01 07:00,2025-07-01 15:00,0,`];
    const body = new FormData();
    body.set('file', new Blob([Buffer.from(`${lines.join('\r\n')}\r\n`)], { type: 'text/csv' }), 'punches.csv');
    expect(dataOf(await t.call(importPunchesContract, { body, headers: s.admin })).count).toBe(1);

    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, booking.assignmentId));
    // 07:00 in Phoenix in July is 14:00 UTC (UTC-7 all year); Denver's 07:00 would be 13:00 UTC.
    expect(card!.clockInAt!.toISOString()).toBe('2025-07-01T14:00:00.000Z');
    expect(card!.workedMinutes).toBe(480);
    // Texts the server sends name the zone as its users read it.
    expect(formatNotificationTimeIn(card!.clockInAt!, 'MST-AZ')).toMatch(/ 7:00 AM MST$/);
  });
});
