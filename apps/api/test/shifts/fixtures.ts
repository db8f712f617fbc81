import { randomInt } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import type { TimezoneCode, WorkerType } from '@careroster/shared/lookups';
import { todayIn } from '@careroster/shared/format/date-time';
import { eq } from 'drizzle-orm';
import { buildPosition, type NewPosition } from '../../src/db/factories/scheduling';
import { buildCredential, buildEmployee, buildNurse, type NewEmployee } from '../../src/db/factories/workforce';
import { credentials, employees, facilityAgencies, nurses, positions, shifts } from '../../src/db/schema';
import { seededRandom } from '../../src/db/seed/random';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { TestApp } from '../helpers/test-app';

// Fresh ids per file run: every test file starts from its own copy of the seeded database.
const rnd = seededRandom(randomInt(1, 2 ** 31));
let mobile = randomInt(1_000_000, 8_000_000);

export const zone: TimezoneCode = 'EST';
export const today = () => todayIn(zone, new Date());

/** A shift of Sunrise (EST) `daysAhead` days from today, written straight to the table. */
export async function addShift(
  t: TestApp,
  facilityId: string,
  opts: { daysAhead?: number; start?: string; end?: string; startsAt?: Date; endsAt?: Date; floorId?: string } = {},
) {
  const date = addDays(today(), opts.daysAhead ?? 10);
  const start = opts.start ?? '07:00';
  const end = opts.end ?? '15:00';
  const endDate = end <= start ? addDays(date, 1) : date;
  const [row] = await t.deps.db
    .insert(shifts)
    .values({
      facilityId,
      title: 'Test Shift',
      startDate: date,
      endDate,
      startTime: start,
      endTime: end,
      startsAt: opts.startsAt ?? zonedInstant(date, start, zone),
      endsAt: opts.endsAt ?? zonedInstant(endDate, end, zone),
      mealMinutes: 30,
      floorId: opts.floorId ?? null,
      contactEmail: 'desk@sunrise.example',
      contactPhone: '(813) 555-0100',
    })
    .returning();
  return row!;
}

export async function addPosition(t: TestApp, shift: { id: string; facilityId: string }, overrides: Partial<NewPosition> = {}) {
  const row = buildPosition(rnd, { facilityId: shift.facilityId, shiftId: shift.id, totalPositions: 5, ...overrides });
  await t.deps.db.insert(positions).values(row);
  return row;
}

type NurseOptions = Partial<NewEmployee> & {
  credential?: 'complete' | 'expired' | 'pending' | 'none';
  first?: string;
  last?: string;
};

/** A nurse employed at the facility, by default an active internal RN with complete credentials. */
export async function addNurse(t: TestApp, facilityId: string, opts: NurseOptions = {}) {
  const { credential = 'complete', first, last, ...employee } = opts;
  const nurse = buildNurse(rnd, {
    mobile: String((mobile += 1)).padStart(10, '9'),
    email: null,
    ...(first ? { firstName: first } : {}),
    ...(last ? { lastName: last } : {}),
  });
  await t.deps.db.insert(nurses).values(nurse);
  const workerType: WorkerType = employee.workerType ?? 'IN';
  let agencyId: string | null = null;
  if (workerType === 'AN') {
    const [link] = await t.deps.db.select().from(facilityAgencies).where(eq(facilityAgencies.facilityId, facilityId));
    agencyId = link!.agencyId;
  }
  const row = buildEmployee(rnd, {
    facilityId,
    nurseId: nurse.id,
    empId: randomInt(100_000, 2_000_000_000),
    jobTitleId: JOB_TITLE_IDS.RN,
    agencyId,
    ...employee,
  });
  await t.deps.db.insert(employees).values(row);
  if (credential !== 'none') {
    await t.deps.db.insert(credentials).values(
      buildCredential(rnd, {
        nurseId: nurse.id,
        credentialName: 'RN License',
        expiryRequired: true,
        expiry: credential === 'expired' ? addDays(today(), -1) : addDays(today(), 400),
        status: credential === 'pending' ? 'CREDENTIAL_PENDING' : credential === 'expired' ? 'CREDENTIAL_EXPIRED' : 'CREDENTIAL_VERIFIED',
      }),
    );
  }
  return { ...row, name: `${nurse.firstName} ${nurse.lastName}` };
}

/** One position of the create-shift call: three openings for internal RNs. */
export const positionRow = (overrides: Record<string, unknown> = {}) => ({
  job_title_id: JOB_TITLE_IDS.RN,
  total_positions: '3',
  applicable_for: ['IN'],
  ...overrides,
});

/** The body of the add-shift wizard as the client sends it: the shift form and its positions. */
export const shiftForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Morning Floor 2',
  start_date: addDays(today(), 3),
  end_date: addDays(today(), 3),
  start_time: '07:00',
  end_time: '15:00',
  timezone: zone,
  is_active: true,
  meal_time: 30,
  contact_name: 'Dana Desk',
  contact_email: 'desk@sunrise.example',
  contact_phone: '(813) 555-0101',
  shiftType: 'morning',
  is_recurring: false,
  recurring: null,
  positions: [positionRow()],
  ...overrides,
});
