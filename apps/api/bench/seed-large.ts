import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import type { Db } from '../src/db/client';
import { buildPosition, buildShift, type NewPosition, type NewShift } from '../src/db/factories/scheduling';
import { buildCredential, buildEmployee, buildNurse, type NewEmployee } from '../src/db/factories/workforce';
import { assignments, credentials, employees, nurses, positions, shifts } from '../src/db/schema';
import { insertInBatches } from '../src/db/seed/batch';
import { seededRandom } from '../src/db/seed/random';
import { addDays } from '../src/platform/wall-clock';

const EMPLOYEES = 2_000;
const DAYS = 365;
const TITLES = [JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN, JOB_TITLE_IDS.CNA] as const;
// 3 + 3 + 4 = 10 positions a day over the three preset shifts.
const POSITIONS_PER_SHIFT = { morning: 3, evening: 3, night: 4 } as const;

/**
 * A large facility's year: 2,000 employees with credentials, a shift per preset per day from
 * half a year back to half a year ahead, 10 positions a day each with one nurse booked, and one
 * shift with 20 positions for the positions editor. Booking nurse (10 * day + k) mod 2,000 keeps
 * everyone to one shift a day, so the no-overlap constraint is never in the way.
 */
export async function seedLargeFacility(db: Db, facilityId: string) {
  const rnd = seededRandom(4242);
  const today = todayIn('EST');
  const nurseRows = Array.from({ length: EMPLOYEES }, (_, i) => buildNurse(rnd, { email: null, mobile: `6${String(100_000_000 + i)}` }));
  const employeeRows: NewEmployee[] = nurseRows.map((n, i) =>
    buildEmployee(rnd, { facilityId, nurseId: n.id, empId: 500_000 + i, jobTitleId: TITLES[i % TITLES.length]!, status: 'ACTIVE' }),
  );
  await insertInBatches(db, nurses, nurseRows);
  await insertInBatches(db, employees, employeeRows);
  await insertInBatches(
    db,
    credentials,
    nurseRows.map((n) => buildCredential(rnd, { nurseId: n.id, status: 'CREDENTIAL_VERIFIED', expiryRequired: true, expiry: addDays(today, 800) })),
  );

  const shiftRows: NewShift[] = [];
  const positionRows: NewPosition[] = [];
  const bookingRows: (typeof assignments.$inferInsert)[] = [];
  const first = addDays(today, -Math.floor(DAYS / 2));
  for (let d = 0; d < DAYS; d += 1) {
    let k = 0;
    for (const shiftType of ['morning', 'evening', 'night'] as const) {
      const shift = buildShift(rnd, { facilityId, timezone: 'EST', date: addDays(first, d), shiftType });
      shiftRows.push(shift);
      for (let p = 0; p < POSITIONS_PER_SHIFT[shiftType]; p += 1, k += 1) {
        const employee = employeeRows[(d * 10 + k) % EMPLOYEES]!;
        const position = buildPosition(rnd, { facilityId, shiftId: shift.id, jobTitleId: employee.jobTitleId, totalPositions: 3, assignedCount: 1 });
        positionRows.push(position);
        bookingRows.push({
          facilityId,
          positionId: position.id,
          employeeId: employee.id,
          nurseId: employee.nurseId,
          source: 'MANAGER',
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
        });
      }
    }
  }
  const editorShift = buildShift(rnd, { facilityId, timezone: 'EST', date: addDays(today, 20), shiftType: 'evening' }, { title: 'Editor Shift' });
  shiftRows.push(editorShift);
  const editorPositions = Array.from({ length: 20 }, (_, i) =>
    buildPosition(rnd, { facilityId, shiftId: editorShift.id, jobTitleId: TITLES[i % 3]!, totalPositions: 2 }),
  );
  positionRows.push(...editorPositions);

  await insertInBatches(db, shifts, shiftRows);
  await insertInBatches(db, positions, positionRows);
  await insertInBatches(db, assignments, bookingRows);
  return { today, editorShift, editorPositions };
}
