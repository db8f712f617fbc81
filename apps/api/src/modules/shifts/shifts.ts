import type { Shift, createShiftBody, listShiftsQuery, updateShiftBody } from '@careroster/shared/api/shifts/shift';
import { AppError } from '@careroster/shared/errors';
import { labelOf, shiftTypePresets, timezones } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { todayIn } from '@careroster/shared/format/date-time';
import { newShiftTiming } from '@careroster/shared/validation/shift-form';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { assignments, positions, shifts } from '../../db/schema';
import { addDays, daysBetween, zonedInstant } from '@careroster/shared/format/wall-clock';
import { bookingConflict } from './booking-errors';
import { preparePositions, writePositions } from './positions';
import { MAX_OCCURRENCES, occurrences } from './recurrence';
import { countColumns, countsOf, findShift, lockShifts, shiftAnswerColumns, toShift, type ShiftRow } from './shift-rows';
import { timingStatus } from './timing';
import { facilityOf, userOf, type Ctx, type FacilityScope } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hasFloor, unitOf } from '../structure';

type Form = z.output<typeof createShiftBody>;
type EditForm = z.output<typeof updateShiftBody>;

/** The week list is at most about two months, so one page is the whole answer. */
const MAX_LIST_DAYS = 62;

type ListQuery = z.output<typeof listShiftsQuery>;
type Ordering = NonNullable<ListQuery['ordering']>;

const orderings = {
  start: [asc(shifts.startsAt)],
  '-start': [desc(shifts.startsAt)],
  title: [asc(shifts.title), asc(shifts.startsAt)],
  '-title': [desc(shifts.title), asc(shifts.startsAt)],
} satisfies Record<Ordering, unknown>;

/**
 * The week list's one query, shifts with their counts, prepared once per filter shape (search or
 * not, job titles or not, ordering): the screen asks for it on every visit and every live update.
 */
const weekQuery = (search: boolean, titles: boolean, ordering: Ordering) => (db: DbOrTx, name: string) =>
  db
    .select({ ...shiftAnswerColumns, ...countColumns })
    .from(shifts)
    .where(
      and(
        eq(shifts.facilityId, sql.placeholder('facilityId')),
        gte(shifts.startDate, sql.placeholder('start')),
        lte(shifts.startDate, sql.placeholder('end')),
        search ? ilike(shifts.title, sql.placeholder('search')) : undefined,
        titles
          ? sql`exists (select 1 from ${positions} where ${positions.shiftId} = ${shifts.id} and ${positions.jobTitleId} = any(${sql.placeholder('titles')}::uuid[]))`
          : undefined,
      ),
    )
    .orderBy(...orderings[ordering], asc(shifts.id))
    .prepare(name);

export async function listShifts(ctx: Ctx, query: ListQuery) {
  const facility = facilityOf(ctx);
  if (query.end_date < query.start_date || query.end_date > addDays(query.start_date, MAX_LIST_DAYS)) {
    throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(MAX_LIST_DAYS));
  }
  const titles = query.job_title_id === undefined ? undefined : [query.job_title_id].flat();
  const ordering = query.ordering ?? 'start';
  const search = query.search !== undefined;
  const shape = `week_list_${Number(search)}${Number(titles !== undefined)}_${ordering}`;
  const rows = await prepared(ctx.deps.db, shape, weekQuery(search, titles !== undefined, ordering)).execute({
    facilityId: facility.id,
    start: query.start_date,
    end: query.end_date,
    search: query.search === undefined ? undefined : `%${query.search.replace(/[\\%_]/g, '\\$&')}%`,
    titles,
  });
  const now = ctx.deps.clock.now();
  const results = rows
    .filter((r) => !query.status || timingStatus(r, now) === query.status)
    .map((r) => toShift(r, facility.timezone, r, now));
  return { count: results.length, results };
}

export async function getShift(ctx: Ctx, { id: shiftId }: { id: string }, tx: DbOrTx = ctx.deps.db): Promise<Shift> {
  const db = tx;
  const facility = facilityOf(ctx);
  const row = await findShift(db, facility.id, shiftId);
  const counts = await countsOf(db, facility.id, [row.id]);
  return toShift(row, facility.timezone, counts.get(row.id), ctx.deps.clock.now());
}

/** Checks that apply to a new shift and to an edit: the zone, and the floor and unit. */
async function checkForm(db: DbOrTx, facility: FacilityScope, form: Form | EditForm) {
  const problems: string[] = [];
  // The form's times are the facility's wall clock; a shift in another zone would be read wrong.
  if (form.timezone !== facility.timezone) problems.push(productMessages.shiftTimezoneMismatch(labelOf(timezones, facility.timezone)));
  if (form.floor_id && !(await hasFloor(db, facility.id, form.floor_id))) problems.push(productMessages.unknownLocation);
  if (form.unit_id) {
    const unit = await unitOf(db, facility.id, form.unit_id);
    if (!unit || (form.floor_id && unit.floorId && unit.floorId !== form.floor_id)) problems.push(productMessages.unknownLocation);
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', [...new Set(problems)]);
}

/** A preset's label only fits its own times; other times make the shift custom (decision 003). */
export function shiftTypeOf(form: Pick<Form, 'shiftType' | 'start_time' | 'end_time'>) {
  const preset = shiftTypePresets.find((p) => p.value === form.shiftType);
  const pad = (t: string) => t.padStart(5, '0');
  if (!preset?.start || (pad(form.start_time) === preset.start && pad(form.end_time) === preset.end)) return form.shiftType;
  return 'custom' as const;
}

function rowValues(facility: FacilityScope, form: Form | EditForm, startDate: string) {
  const span = daysBetween(form.start_date, form.end_date);
  const endDate = addDays(startDate, span);
  return {
    title: form.title,
    startDate,
    endDate,
    startTime: form.start_time,
    endTime: form.end_time,
    startsAt: zonedInstant(startDate, form.start_time, facility.timezone),
    endsAt: zonedInstant(endDate, form.end_time, facility.timezone),
    mealMinutes: form.meal_time,
    contactName: form.contact_name || null,
    contactEmail: form.contact_email,
    contactPhone: form.contact_phone,
    shiftType: shiftTypeOf(form),
    isActive: form.is_active,
    isRecurring: form.is_recurring,
    recurringType: form.is_recurring ? (form.recurring ?? null) : null,
    floorId: form.floor_id ?? null,
    unitId: form.unit_id ?? null,
  };
}

function startDates(form: Form): string[] {
  if (!form.is_recurring || !form.recurring) return [form.start_date];
  const until = form.recurring_end_date;
  if (!until) throw new AppError('VALIDATION_FAILED', productMessages.required('Recurring end date'));
  if (until < form.start_date) throw new AppError('VALIDATION_FAILED', productMessages.recurringEndBeforeStart);
  const weekdays = form.recurring_values ?? [];
  if (form.recurring === 'CUSTOM' && weekdays.length === 0) {
    throw new AppError('VALIDATION_FAILED', productMessages.required('Recurring days'));
  }
  // Beyond 366 months no rule stays under the cap; refuse before walking the calendar.
  const tooFar = until > addDays(form.start_date, 31 * MAX_OCCURRENCES);
  const dates = tooFar ? [] : occurrences(form.start_date, { type: form.recurring, weekdays, until });
  if (tooFar || dates.length > MAX_OCCURRENCES) {
    throw new AppError('VALIDATION_FAILED', productMessages.recurringTooMany(MAX_OCCURRENCES));
  }
  if (dates.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.recurringNoDates);
  return dates;
}

/**
 * A new shift may start late for a last-minute need, but one that has already ended could never
 * be filled or changed. Only a series' first occurrence can have ended (the start date is not in
 * the past and the others start later); refusing it, rather than dropping it, keeps the answer
 * the series the manager asked for (decision 003).
 */
function refuseEnded(facility: FacilityScope, form: Form, firstDate: string, now: Date) {
  const first = rowValues(facility, form, firstDate);
  const times = {
    start_date: first.startDate,
    end_date: first.endDate,
    start_time: form.start_time,
    end_time: form.end_time,
    timezone: facility.timezone,
  };
  if (newShiftTiming(times, now) !== 'COMPLETED') return;
  throw new AppError('VALIDATION_FAILED', form.is_recurring ? productMessages.recurringFirstEnded : productMessages.shiftAlreadyEnded);
}

/** POST facilities/shifts: one row per occurrence, each with the same positions, all or none. */
export async function createShifts(ctx: Ctx, form: Form) {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const now = ctx.deps.clock.now();
  if (form.start_date < todayIn(facility.timezone, now)) throw new AppError('VALIDATION_FAILED', productMessages.shiftStartInPast);
  await checkForm(db, facility, form);
  const dates = startDates(form);
  refuseEnded(facility, form, dates[0]!, now);
  const rows = await transaction(ctx, undefined, async (tx, after) => {
    after.publish({ type: 'shifts.changed' });
    const prepared = await preparePositions(tx, facility.id, form.positions, []);
    const created = await tx
      .insert(shifts)
      .values(
        dates.map((date) => ({
          ...rowValues(facility, form, date),
          facilityId: facility.id,
          recurringEndDate: form.is_recurring ? (form.recurring_end_date ?? null) : null,
          createdBy: userId,
        })),
      )
      .returning();
    // One statement per occurrence: a year of daily shifts with 50 positions in one statement
    // would pass PostgreSQL's limit of 65,535 parameters.
    for (const shift of created) await writePositions(tx, facility.id, shift.id, prepared);
    // One row for the call: a year of daily occurrences is one decision, its first shift the target.
    await ctx.audit('shift.create', { target: created[0]!.id, detail: `${created.length} shifts` }, tx);
    return created;
  });
  rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const counts = await countsOf(
    db,
    facility.id,
    rows.map((r) => r.id),
  );
  return { count: rows.length, results: rows.map((r) => toShift(r, facility.timezone, counts.get(r.id), now)) };
}

/**
 * PATCH facilities/shifts/{id}: the form for one occurrence. Booked nurses move with the shift;
 * the no-overlap constraint refuses the move when one of them is booked elsewhere then.
 */
export async function updateShift(ctx: Ctx, { id: shiftId, ...form }: EditForm & { id: string }): Promise<Shift> {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  await checkForm(db, facility, form);
  const now = ctx.deps.clock.now();
  await transaction(ctx, undefined, async (tx, after) => {
    after.publish({ type: 'shifts.changed', shift_id: shiftId });
    // The shift and its positions, as an opening change holds them: a booking racing this move
    // waits, then takes the new times (decision 070).
    const current = (await lockShifts(tx, facility.id, [shiftId])).get(shiftId)!;
    if (timingStatus(current, now) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const values = rowValues(facility, form, form.start_date);
    if (values.startDate !== current.startDate && values.startDate < todayIn(facility.timezone, now)) {
      throw new AppError('VALIDATION_FAILED', productMessages.shiftStartInPast);
    }
    await tx
      .update(shifts)
      .set(values)
      .where(and(eq(shifts.id, shiftId), eq(shifts.facilityId, facility.id)));
    if (values.startsAt.getTime() !== current.startsAt.getTime() || values.endsAt.getTime() !== current.endsAt.getTime()) {
      await moveBookings(tx, current, values.startsAt, values.endsAt);
    }
    await ctx.audit('shift.update', { target: shiftId }, tx);
  });
  return getShift(ctx, { id: shiftId });
}

async function moveBookings(tx: DbOrTx, shift: ShiftRow, startsAt: Date, endsAt: Date) {
  const ofShift = tx.select({ id: positions.id }).from(positions).where(eq(positions.shiftId, shift.id));
  try {
    await tx.update(assignments).set({ startsAt, endsAt }).where(inArray(assignments.positionId, ofShift));
  } catch (error) {
    throw bookingConflict(error, productMessages.shiftMoveConflict) ?? error;
  }
}
