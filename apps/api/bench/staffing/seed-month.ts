import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import type { Db } from '../../src/db/client';
import { buildAgency, buildCredential, buildEmployee, buildNurse } from '../../src/db/factories/workforce';
import { buildPosition, type NewAssignment, type NewPosition, type NewShift } from '../../src/db/factories/scheduling';
import {
  agencies,
  assignments,
  census,
  credentials,
  employeeAvailability,
  employees,
  facilities,
  facilityAgencies,
  nurses,
  positions,
  ptoRequests,
  shifts,
} from '../../src/db/schema';
import type { Random } from '../../src/db/seed/random';

/**
 * The synthetic facility month of the staffing bench (issue 15), from a seeded generator so every
 * run sees the same month: 200 staff in three job titles (IN 60 %, EN 25 %, AN 15 % from three
 * agencies), 12-hour day and night shifts whose positions follow a daily census, a core schedule
 * that books about 60 % of the demand with the facility's own nurses, approved PTO, declared
 * availability, and licences of which one in ten lapses during the month.
 */
export const MONTH_WEEKS = 4;
export const STAFF = 200;
const ZONE = 'EST' as const;

/** Each title's share of the staff, its staff pay range (dollars) and patients per nurse by day and night. */
const TITLES = [
  { id: JOB_TITLE_IDS.RN, share: 0.3, pay: [40, 52], ratio: { day: 14, night: 18 } },
  { id: JOB_TITLE_IDS.LPN, share: 0.25, pay: [27, 34], ratio: { day: 12, night: 16 } },
  { id: JOB_TITLE_IDS.CNA, share: 0.45, pay: [17, 22], ratio: { day: 6, night: 8 } },
] as const;
const SHIFTS = [
  { kind: 'day' as const, label: 'Day', start: '07:00', end: '19:00', next: false },
  { kind: 'night' as const, label: 'Night', start: '19:00', end: '07:00', next: true },
];
/** Share of each position's demand the core schedule books before the bench starts. */
const CORE_SHARE = 0.6;
const CORE_SHIFTS_PER_WEEK = 3;

export type Month = { facilityId: string; weeks: string[]; minRestHours: number };

/**
 * `areaCode` numbers the nurses' mobiles from it, one after the other: the random ones (a few
 * thousand a code) collide once several months share a database.
 */
export async function seedMonth(db: Db, rnd: Random, areaCode?: string): Promise<Month> {
  const facilityId = rnd.uuid();
  const today = todayIn(ZONE, new Date());
  // Two weeks ahead: every shift of the month is still to come while the bench runs.
  const first = addDays(weekStartOf(today), 14);
  const days = MONTH_WEEKS * 7;
  await db.insert(facilities).values({
    id: facilityId,
    name: 'Bench Staffing Facility',
    timezone: ZONE,
    addressLine1: '1 Bench Way',
    city: 'Tampa',
    state: 'FL',
    zip: '33601',
    latitude: 27.95,
    longitude: -82.46,
  });
  const agencyRows = Array.from({ length: 3 }, () => buildAgency(rnd));
  await db.insert(agencies).values(agencyRows);
  await db.insert(facilityAgencies).values(agencyRows.map((a) => ({ facilityId, agencyId: a.id, isFavorite: false })));

  const nurseRows = Array.from({ length: STAFF }, (_, i) => ({
    ...buildNurse(rnd, { email: null }),
    ...(areaCode ? { mobile: `${areaCode}${String(i).padStart(7, '0')}` } : {}),
    homeLatitude: 27.95 + (rnd.next() - 0.5) * 0.6,
    homeLongitude: -82.46 + (rnd.next() - 0.5) * 0.6,
  }));
  await db.insert(nurses).values(nurseRows);
  const staff = nurseRows.map((n, i) => {
    const title = TITLES[i < STAFF * TITLES[0].share ? 0 : i < STAFF * (TITLES[0].share + TITLES[1].share) ? 1 : 2];
    const roll = rnd.next();
    const workerType = roll < 0.6 ? ('IN' as const) : roll < 0.85 ? ('EN' as const) : ('AN' as const);
    return buildEmployee(rnd, {
      facilityId,
      nurseId: n.id,
      empId: 900_000 + i,
      jobTitleId: title.id,
      workerType,
      agencyId: workerType === 'AN' ? rnd.pick(agencyRows).id : null,
      hourlyRateCents: rnd.int(title.pay[0], title.pay[1]) * 100,
      isFavorite: rnd.chance(0.1),
      // A fifth of the staff work part time.
      targetWeeklyHours: workerType === 'IN' && rnd.chance(0.2) ? 24 : null,
    });
  });
  await db.insert(employees).values(staff);
  await db.insert(credentials).values(
    nurseRows.map((n) =>
      buildCredential(rnd, {
        nurseId: n.id,
        credentialName: 'Nursing License',
        expiryRequired: true,
        // One in ten lapses during the month; the rest are good for a year or more.
        expiry: rnd.chance(0.1) ? addDays(first, rnd.int(3, days - 3)) : addDays(today, rnd.int(365, 900)),
        status: 'CREDENTIAL_VERIFIED',
      }),
    ),
  );

  const internal = staff.filter((e) => e.workerType === 'IN');
  const pto = internal
    .filter(() => rnd.chance(0.08))
    .map((e) => {
      const start = addDays(first, rnd.int(0, days - 5));
      const length = rnd.int(1, 5);
      return {
        facilityId,
        employeeId: e.id,
        startDate: start,
        endDate: addDays(start, length - 1),
        minutes: length * 480,
        status: 'APPROVED' as const,
        enteredBy: 'USER' as const,
      };
    });
  if (pto.length > 0) await db.insert(ptoRequests).values(pto);
  const availability = staff.flatMap((e) =>
    Array.from({ length: days }, (_, d) => addDays(first, d)).flatMap((date): (typeof employeeAvailability.$inferInsert)[] => {
      const roll = rnd.next();
      return roll < 0.06
        ? [{ facilityId, employeeId: e.id, date, kind: 'UNAVAILABLE' }]
        : roll < 0.14
          ? [{ facilityId, employeeId: e.id, date, kind: 'AVAILABLE' }]
          : [];
    }),
  );
  await db.insert(employeeAvailability).values(availability);

  // The census drives each day's demand: weekends run a little lower.
  const shiftRows: NewShift[] = [];
  const positionRows: NewPosition[] = [];
  const censusRows = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(first, d);
    const patients = 100 + rnd.int(-12, 12) - (d % 7 === 0 || d % 7 === 6 ? 8 : 0);
    censusRows.push({ facilityId, date, patientCount: patients });
    for (const preset of SHIFTS) {
      const endDate = preset.next ? addDays(date, 1) : date;
      const shift: NewShift = {
        id: rnd.uuid(),
        facilityId,
        title: `${preset.label} Shift`,
        startDate: date,
        endDate,
        startTime: preset.start,
        endTime: preset.end,
        startsAt: zonedInstant(date, preset.start, ZONE),
        endsAt: zonedInstant(endDate, preset.end, ZONE),
        mealMinutes: 30,
        shiftType: preset.kind === 'day' ? 'morning' : 'night',
        isActive: true,
        isRecurring: false,
      };
      shiftRows.push(shift);
      for (const title of TITLES) {
        const agency = rnd.chance(0.3);
        const base = (title.pay[0] + title.pay[1]) * 50;
        positionRows.push(
          buildPosition(rnd, {
            facilityId,
            shiftId: shift.id,
            jobTitleId: title.id,
            totalPositions: Math.ceil(patients / title.ratio[preset.kind]),
            applicableFor: agency ? ['IN', 'EN', 'AN'] : ['IN', 'EN'],
            rateCents: Math.round(base * 1.25),
            agencyRateCents: agency ? Math.round(base * 1.7) : null,
            agencyPreference: agency ? 'ALL' : null,
          }),
        );
      }
    }
  }
  await db.insert(census).values(censusRows);
  await db.insert(shifts).values(shiftRows);
  await db.insert(positions).values(positionRows);
  await db.insert(assignments).values(coreSchedule(rnd, shiftRows, positionRows, internal, pto));
  await db.execute(`update positions p set assigned_count = c.n from (select position_id, count(*)::int as n from assignments group by position_id) c
    where p.id = c.position_id and p.facility_id = '${facilityId}'`);
  await db.execute('analyze');
  return { facilityId, weeks: Array.from({ length: MONTH_WEEKS }, (_, w) => addDays(first, 7 * w)), minRestHours: 8 };
}

/**
 * The schedule the facility had before the bench: each position's core share booked with its own
 * nurses, in turn, at most three shifts a week each, never overlapping or within 12 hours of
 * another of hers, never on her PTO. What is left open is what the bench fills.
 */
function coreSchedule(
  rnd: Random,
  shiftRows: NewShift[],
  positionRows: NewPosition[],
  internal: ReturnType<typeof buildEmployee>[],
  pto: { employeeId: string; startDate: string; endDate: string }[],
): NewAssignment[] {
  const booked = new Map<string, { spans: { s: number; e: number }[]; perWeek: Map<string, number> }>();
  const shiftOf = new Map(shiftRows.map((s) => [s.id, s]));
  const out: NewAssignment[] = [];
  const rest = 12 * 3_600_000;
  for (const position of positionRows) {
    const shift = shiftOf.get(position.shiftId)!;
    const week = weekStartOf(shift.startDate);
    const pool = internal.filter((e) => e.jobTitleId === position.jobTitleId);
    const wanted = Math.floor(position.totalPositions * CORE_SHARE);
    const start = rnd.int(0, pool.length - 1);
    let taken = 0;
    for (let k = 0; k < pool.length && taken < wanted; k++) {
      const e = pool[(start + k) % pool.length]!;
      const mine = booked.get(e.id) ?? { spans: [] as { s: number; e: number }[], perWeek: new Map<string, number>() };
      const clashes = mine.spans.some((x) => shift.startsAt.getTime() < x.e + rest && x.s < shift.endsAt.getTime() + rest);
      const onLeave = pto.some((p) => p.employeeId === e.id && p.startDate <= shift.startDate && p.endDate >= shift.startDate);
      if (clashes || onLeave || (mine.perWeek.get(week) ?? 0) >= CORE_SHIFTS_PER_WEEK) continue;
      mine.spans.push({ s: shift.startsAt.getTime(), e: shift.endsAt.getTime() });
      taken++;
      mine.perWeek.set(week, (mine.perWeek.get(week) ?? 0) + 1);
      booked.set(e.id, mine);
      out.push({
        id: rnd.uuid(),
        facilityId: position.facilityId,
        positionId: position.id,
        employeeId: e.id,
        nurseId: e.nurseId,
        source: 'MANAGER',
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
      });
    }
  }
  return out;
}
