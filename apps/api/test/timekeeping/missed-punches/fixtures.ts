import { randomInt } from 'node:crypto';
import { inZone, toApiDate } from '@careroster/shared/format/date-time';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { eq } from 'drizzle-orm';
import { assignments, employees, facilities, nurses, positions, shifts, timeClockLinks } from '../../../src/db/schema';
import { hashToken, newToken } from '../../../src/platform/tokens';
import type { TestApp } from '../../helpers/test-app';

export type Booking = Awaited<ReturnType<typeof bookNurse>>;

/**
 * A nurse of her own (nobody else's bookings can overlap hers), employed at the facility, booked
 * on a shift of her own from `startsAt` to `endsAt`, with a claimed time-clock link whose device
 * token the test holds. What the time clock part builds for real, made here row by row.
 */
export async function bookNurse(
  t: TestApp,
  facilityId: string,
  opts: { startsAt: Date; endsAt: Date; contactEmail?: string | null; email?: string | null; mobile?: string },
) {
  const db = t.deps.db;
  const [facility] = await db.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
  const zone = facility!.timezone as TimezoneCode;
  const n = randomInt(1_000_000, 9_999_999);
  const [nurse] = await db
    .insert(nurses)
    .values({
      firstName: 'Mia',
      lastName: `Punch${n}`,
      email: opts.email === undefined ? `mia.${n}@example.com` : opts.email,
      mobile: opts.mobile ?? `555${n}`,
    })
    .returning();
  const [employee] = await db
    .insert(employees)
    .values({
      facilityId,
      nurseId: nurse!.id,
      workerType: 'IN',
      empId: n,
      jobTitleId: JOB_TITLE_IDS.RN,
      hourlyRateCents: 4_500,
      status: 'ACTIVE',
    })
    .returning();
  const [shift] = await db
    .insert(shifts)
    .values({
      facilityId,
      title: `Missed ${n}`,
      startDate: toApiDate(opts.startsAt, zone),
      endDate: toApiDate(opts.endsAt, zone),
      startTime: inZone(opts.startsAt, zone).format('HH:mm'),
      endTime: inZone(opts.endsAt, zone).format('HH:mm'),
      startsAt: opts.startsAt,
      endsAt: opts.endsAt,
      mealMinutes: 30,
      contactName: 'Sam Supervisor',
      contactEmail: opts.contactEmail === undefined ? `supervisor.${n}@example.com` : opts.contactEmail,
    })
    .returning();
  const [position] = await db
    .insert(positions)
    .values({ facilityId, shiftId: shift!.id, jobTitleId: JOB_TITLE_IDS.RN, totalPositions: 1, assignedCount: 1 })
    .returning();
  const [assignment] = await db
    .insert(assignments)
    .values({
      facilityId,
      positionId: position!.id,
      employeeId: employee!.id,
      nurseId: nurse!.id,
      source: 'MANAGER',
      startsAt: opts.startsAt,
      endsAt: opts.endsAt,
    })
    .returning();
  const deviceToken = newToken();
  await db.insert(timeClockLinks).values({
    facilityId,
    employeeId: employee!.id,
    linkTokenHash: hashToken(newToken()),
    linkUsedAt: new Date(),
    deviceTokenHash: hashToken(deviceToken),
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  return { nurse: nurse!, employee: employee!, shift: shift!, assignment: assignment!, deviceToken, zone };
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
