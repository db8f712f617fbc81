import type { RosterAnswer, RosterBooking, RosterCell, rosterQuery } from '@careroster/shared/api/staffing/roster';
import { AppError } from '@careroster/shared/errors';
import { addDays } from '@careroster/shared/format/wall-clock';
import { jobTitleById } from '@careroster/shared/job-titles';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { employeeAvailability } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { employeeDirectory, peopleDirectory, peopleSearch } from '../employees';
import { inUnit, structureColours, unitsWithParents } from '../structure';
import { ptoRequestRows } from '../pto';
import { bookingRows, hhmm } from '../shifts';
import { rosterDays, type DayFilters } from './roster-days';

type Query = z.output<typeof rosterQuery>;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The facility's units for the unit filter, a subunit named after its unit ("Palm Unit / Palm A"). */
async function unitsOf(db: DbOrTx, facilityId: string) {
  const rows = await unitsWithParents(db, facilityId);
  return rows.map((u) => ({ id: u.id, name: u.parent ? `${u.parent} / ${u.name}` : u.name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The page's bookings of shifts starting in the range, by employee and day (one statement). */
async function bookingsOf(db: DbOrTx, facilityId: string, ids: string[], from: string, to: string, unitId: string | undefined) {
  const bookings = bookingRows(db);
  const rows = await db
    .select({
      employeeId: bookings.employeeId,
      date: bookings.startDate,
      assignment_id: bookings.id,
      shift_id: bookings.shiftId,
      position_id: bookings.positionId,
      shift_title: bookings.shiftTitle,
      jobTitleId: bookings.jobTitleId,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      unit_id: bookings.unitId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.facilityId, facilityId),
        inArray(bookings.employeeId, ids),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
        unitId ? inUnit(bookings.unitId, unitId) : undefined,
      ),
    )
    .orderBy(asc(bookings.shiftStartsAt));
  return rows.map(({ employeeId, date, jobTitleId, startTime, endTime, ...b }) => ({
    employeeId,
    date,
    booking: {
      ...b,
      job_title: jobTitleById(jobTitleId)?.name ?? '',
      start_time: hhmm(startTime),
      end_time: hhmm(endTime),
    } satisfies RosterBooking,
  }));
}

/** Approved and pending PTO of the page's staff that touches the range (one statement). */
function ptoOf(db: DbOrTx, facilityId: string, ids: string[], from: string, to: string) {
  const pto = ptoRequestRows(db);
  return db
    .select({ id: pto.id, employeeId: pto.employeeId, startDate: pto.startDate, endDate: pto.endDate, status: pto.status })
    .from(pto)
    .where(
      and(
        eq(pto.facilityId, facilityId),
        inArray(pto.employeeId, ids),
        inArray(pto.status, ['APPROVED', 'PENDING']),
        lte(pto.startDate, to),
        gte(pto.endDate, from),
      ),
    );
}

const availabilityOf = (db: DbOrTx, facilityId: string, ids: string[], from: string, to: string) =>
  db
    .select({ employeeId: employeeAvailability.employeeId, date: employeeAvailability.date, kind: employeeAvailability.kind })
    .from(employeeAvailability)
    .where(
      and(
        eq(employeeAvailability.facilityId, facilityId),
        inArray(employeeAvailability.employeeId, ids),
        gte(employeeAvailability.date, from),
        lte(employeeAvailability.date, to),
      ),
    );

/**
 * GET facilities/roster (issue 15, "Roster view"): a page of the facility's active staff by name,
 * each day's bookings, PTO and declared availability, and a header per day. A bounded number of
 * statements whatever the page size or the number of weeks: the units, the page and its count,
 * the page's bookings, PTO and availability, and the days' headers (roster-days.ts). Since issue
 * 28 a page holds up to 250 people and six weeks, which the grid virtualises (decision 071).
 */
export async function roster(ctx: Ctx, query: Query, tx?: DbOrTx): Promise<RosterAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [facilityUnits, colours] = await Promise.all([unitsOf(db, facilityId), structureColours(db, facilityId)]);
  // Another facility's unit is a 404, as any other object of theirs.
  if (query.unit_id && !facilityUnits.some((u) => u.id === query.unit_id)) throw new AppError('NOT_FOUND');
  const days = Array.from({ length: query.weeks * 7 }, (_, i) => addDays(query.week_start, i));
  const from = days[0]!;
  const to = days.at(-1)!;
  const search = query.search || undefined;
  const people = peopleDirectory(db);
  const where = and(
    eq(people.facilityId, facilityId),
    eq(people.status, 'ACTIVE'),
    query.job_title_id ? eq(people.jobTitleId, query.job_title_id) : undefined,
    query.worker_type ? eq(people.workerType, query.worker_type) : undefined,
    peopleSearch(search, people),
  );
  const filters: DayFilters = { jobTitleId: query.job_title_id, workerType: query.worker_type, unitId: query.unit_id };
  const [page, headers] = await Promise.all([
    pageWithTotal(
      query,
      () =>
        db
          .select({
            id: people.id,
            firstName: people.firstName,
            lastName: people.lastName,
            type: people.workerType,
            jobTitleId: people.jobTitleId,
          })
          .from(people)
          .where(where)
          // The order of nurses_name_idx; the id keeps pages stable where names repeat.
          .orderBy(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`), asc(people.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
      async () => {
        // The nurse is joined only for a search: a filter alone counts one index (decision 012). The
        // two directories share their alias, so `where` holds on either.
        const [row] = await db
          .select({ n: count() })
          .from(search ? people : employeeDirectory(db))
          .where(where);
        return row?.n ?? 0;
      },
    ),
    rosterDays(db, facilityOf(ctx), days, filters, ctx.deps.clock.now()),
  ]);
  const ids = page.results.map((r) => r.id);
  const [bookings, pto, availability] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          bookingsOf(db, facilityId, ids, from, to, query.unit_id),
          ptoOf(db, facilityId, ids, from, to),
          availabilityOf(db, facilityId, ids, from, to),
        ]);

  // Grouped once by person and day, so building the cells is linear in what was read.
  const key = (employeeId: string, date: string) => `${employeeId}|${date}`;
  const bookedOn = groupBy(bookings, (b) => key(b.employeeId, b.date));
  const availableOn = new Map(availability.map((a) => [key(a.employeeId, a.date), a.kind]));
  const ptoOn = groupBy(
    pto.flatMap((p) => days.filter((d) => p.startDate <= d && p.endDate >= d).map((date) => ({ ...p, date }))),
    (p) => key(p.employeeId, p.date),
  );
  const filled = new Set([...bookedOn.keys(), ...availableOn.keys(), ...ptoOn.keys()]);
  const cellOf = (employeeId: string, date: string): RosterCell => ({
    date,
    bookings: (bookedOn.get(key(employeeId, date)) ?? []).map((b) => b.booking),
    pto: (ptoOn.get(key(employeeId, date)) ?? []).map((p) => ({
      id: p.id,
      status: p.status === 'APPROVED' ? ('APPROVED' as const) : ('PENDING' as const),
    })),
    availability: availableOn.get(key(employeeId, date)) ?? null,
  });
  return {
    days: headers,
    units: facilityUnits,
    // A kind of shift takes its preset's colour: the roster tells shifts apart by their start (decision 071).
    shift_colours: { DAY: colours.shiftTypes.morning.hex, EVENING: colours.shiftTypes.evening.hex, NIGHT: colours.shiftTypes.night.hex },
    count: page.count,
    results: page.results.map((r) => ({
      employee_id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      type: r.type,
      job_title_id: r.jobTitleId,
      job_title: jobTitleById(r.jobTitleId)?.name ?? '',
      // Only the days with something in them (issue 28): most of a roster's days are empty.
      cells: days.filter((date) => filled.has(key(r.id, date))).map((date) => cellOf(r.id, date)),
    })),
  };
}
