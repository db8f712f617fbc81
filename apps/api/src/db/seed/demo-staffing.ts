import { addDays } from '@careroster/shared/format/wall-clock';
import { destinationPoint } from '@careroster/shared/timekeeping/geo';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { employeeAvailability, employees, facilities, nurses } from '../schema';
import type { Random } from './random';

const METRES_PER_MILE = 1609.344;
/** Days ahead the demo's nurses have said something about. */
const AVAILABILITY_DAYS = 14;

/**
 * What the suggestion score reads beyond the schedule (issue 15): each nurse's home 2 to 30 miles
 * from her first facility, a weekly target for staff (24, 36 or 40 hours), and for the next two
 * weeks some nurses saying they are available on a day, a few that they are not.
 */
export async function seedStaffing(tx: DbOrTx, rnd: Random, opts: { todayByFacility: Map<string, string> }): Promise<void> {
  const rows = await tx
    .select({
      id: employees.id,
      nurseId: employees.nurseId,
      facilityId: employees.facilityId,
      workerType: employees.workerType,
      status: employees.status,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
    })
    .from(employees)
    .innerJoin(facilities, eq(facilities.id, employees.facilityId))
    .orderBy(asc(employees.createdAt), asc(employees.id));

  const homes = new Map<string, { latitude: number; longitude: number }>();
  for (const r of rows) {
    if (homes.has(r.nurseId) || r.latitude == null || r.longitude == null) continue;
    homes.set(
      r.nurseId,
      destinationPoint({ latitude: r.latitude, longitude: r.longitude }, rnd.int(2, 30) * METRES_PER_MILE, rnd.int(0, 359)),
    );
  }
  const homeRows = [...homes].map(([id, p]) => ({ id, lat: p.latitude, lng: p.longitude }));
  await tx.execute(sql`
    update ${nurses} set home_latitude = v.lat, home_longitude = v.lng
    from jsonb_to_recordset(${JSON.stringify(homeRows)}::jsonb) as v(id uuid, lat double precision, lng double precision)
    where ${nurses.id} = v.id`);

  const staff = rows.filter((r) => r.workerType === 'IN' || r.workerType === 'WN');
  const targets = staff.map((r) => ({ id: r.id, hours: rnd.pick([24, 36, 36, 40]) }));
  await tx.execute(sql`
    update ${employees} set target_weekly_hours = v.hours
    from jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) as v(id uuid, hours smallint)
    where ${employees.id} = v.id`);

  const said: (typeof employeeAvailability.$inferInsert)[] = [];
  for (const r of rows) {
    if (r.status !== 'ACTIVE' || !rnd.chance(0.3)) continue;
    const today = opts.todayByFacility.get(r.facilityId)!;
    const days = new Set(Array.from({ length: rnd.int(1, 3) }, () => rnd.int(1, AVAILABILITY_DAYS)));
    for (const d of days)
      said.push({
        facilityId: r.facilityId,
        employeeId: r.id,
        date: addDays(today, d),
        kind: rnd.chance(0.8) ? 'AVAILABLE' : 'UNAVAILABLE',
      });
  }
  if (said.length > 0) await tx.insert(employeeAvailability).values(said);
}
