import type { WorkHistoryAnswer, WorkHistoryFilters, WorkHistoryRow } from '@careroster/shared/api/records/work-history';
import { AppError } from '@careroster/shared/errors';
import { inZone } from '@careroster/shared/format/date-time';
import { formatAmount, fromCents } from '@careroster/shared/format/money';
import { fixed, roundTo } from '@careroster/shared/format/number';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { lateMinutesOf, WORK_HISTORY_EXPORT_MAX_ROWS, type WorkHistoryState } from '@careroster/shared/records/work-history';
import { MISSED_CLOCK_IN_AFTER_MINUTES, MISSED_CLOCK_OUT_AFTER_MINUTES } from '@careroster/shared/timekeeping/values';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { and, count, desc, eq, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { employeeOf } from '../employees';
import { floorsOf, unitsWithParents } from '../structure';
import { bookingRows, paidHours } from '../shifts';
import { bookingTimecards } from '../timekeeping';
import { payOfShifts } from './history-pay';

const MINUTE_MS = 60_000;

type Filters = { from?: string | undefined; to?: string | undefined; state?: WorkHistoryState | undefined };

/** The names of the facility's units (with their parent's) and floors by id: what a row names its place by. */
export async function placeNames(db: DbOrTx, facilityId: string) {
  const [units, floors] = await Promise.all([unitsWithParents(db, facilityId), floorsOf(db, facilityId)]);
  const unitNames = new Map(units.map((u) => [u.id, u.parent ? `${u.parent} / ${u.name}` : u.name]));
  const floorNames = new Map(floors.map((f) => [f.id, f.name]));
  return {
    unit: (id: string | null) => (id ? (unitNames.get(id) ?? null) : null),
    floor: (id: string | null) => (id ? (floorNames.get(id) ?? null) : null),
  };
}

/**
 * Her bookings at this facility as the history lists them (decision 066): those with a timecard,
 * and those that have started without one (a missed clock-in), unless their position was cancelled
 * or their shift made inactive before anyone punched. The state is worked out in the statement, so
 * the filter and the count page over it: a card still open is a missed punch once its clock-in is
 * missing 15 minutes after the start or its clock-out 60 minutes after the end, the windows of
 * the missed-punch job and the timesheet.
 */
function historyStatement(db: DbOrTx, facilityId: string, employeeId: string, filters: Filters, now: Date) {
  const booking = bookingRows(db);
  const card = bookingTimecards(db);
  const inMissingBefore = new Date(now.getTime() - MISSED_CLOCK_IN_AFTER_MINUTES * MINUTE_MS).toISOString();
  const outMissingBefore = new Date(now.getTime() - MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE_MS).toISOString();
  const state = sql<WorkHistoryState>`case
    when ${card.status} = 'APPROVED' then 'APPROVED'
    when ${card.status} = 'DISPUTED' then 'REJECTED'
    when (${card.clockInAt} is null and ${booking.startsAt} < ${inMissingBefore}::timestamptz)
      or (${card.clockOutAt} is null and ${booking.endsAt} < ${outMissingBefore}::timestamptz) then 'MISSED_PUNCH'
    else 'PENDING' end`;
  const where = and(
    eq(booking.facilityId, facilityId),
    eq(booking.employeeId, employeeId),
    or(isNotNull(card.id), and(lte(booking.startsAt, now), ne(booking.positionStatus, 'CANCELLED'), eq(booking.shiftActive, true))),
    filters.from ? gte(booking.startDate, filters.from) : undefined,
    filters.to ? lte(booking.startDate, filters.to) : undefined,
    filters.state ? sql`(${state}) = ${filters.state}` : undefined,
  );
  const rows = db
    .select({
      assignmentId: booking.id,
      shiftId: booking.shiftId,
      shiftTitle: booking.shiftTitle,
      workDate: booking.startDate,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      mealMinutes: booking.mealMinutes,
      unitId: booking.unitId,
      floorId: booking.floorId,
      jobTitleId: booking.jobTitleId,
      jobTitleAbbr: jobTitles.abbreviation,
      jobTitleName: jobTitles.name,
      timecardId: card.id,
      status: card.status,
      clockInAt: card.clockInAt,
      clockOutAt: card.clockOutAt,
      workedMinutes: card.workedMinutes,
      state,
    })
    .from(booking)
    .innerJoin(jobTitles, eq(jobTitles.id, booking.jobTitleId))
    .leftJoin(card, eq(card.assignmentId, booking.id))
    .where(where)
    .orderBy(desc(booking.startsAt), desc(booking.id));
  const total = db.select({ n: count() }).from(booking).leftJoin(card, eq(card.assignmentId, booking.id)).where(where);
  return { rows, total };
}

type HistoryRow = Awaited<ReturnType<typeof historyStatement>['rows']>[number];

/** The rows as the answer carries them, with pay for APPROVED shifts when the caller may read money. */
async function toRows(db: DbOrTx, ctx: Ctx, employeeId: string, rows: HistoryRow[]): Promise<WorkHistoryRow[]> {
  const facilityId = facilityOf(ctx).id;
  const payVisible = ctx.can('money:read');
  const approved = rows.filter((r) => r.state === 'APPROVED');
  const [places, pay] = await Promise.all([
    placeNames(db, facilityId),
    payVisible
      ? payOfShifts(
          db,
          facilityId,
          employeeId,
          approved.map((r) => ({ assignmentId: r.assignmentId, workDate: r.workDate, endsAt: r.clockOutAt ?? r.endsAt })),
        )
      : Promise.resolve(new Map<string, { amountCents: number; rateCents: number }>()),
  ]);
  return rows.map((r) => {
    const paid = r.state === 'APPROVED' ? pay.get(r.assignmentId) : undefined;
    return {
      assignment_id: r.assignmentId,
      timecard_id: r.timecardId,
      work_date: r.workDate,
      shift_id: r.shiftId,
      shift_title: r.shiftTitle,
      job_title_id: r.jobTitleId,
      job_title_abbr: r.jobTitleAbbr,
      job_title_name: r.jobTitleName,
      unit: places.unit(r.unitId),
      floor: places.floor(r.floorId),
      scheduled_start: r.startsAt.toISOString(),
      scheduled_end: r.endsAt.toISOString(),
      clock_in_at: r.clockInAt?.toISOString() ?? null,
      clock_out_at: r.clockOutAt?.toISOString() ?? null,
      scheduled_hours: roundTo(paidHours(r.startsAt, r.endsAt, r.mealMinutes), 2),
      worked_hours: hoursOf(r.workedMinutes ?? 0),
      timecard_status: r.status,
      state: r.state,
      late_minutes: lateMinutesOf(r.startsAt, r.clockInAt),
      // An approved shift always has a line; a shift with no worked minutes pays nothing.
      pay: paid ? fromCents(paid.amountCents) : payVisible && r.state === 'APPROVED' ? 0 : null,
      rate: paid ? fromCents(paid.rateCents) : null,
    };
  });
}

/**
 * GET work-history: one employee's shifts at the caller's facility, newest first (decision 066).
 * Another facility's employee is not found (404), as every employee route answers.
 */
export async function listWorkHistory(
  ctx: Ctx,
  input: { employeeId: string; page: number; page_size: number } & Filters,
  tx?: DbOrTx,
): Promise<WorkHistoryAnswer> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  await employeeOf(db, facility.id, input.employeeId);
  const { rows, total } = historyStatement(db, facility.id, input.employeeId, input, ctx.deps.clock.now());
  const [page, [counted]] = await Promise.all([rows.limit(input.page_size).offset((input.page - 1) * input.page_size), total]);
  return {
    count: counted?.n ?? 0,
    results: await toRows(db, ctx, input.employeeId, page),
    timezone: facility.timezone,
    pay_visible: ctx.can('money:read'),
  };
}

/** A facility-local wall clock for the CSV, as the timesheet's export writes it: `YYYY-MM-DD HH:mm`. */
const localTime = (iso: string | null, zone: TimezoneCode) => (iso ? inZone(iso, zone).format('YYYY-MM-DD HH:mm') : '');

/**
 * GET work-history/export: the rows of the same filters as a CSV (decision 066), every cell through
 * the formula guard; the Rate and Pay columns only for callers who may read money. Refused (422)
 * past WORK_HISTORY_EXPORT_MAX_ROWS rows: a shorter range is asked for instead of an unbounded read.
 */
export async function exportWorkHistory(ctx: Ctx, input: { employeeId: string } & WorkHistoryFilters, tx?: DbOrTx): Promise<FileAnswer> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const employee = await employeeOf(db, facility.id, input.employeeId);
  const { rows } = historyStatement(db, facility.id, input.employeeId, input, ctx.deps.clock.now());
  const found = await rows.limit(WORK_HISTORY_EXPORT_MAX_ROWS + 1);
  if (found.length > WORK_HISTORY_EXPORT_MAX_ROWS) {
    throw new AppError('VALIDATION_FAILED', productMessages.workHistoryExportTooLarge(WORK_HISTORY_EXPORT_MAX_ROWS));
  }
  const payVisible = ctx.can('money:read');
  const zone = facility.timezone;
  const lines = [
    csvLine([...productMessages.workHistoryCsvHeader, ...(payVisible ? productMessages.workHistoryCsvPayHeader : [])]),
    ...(await toRows(db, ctx, input.employeeId, found)).map((r) =>
      csvLine([
        r.work_date,
        r.shift_title,
        r.job_title_abbr,
        r.unit ?? '',
        r.floor ?? '',
        localTime(r.scheduled_start, zone),
        localTime(r.scheduled_end, zone),
        localTime(r.clock_in_at, zone),
        localTime(r.clock_out_at, zone),
        fixed(r.scheduled_hours, 2),
        fixed(r.worked_hours, 2),
        productMessages.workHistoryStates[r.state],
        r.late_minutes === null ? '' : String(r.late_minutes),
        ...(payVisible ? [r.rate === null ? '' : formatAmount(r.rate), r.pay === null ? '' : formatAmount(r.pay)] : []),
      ]),
    ),
  ];
  return {
    data: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    // The employee's id, never her name: a header carries no personal text.
    filename: `work-history-${employee.id}.csv`,
    disposition: 'attachment',
  };
}
