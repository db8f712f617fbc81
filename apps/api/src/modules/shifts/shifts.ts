import type { Shift, createShiftBody, listShiftsQuery, updateShiftBody } from '@careroster/shared/api/shifts/shift';
import { AppError } from '@careroster/shared/errors';
import { shiftTypePresets, type TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { todayIn } from '@careroster/shared/format/date-time';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assignments, floors, positions, shifts, units } from '../../db/schema';
import { addDays, zonedInstant } from '../../platform/wall-clock';
import { bookingConflict } from './booking-errors';
import { MAX_OCCURRENCES, occurrences } from './recurrence';
import { countsOf, findShift, toShift, type ShiftRow } from './shift-rows';
import { timingStatus } from './timing';

export type ShiftFacility = { id: string; timezone: TimezoneCode };
type Form = z.output<typeof createShiftBody>;
type EditForm = z.output<typeof updateShiftBody>;

/** The week list is at most about two months, so one page is the whole answer. */
const MAX_LIST_DAYS = 62;

export async function listShifts(db: Db, facility: ShiftFacility, query: z.output<typeof listShiftsQuery>) {
  if (query.end_date < query.start_date || query.end_date > addDays(query.start_date, MAX_LIST_DAYS)) {
    throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(MAX_LIST_DAYS));
  }
  const conditions = [
    eq(shifts.facilityId, facility.id),
    gte(shifts.startDate, query.start_date),
    lte(shifts.startDate, query.end_date),
  ];
  if (query.search) conditions.push(ilike(shifts.title, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.job_title_id) {
    const titles = Array.isArray(query.job_title_id) ? query.job_title_id : [query.job_title_id];
    conditions.push(
      sql`exists (select 1 from ${positions} where ${positions.shiftId} = ${shifts.id} and ${inArray(positions.jobTitleId, titles)})`,
    );
  }
  const order =
    query.ordering === 'title' ? [asc(shifts.title), asc(shifts.startsAt)]
    : query.ordering === '-title' ? [desc(shifts.title), asc(shifts.startsAt)]
    : query.ordering === '-start' ? [desc(shifts.startsAt)]
    : [asc(shifts.startsAt)];
  const rows = await db.select().from(shifts).where(and(...conditions)).orderBy(...order, asc(shifts.id));
  const now = new Date();
  const visible = query.status ? rows.filter((r) => timingStatus(r, now) === query.status) : rows;
  const counts = await countsOf(db, facility.id, visible.map((r) => r.id));
  const results = visible.map((r) => toShift(r, facility.timezone, counts.get(r.id), now));
  return { count: results.length, results };
}

export async function getShift(db: DbOrTx, facility: ShiftFacility, shiftId: string): Promise<Shift> {
  const row = await findShift(db, facility.id, shiftId);
  const counts = await countsOf(db, facility.id, [row.id]);
  return toShift(row, facility.timezone, counts.get(row.id));
}

/** Checks that apply to a new shift and to an edit: the zone, and the floor and unit. */
async function checkForm(db: DbOrTx, facility: ShiftFacility, form: Form | EditForm) {
  const problems: string[] = [];
  // The form's times are the facility's wall clock; a shift in another zone would be read wrong.
  if (form.timezone !== facility.timezone) problems.push(productMessages.shiftTimezoneMismatch(facility.timezone));
  if (form.floor_id) {
    const [floor] = await db.select({ id: floors.id }).from(floors).where(and(eq(floors.id, form.floor_id), eq(floors.facilityId, facility.id)));
    if (!floor) problems.push(productMessages.unknownLocation);
  }
  if (form.unit_id) {
    const [unit] = await db
      .select({ floorId: units.floorId })
      .from(units)
      .where(and(eq(units.id, form.unit_id), eq(units.facilityId, facility.id)));
    if (!unit || (form.floor_id && unit.floorId && unit.floorId !== form.floor_id)) problems.push(productMessages.unknownLocation);
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', [...new Set(problems)]);
}

/** A preset's label only fits its own times; other times make the shift custom (decision 003). */
function shiftTypeOf(form: Pick<Form, 'shiftType' | 'start_time' | 'end_time'>) {
  const preset = shiftTypePresets.find((p) => p.value === form.shiftType);
  const pad = (t: string) => t.padStart(5, '0');
  if (!preset?.start || (pad(form.start_time) === preset.start && pad(form.end_time) === preset.end)) return form.shiftType;
  return 'custom' as const;
}

function rowValues(facility: ShiftFacility, form: Form | EditForm, startDate: string) {
  const span = Math.round((Date.parse(form.end_date) - Date.parse(form.start_date)) / 86_400_000);
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

/** POST facilities/shifts: one row per occurrence, all or none. */
export async function createShifts(db: Db, facility: ShiftFacility, userId: string, form: Form) {
  if (form.start_date < todayIn(facility.timezone)) throw new AppError('VALIDATION_FAILED', productMessages.shiftStartInPast);
  await checkForm(db, facility, form);
  const dates = startDates(form);
  const rows = await db.transaction(async (tx) =>
    tx
      .insert(shifts)
      .values(
        dates.map((date) => ({
          ...rowValues(facility, form, date),
          facilityId: facility.id,
          recurringEndDate: form.is_recurring ? (form.recurring_end_date ?? null) : null,
          createdBy: userId,
        })),
      )
      .returning(),
  );
  rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { count: rows.length, results: rows.map((r) => toShift(r, facility.timezone, undefined)) };
}

/**
 * PATCH facilities/shifts/{id}: the form for one occurrence. Booked nurses move with the shift;
 * the no-overlap constraint refuses the move when one of them is booked elsewhere then.
 */
export async function updateShift(db: Db, facility: ShiftFacility, shiftId: string, form: EditForm): Promise<Shift> {
  await checkForm(db, facility, form);
  await db.transaction(async (tx) => {
    const current = await findShift(tx, facility.id, shiftId, true);
    if (timingStatus(current) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const values = rowValues(facility, form, form.start_date);
    if (values.startDate !== current.startDate && values.startDate < todayIn(facility.timezone)) {
      throw new AppError('VALIDATION_FAILED', productMessages.shiftStartInPast);
    }
    await tx.update(shifts).set(values).where(and(eq(shifts.id, shiftId), eq(shifts.facilityId, facility.id)));
    if (values.startsAt.getTime() !== current.startsAt.getTime() || values.endsAt.getTime() !== current.endsAt.getTime()) {
      await moveBookings(tx, current, values.startsAt, values.endsAt);
    }
  });
  return getShift(db, facility, shiftId);
}

async function moveBookings(tx: DbOrTx, shift: ShiftRow, startsAt: Date, endsAt: Date) {
  const ofShift = tx.select({ id: positions.id }).from(positions).where(eq(positions.shiftId, shift.id));
  try {
    await tx.update(assignments).set({ startsAt, endsAt }).where(inArray(assignments.positionId, ofShift));
  } catch (error) {
    throw bookingConflict(error, productMessages.shiftMoveConflict) ?? error;
  }
}
