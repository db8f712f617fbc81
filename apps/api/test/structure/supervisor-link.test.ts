import { setSupervisorContract, getStructureContract } from '@careroster/shared/api/structure/structure';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { bookNurse, hours, minutes, type Booking } from '../timekeeping/missed-punches/fixtures';
import { detect, linksTo, missedOf, propose } from '../timekeeping/missed-punches/helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let supervised: Booking;
let unsupervised: Booking;

beforeAll(async () => {
  const structure = (await t.call(getStructureContract, { headers: s.admin })).data;
  const palm = structure.units.find((u) => u.name === 'Palm Unit')!;
  const palmA = structure.units.find((u) => u.name === 'Palm A')!;
  const adam = structure.staff.find((u) => u.name === 'Adam Reyes')!;
  // The supervisor of the Palm Unit at night; Palm A, its subunit, has none of its own.
  await t.call(setSupervisorContract, { body: { unit_id: palm.id, shift_type: 'night', user_id: adam.id }, headers: s.admin });
  const startsAt = new Date(Date.now() - hours(10));
  const endsAt = new Date(Date.now() - hours(2));
  supervised = await bookNurse(t, s.sunrise, { startsAt, endsAt, contactEmail: 'contact.night@example.com' });
  unsupervised = await bookNurse(t, s.sunrise, { startsAt, endsAt, contactEmail: 'contact.day@example.com' });
  await t.deps.db.update(shifts).set({ unitId: palmA.id, shiftType: 'night' }).where(eq(shifts.id, supervised.shift.id));
  // Same unit, another shift type: no supervisor there.
  await t.deps.db.update(shifts).set({ unitId: palmA.id, shiftType: 'morning' }).where(eq(shifts.id, unsupervised.shift.id));
  await detect(t, new Date());
});

describe("a missed punch's action link (issue 28)", () => {
  it("goes to the supervisor of the shift's unit and shift type (a subunit's falls back to its unit's)", async () => {
    const mp = await missedOf(t, supervised, 'IN');
    const time = new Date(supervised.assignment.startsAt.getTime() + minutes(4));
    const res = await propose(t, supervised.deviceToken, mp.id, { time: time.toISOString(), reason: 'Phone battery' });
    expect(res.statusCode).toBe(200);
    expect(await linksTo(t, 'admin@sunrise.example')).toHaveLength(1);
    expect(await linksTo(t, 'contact.night@example.com')).toEqual([]);
  });

  it("goes to the shift's contact as before when the unit has no supervisor on that shift type", async () => {
    const mp = await missedOf(t, unsupervised, 'IN');
    const time = new Date(unsupervised.assignment.startsAt.getTime() + minutes(4));
    expect((await propose(t, unsupervised.deviceToken, mp.id, { time: time.toISOString(), reason: 'Forgot' })).statusCode).toBe(200);
    expect(await linksTo(t, 'contact.day@example.com')).toHaveLength(1);
    expect(await linksTo(t, 'admin@sunrise.example')).toHaveLength(1);
  });
});
