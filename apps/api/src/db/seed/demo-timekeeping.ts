import { punchPhotoKey } from '@careroster/shared/api/timekeeping/clock-details';
import { addDays, weekdayOf, zonedDate } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { MISSED_CLOCK_OUT_AFTER_MINUTES, type PunchFlag, type RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { payPeriodOf, workedMinutes } from '@careroster/shared/timekeeping/worked-time';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { FileStore } from '../../platform/files';
import { approvalDueAt } from '../../modules/timekeeping';
import type { Db, DbOrTx } from '../client';
import { buildPosition, buildShift, type NewAssignment, type NewCensus, type NewPosition, type NewShift } from '../factories/scheduling';
import type { NewEmployee } from '../factories/workforce';
import { assignments, census, facilities, missedPunches, positions, punches, shifts, timecardChanges, timecards } from '../schema';
import { insertInBatches } from './batch';
import type { Schedule } from './demo-schedule';
import type { Workforce } from './demo-workforce';
import type { Random } from './random';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The demo facilities approve within a week, so last week's timecards are still to review whatever the day. */
const DEMO_DEADLINE_HOURS = 168;

type Booking = { id: string; facilityId: string; employeeId: string; startsAt: Date; endsAt: Date; mealMinutes: number };
type Scenario =
  | 'PENDING'
  | 'APPROVED'
  | 'AUTO'
  | 'DISPUTED'
  | 'CORRECTED'
  | 'CORRECTED_APPROVED'
  | 'OUTSIDE'
  | 'NO_PHOTO'
  | 'MISSED_OPEN'
  | 'MISSED_PROPOSED'
  | 'IN_PROGRESS';

const outsideReasons = [
  'Parked across the street, the lot was full.',
  'Clocked in from the bus stop, phone was dying.',
  'GPS showed me at the pharmacy next door.',
];
const disputeReasons = [
  'Left early per the schedule board; please check with the supervisor.',
  'Clock-out looks an hour late.',
  'Meal break was not taken, needs review.',
];
const correctionReasons = [
  'Supervisor confirmed the actual start time.',
  'Nurse forgot to clock out at the end of the shift.',
  'Punch entered from the wrong device.',
];

/** Two earlier weeks of bookings (morning and evening, an RN and two CNAs each) and their census, so the timesheet has three past weeks. */
function earlierBookings(
  rnd: Random,
  workforce: Workforce,
  todayByFacility: ReadonlyMap<string, string>,
  createdBy: Record<string, string>,
) {
  const rows = { shifts: [] as NewShift[], positions: [] as NewPosition[], assignments: [] as NewAssignment[], census: [] as NewCensus[] };
  const busy = new Map<string, Set<string>>();
  for (const roster of workforce.rosters) {
    const { facility } = roster;
    const today = todayByFacility.get(facility.id)!;
    const firstScheduled = addDays(today, -weekdayOf(today) - 7);
    for (let i = 14; i >= 1; i -= 1) {
      const date = addDays(firstScheduled, -i);
      const used = busy.get(date) ?? new Set<string>();
      busy.set(date, used);
      // Every day with shifts has its census (HPPD reads it).
      rows.census.push({ facilityId: facility.id, date, patientCount: facility.beds - rnd.int(4, 16) });
      for (const shiftType of ['morning', 'evening'] as const) {
        const floor = rnd.pick(roster.floorUnits);
        const shift = buildShift(
          rnd,
          { facilityId: facility.id, timezone: facility.timezone, date, shiftType },
          {
            floorId: floor.floorId,
            contactName: facility.staffingContact.name,
            contactEmail: facility.staffingContact.email,
            createdBy: createdBy[facility.id] ?? null,
          },
        );
        rows.shifts.push(shift);
        for (const [title, total] of [
          ['RN', 1],
          ['CNA', 2],
        ] as const) {
          const position = buildPosition(rnd, {
            facilityId: facility.id,
            shiftId: shift.id,
            jobTitleId: JOB_TITLE_IDS[title],
            totalPositions: total,
            applicableFor: ['IN', 'EN'],
            status: 'FILLED',
          });
          const pool = roster.employees.filter(
            (e: NewEmployee) =>
              e.jobTitleId === position.jobTitleId &&
              e.status === 'ACTIVE' &&
              e.workerType !== 'AN' &&
              workforce.credentialComplete.has(e.nurseId) &&
              !used.has(e.nurseId),
          );
          let assigned = 0;
          for (let k = 0; k < total && pool.length > 0; k += 1) {
            const employee = pool.splice(rnd.int(0, pool.length - 1), 1)[0]!;
            used.add(employee.nurseId);
            assigned += 1;
            rows.assignments.push({
              id: rnd.uuid(),
              facilityId: facility.id,
              positionId: position.id,
              employeeId: employee.id,
              nurseId: employee.nurseId,
              source: 'MANAGER',
              startsAt: shift.startsAt,
              endsAt: shift.endsAt,
              createdAt: new Date(shift.startsAt.getTime() - 7 * 24 * HOUR_MS),
            });
          }
          position.assignedCount = assigned;
          if (assigned < total) position.status = 'OPEN';
          rows.positions.push(position);
        }
      }
    }
  }
  return rows;
}

/** A point `metres` from the facility in a seeded direction (accurate enough at these distances). */
function around(rnd: Random, lat: number, lng: number, metres: number) {
  const angle = rnd.next() * 2 * Math.PI;
  return {
    latitude: lat + (metres * Math.cos(angle)) / 111_320,
    longitude: lng + (metres * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)),
  };
}

/**
 * Past weeks of punches and timecards for the demo's bookings, in every state the timesheet
 * shows: periods past their deadline hold auto-approved, approved, disputed and corrected
 * timecards; the last week and this one hold pending ones, approved, disputed, corrected,
 * flagged outside the geofence, without a photo, and a missing clock-out with an OPEN missed
 * punch and one the nurse PROPOSED. Rows are computed here the way `syncTimecard` would and
 * inserted in batches, so the seed stays quick; the photos are written by `writeDemoPunchPhotos`.
 */
export async function seedTimekeeping(
  tx: DbOrTx,
  rnd: Random,
  workforce: Workforce,
  schedule: Schedule,
  opts: { now: Date; todayByFacility: ReadonlyMap<string, string>; staffUser: Record<string, string> },
) {
  const { now } = opts;
  const ids = workforce.rosters.map((r) => r.facility.id);
  const places = await tx.select().from(facilities).where(inArray(facilities.id, ids));
  const place = new Map<
    string,
    { lat: number; lng: number; zone: string; rounding: RoundingIncrement; payroll: 'WEEKLY' | 'BIWEEKLY'; anchor: string }
  >();
  for (const [i, f] of places.entries()) {
    const lat = f.latitude ?? 27.9506 + i;
    const lng = f.longitude ?? -82.4572 - i;
    const rounding = f.roundingMinutes as RoundingIncrement;
    await tx
      .update(facilities)
      .set({ latitude: lat, longitude: lng, approvalDeadlineHours: DEMO_DEADLINE_HOURS })
      .where(eq(facilities.id, f.id));
    place.set(f.id, {
      lat,
      lng,
      zone: f.timezone,
      rounding,
      payroll: f.payrollSetting as 'WEEKLY' | 'BIWEEKLY',
      anchor: f.payPeriodAnchor,
    });
  }

  const earlier = earlierBookings(rnd, workforce, opts.todayByFacility, opts.staffUser);
  await insertInBatches(tx, shifts, earlier.shifts);
  await insertInBatches(tx, positions, earlier.positions);
  await insertInBatches(tx, assignments, earlier.assignments);
  await insertInBatches(tx, census, earlier.census);

  const meal = new Map([...schedule.shifts, ...earlier.shifts].map((s) => [s.id, s.mealMinutes ?? 0]));
  const shiftOf = new Map([...schedule.positions, ...earlier.positions].map((p) => [p.id, p.shiftId]));
  const bookings: Booking[] = [...earlier.assignments, ...schedule.assignments]
    .filter((a) => a.startsAt.getTime() <= now.getTime())
    .map((a) => ({
      id: a.id,
      facilityId: a.facilityId,
      employeeId: a.employeeId,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      mealMinutes: meal.get(shiftOf.get(a.positionId)!) ?? 0,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));

  const punchRows: (typeof punches.$inferInsert)[] = [];
  const cardRows: (typeof timecards.$inferInsert)[] = [];
  const changeRows: (typeof timecardChanges.$inferInsert)[] = [];
  const missedRows: (typeof missedPunches.$inferInsert)[] = [];
  // Every state shows at each facility: the first bookings of each kind of period take them in turn.
  const mustOld: Scenario[] = ['AUTO', 'DISPUTED', 'CORRECTED_APPROVED', 'APPROVED'];
  const mustRecent: Scenario[] = ['OUTSIDE', 'NO_PHOTO', 'DISPUTED', 'CORRECTED', 'MISSED_OPEN', 'MISSED_PROPOSED', 'APPROVED', 'PENDING'];
  const forced = new Map(ids.map((id) => [id, { old: [...mustOld], recent: [...mustRecent] }]));

  for (const b of bookings) {
    const f = place.get(b.facilityId)!;
    const workDate = zonedDate(b.startsAt, f.zone);
    const period = payPeriodOf(workDate, f.payroll, f.anchor);
    const due = approvalDueAt(period.end, f.zone, DEMO_DEADLINE_HOURS);
    const ended = b.endsAt.getTime() + MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE_MS < now.getTime();
    const queue = forced.get(b.facilityId)!;
    let scenario: Scenario;
    if (!ended) scenario = 'IN_PROGRESS';
    else if (due.getTime() <= now.getTime()) {
      const r = rnd.next();
      scenario = queue.old.shift() ?? (r < 0.7 ? 'AUTO' : r < 0.9 ? 'APPROVED' : r < 0.95 ? 'DISPUTED' : 'CORRECTED_APPROVED');
    } else {
      const r = rnd.next();
      scenario =
        queue.recent.shift() ??
        (r < 0.5
          ? 'PENDING'
          : r < 0.7
            ? 'APPROVED'
            : r < 0.77
              ? 'DISPUTED'
              : r < 0.84
                ? 'CORRECTED'
                : r < 0.92
                  ? 'OUTSIDE'
                  : r < 0.96
                    ? 'NO_PHOTO'
                    : 'PENDING');
    }

    const cardId = rnd.uuid();
    const inAt = new Date(b.startsAt.getTime() + rnd.int(-12, 7) * MINUTE_MS + rnd.int(0, 59) * 1000);
    const outAt = new Date(b.endsAt.getTime() + rnd.int(-6, 14) * MINUTE_MS + rnd.int(0, 59) * 1000);
    const punch = (kind: 'IN' | 'OUT', at: Date, flags: PunchFlag[] = [], reason: string | null = null) => {
      const id = rnd.uuid();
      const outside = flags.includes('OUTSIDE_GEOFENCE');
      const distance = outside ? rnd.int(450, 3500) + rnd.next() : rnd.int(4, 160) + rnd.next();
      const point = around(rnd, f.lat, f.lng, distance);
      punchRows.push({
        id,
        facilityId: b.facilityId,
        assignmentId: b.id,
        employeeId: b.employeeId,
        kind,
        punchedAt: at,
        ...point,
        accuracyMetres: rnd.int(5, 30),
        distanceMetres: Math.round(distance * 10) / 10,
        photoKey: flags.includes('NO_PHOTO') ? null : punchPhotoKey(b.facilityId, id),
        flags,
        flagReason: reason,
        createdAt: at,
      });
      return id;
    };

    const missing = scenario === 'MISSED_OPEN' || scenario === 'MISSED_PROPOSED' || scenario === 'IN_PROGRESS';
    const inFlags: PunchFlag[] = scenario === 'OUTSIDE' ? ['OUTSIDE_GEOFENCE'] : [];
    const inId = punch('IN', inAt, inFlags, scenario === 'OUTSIDE' ? rnd.pick(outsideReasons) : null);
    const outId = missing
      ? null
      : punch(
          'OUT',
          outAt,
          scenario === 'NO_PHOTO' ? ['NO_PHOTO'] : [],
          scenario === 'NO_PHOTO' ? 'Camera would not open on my phone.' : null,
        );

    let clockInAt: Date = inAt;
    let breakMinutes = b.mealMinutes;
    let inPunchId: string | null = inId;
    const decidedAt = new Date(Math.min(now.getTime() - HOUR_MS, b.endsAt.getTime() + rnd.int(2, 30) * HOUR_MS));
    const staff = opts.staffUser[b.facilityId] ?? null;
    const change = (field: string, oldValue: string | null, newValue: string | null, reason: string | null, at: Date, system = false) =>
      changeRows.push({
        id: rnd.uuid(),
        facilityId: b.facilityId,
        timecardId: cardId,
        field,
        oldValue,
        newValue,
        reason,
        actorKind: system ? 'SYSTEM' : 'USER',
        actorUserId: system ? null : staff,
        actorLabel: system ? productMessages.timecardSystemActor : null,
        createdAt: at,
      });
    if (scenario === 'CORRECTED' || scenario === 'CORRECTED_APPROVED') {
      const corrected = new Date(b.startsAt.getTime());
      change(
        'clock_in_at',
        inAt.toISOString(),
        corrected.toISOString(),
        rnd.pick(correctionReasons),
        new Date(decidedAt.getTime() - HOUR_MS),
      );
      clockInAt = corrected;
      inPunchId = null;
      if (rnd.chance(0.5)) {
        change(
          'break_minutes',
          String(breakMinutes),
          String(breakMinutes + 15),
          'Took a longer meal break.',
          new Date(decidedAt.getTime() - HOUR_MS),
        );
        breakMinutes += 15;
      }
    }
    const approved = scenario === 'APPROVED' || scenario === 'AUTO' || scenario === 'CORRECTED_APPROVED';
    const status = approved ? 'APPROVED' : scenario === 'DISPUTED' ? 'DISPUTED' : 'PENDING';
    const disputeReason = status === 'DISPUTED' ? rnd.pick(disputeReasons) : null;
    const autoAt = due.getTime() <= now.getTime() ? due : decidedAt;
    if (scenario === 'AUTO')
      change('status', 'PENDING', 'APPROVED', productMessages.timecardAutoApprovedReason(DEMO_DEADLINE_HOURS), autoAt, true);
    else if (status !== 'PENDING') change('status', 'PENDING', status, disputeReason, decidedAt);

    const clockOutAt = outId ? outAt : null;
    cardRows.push({
      id: cardId,
      facilityId: b.facilityId,
      assignmentId: b.id,
      employeeId: b.employeeId,
      workDate,
      clockInAt,
      clockOutAt,
      clockInPunchId: inPunchId,
      clockOutPunchId: outId,
      breakMinutes,
      roundingMinutes: f.rounding,
      workedMinutes: workedMinutes({ clockInAt, clockOutAt, breakMinutes, rounding: f.rounding }),
      status,
      flagged: inFlags.length > 0 || scenario === 'NO_PHOTO' || scenario === 'MISSED_OPEN' || scenario === 'MISSED_PROPOSED',
      disputeReason,
      decidedAt: status === 'PENDING' ? null : scenario === 'AUTO' ? autoAt : decidedAt,
      decidedBy: status === 'PENDING' || scenario === 'AUTO' ? null : staff,
      autoApproved: scenario === 'AUTO',
      createdAt: inAt,
      updatedAt: status === 'PENDING' ? (clockOutAt ?? inAt) : scenario === 'AUTO' ? autoAt : decidedAt,
    });
    if (scenario === 'MISSED_OPEN' || scenario === 'MISSED_PROPOSED') {
      const detectedAt = new Date(b.endsAt.getTime() + MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE_MS);
      const proposed = scenario === 'MISSED_PROPOSED';
      missedRows.push({
        id: rnd.uuid(),
        facilityId: b.facilityId,
        assignmentId: b.id,
        timecardId: cardId,
        employeeId: b.employeeId,
        kind: 'OUT',
        status: proposed ? 'PROPOSED' : 'OPEN',
        detectedAt,
        proposedAt: proposed ? new Date(b.endsAt.getTime() + 5 * MINUTE_MS) : null,
        proposedReason: proposed ? 'Forgot to clock out, left right after report.' : null,
        proposedRecordedAt: proposed ? new Date(detectedAt.getTime() + 20 * MINUTE_MS) : null,
        remindersSent: 1,
        lastRemindedAt: detectedAt,
        createdAt: detectedAt,
      });
    }
  }

  await insertInBatches(tx, punches, punchRows);
  await insertInBatches(tx, timecards, cardRows);
  await insertInBatches(tx, timecardChanges, changeRows);
  await insertInBatches(tx, missedPunches, missedRows);
  return { timecards: cardRows.length, punches: punchRows.length };
}

const photoSvg = (hue: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
      <rect width="240" height="240" fill="hsl(${hue},45%,82%)"/>
      <circle cx="120" cy="92" r="46" fill="hsl(${hue},30%,45%)"/>
      <ellipse cx="120" cy="218" rx="82" ry="64" fill="hsl(${hue},30%,45%)"/>
    </svg>`,
  );

/**
 * The demo punches' camera photos: small generated JPEGs (sharp, as the credential thumbnails
 * use; nothing downloaded), written where the time clock stores them.
 */
export async function writeDemoPunchPhotos(db: Db, store: FileStore) {
  const { default: sharp } = await import('sharp');
  const variants = await Promise.all([200, 30, 120, 280, 340].map((hue) => sharp(photoSvg(hue)).jpeg({ quality: 70 }).toBuffer()));
  const rows = await db.select({ id: punches.id, facilityId: punches.facilityId }).from(punches).where(isNotNull(punches.photoKey));
  for (let i = 0; i < rows.length; i += 50) {
    await Promise.all(
      rows.slice(i, i + 50).map((p, k) => store.put(punchPhotoKey(p.facilityId, p.id), variants[(i + k) % variants.length]!, 'image/jpeg')),
    );
  }
  return rows.length;
}
