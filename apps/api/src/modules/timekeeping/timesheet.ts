import type { TimesheetAnswer, TimesheetQuery } from '@careroster/shared/api/timekeeping/list-timesheet';
import type { TimesheetRow, TimesheetTotals } from '@careroster/shared/api/timekeeping/timecard';
import { AppError } from '@careroster/shared/errors';
import { addDays, zonedDate, zonedInstant } from '@careroster/shared/format/wall-clock';
import { ianaZone, type PayrollSetting } from '@careroster/shared/lookups';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import { MISSED_CLOCK_IN_AFTER_MINUTES, MISSED_CLOCK_OUT_AFTER_MINUTES, type PunchFlag } from '@careroster/shared/timekeeping/values';
import { hoursOf, payPeriodOf } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, punches, timecardChanges, timecards } from '../../db/schema';
import { checkedZone, facilityOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { peopleDirectory } from '../employees';
import { facilityClockRules, facilityRow } from '../facility';
import { bookingRows } from '../shifts';

const MINUTE_MS = 60_000;

type Filters = Omit<TimesheetQuery, 'date'>;

type Bookings = ReturnType<typeof bookingRows>;

/**
 * The rows of the timesheet, by booking: every booking of the facility that starts in the range
 * with its timecard, or, for one that started with no punch yet, without (shown as no punches).
 * `where` narrows it (the period, or chosen timecards), on the shifts door's bookings.
 */
async function sheetRows(db: DbOrTx, facilityId: string, where: (bookings: Bookings) => SQL, now: Date): Promise<TimesheetRow[]> {
  const bookings = bookingRows(db);
  const people = peopleDirectory(db);
  const facility = facilityClockRules(db);
  const rows = await db
    .select({
      assignmentId: bookings.id,
      employeeId: bookings.employeeId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      firstName: people.firstName,
      lastName: people.lastName,
      workerType: people.workerType,
      jobTitleId: bookings.jobTitleId,
      jobTitleAbbr: jobTitles.abbreviation,
      shiftTitle: bookings.shiftTitle,
      mealMinutes: bookings.mealMinutes,
      timezone: facility.timezone,
      rounding: facility.roundingMinutes,
      card: timecards,
    })
    .from(bookings)
    .innerJoin(jobTitles, eq(jobTitles.id, bookings.jobTitleId))
    .innerJoin(people, eq(people.id, bookings.employeeId))
    .innerJoin(facility, eq(facility.id, bookings.facilityId))
    .leftJoin(timecards, eq(timecards.assignmentId, bookings.id))
    .where(and(eq(bookings.facilityId, facilityId), where(bookings), or(isNotNull(timecards.id), lte(bookings.startsAt, now))))
    .orderBy(asc(bookings.startsAt), asc(people.lastName), asc(people.firstName), asc(bookings.id));

  const cardIds = rows.flatMap((r) => (r.card ? [r.card.id] : []));
  const punchIds = rows.flatMap((r) => [r.card?.clockInPunchId, r.card?.clockOutPunchId]).filter((id): id is string => !!id);
  const used = punchIds.length
    ? await db
        .select({ id: punches.id, flags: punches.flags, flagReason: punches.flagReason })
        .from(punches)
        .where(inArray(punches.id, punchIds))
    : [];
  const punchById = new Map(used.map((p) => [p.id, p]));
  const correctedIds = cardIds.length
    ? new Set(
        (
          await db
            .selectDistinct({ id: timecardChanges.timecardId })
            .from(timecardChanges)
            .where(
              and(
                inArray(timecardChanges.timecardId, cardIds),
                inArray(timecardChanges.field, ['clock_in_at', 'clock_out_at', 'break_minutes']),
              ),
            )
        ).map((c) => c.id),
      )
    : new Set<string>();

  return rows.map((r) => {
    const card = r.card;
    const inPunch = card?.clockInPunchId ? punchById.get(card.clockInPunchId) : undefined;
    const outPunch = card?.clockOutPunchId ? punchById.get(card.clockOutPunchId) : undefined;
    const flags = [...new Set([...(inPunch?.flags ?? []), ...(outPunch?.flags ?? [])])] as PunchFlag[];
    const flagReason = [inPunch?.flagReason, outPunch?.flagReason].filter((x): x is string => !!x).join(' / ') || null;
    const noIn = !card?.clockInAt && now.getTime() > r.startsAt.getTime() + MISSED_CLOCK_IN_AFTER_MINUTES * MINUTE_MS;
    const noOut = !card?.clockOutAt && now.getTime() > r.endsAt.getTime() + MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE_MS;
    const missing = noIn || noOut;
    const worked = card?.workedMinutes ?? 0;
    return {
      timecard_id: card?.id ?? null,
      assignment_id: r.assignmentId,
      employee_id: r.employeeId,
      nurse_name: `${r.firstName} ${r.lastName}`,
      worker_type: r.workerType,
      job_title_id: r.jobTitleId,
      job_title_abbr: r.jobTitleAbbr,
      shift_title: r.shiftTitle,
      work_date: card?.workDate ?? zonedDate(r.startsAt, r.timezone),
      scheduled_start: r.startsAt.toISOString(),
      scheduled_end: r.endsAt.toISOString(),
      clock_in_at: card?.clockInAt?.toISOString() ?? null,
      clock_out_at: card?.clockOutAt?.toISOString() ?? null,
      break_minutes: card?.breakMinutes ?? r.mealMinutes,
      rounding_minutes: card?.roundingMinutes ?? r.rounding,
      worked_minutes: worked,
      hours: hoursOf(worked),
      status: card?.status ?? 'PENDING',
      auto_approved: card?.autoApproved ?? false,
      flagged: (card?.flagged ?? false) || missing,
      flags,
      flag_reason: flagReason,
      missing_punch: missing,
      dispute_reason: card?.disputeReason ?? null,
      corrected: card ? correctedIds.has(card.id) : false,
      decided_at: card?.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The rows of chosen timecards of the caller's facility, as the timesheet shows them. */
export async function timecardRows(db: DbOrTx, facilityId: string, timecardIds: string[], now: Date): Promise<TimesheetRow[]> {
  if (timecardIds.length === 0) return [];
  return sheetRows(db, facilityId, () => inArray(timecards.id, timecardIds), now);
}

function totalsOf(rows: TimesheetRow[]): TimesheetTotals {
  const sum = (list: TimesheetRow[]) => list.reduce((n, r) => n + r.worked_minutes, 0);
  const worked = sum(rows);
  return {
    rows: rows.length,
    nurses: new Set(rows.map((r) => r.employee_id)).size,
    worked_minutes: worked,
    hours: hoursOf(worked),
    approved_hours: hoursOf(sum(rows.filter((r) => r.status === 'APPROVED'))),
    pending: rows.filter((r) => r.status === 'PENDING').length,
    approved: rows.filter((r) => r.status === 'APPROVED').length,
    disputed: rows.filter((r) => r.status === 'DISPUTED').length,
    flagged: rows.filter((r) => r.flagged).length,
  };
}

const matches = (row: TimesheetRow, f: Filters) =>
  (!f.worker_type || row.worker_type === f.worker_type) &&
  (!f.job_title_id || row.job_title_id === f.job_title_id) &&
  (!f.status || row.status === f.status) &&
  (f.flagged !== 'true' || row.flagged);

/**
 * One pay period of the timesheet: the facility's WEEKLY or BIWEEKLY period holding `date`
 * (facility-local; today's by default), its rows under the filters and their totals. A row's day
 * is the facility-local date its shift starts on, so a night shift belongs to the day it began.
 */
export async function listTimesheet(ctx: Ctx, query: TimesheetQuery, tx?: DbOrTx): Promise<TimesheetAnswer> {
  const db = tx ?? ctx.deps.db;
  const now = ctx.deps.clock.now();
  const facilityId = facilityOf(ctx).id;
  const f = await facilityRow(db, facilityId);
  if (!f) throw new AppError('NOT_FOUND');
  const zone = checkedZone(f.timezone);
  const payroll = f.payrollSetting as PayrollSetting;
  const period = payPeriodOf(query.date ?? zonedDate(now, zone), payroll, f.payPeriodAnchor);
  const from = zonedInstant(period.start, '00:00', zone);
  const to = zonedInstant(addDays(period.end, 1), '00:00', zone);
  const all = await sheetRows(db, facilityId, (b) => and(gte(b.startsAt, from), lt(b.startsAt, to))!, now);
  const rows = all.filter((r) => matches(r, query));
  return {
    period: {
      start: period.start,
      end: period.end,
      previous: addDays(period.start, -1),
      next: addDays(period.end, 1),
      payroll_setting: payroll,
      timezone: zone,
    },
    rows,
    totals: totalsOf(rows),
  };
}

const CSV_HEADER = [
  'Date',
  'Nurse',
  'Worker type',
  'Job title',
  'Shift',
  'Scheduled start',
  'Scheduled end',
  'Clock in',
  'Clock out',
  'Break (min)',
  'Rounding (min)',
  'Worked hours',
  'Status',
  'Auto-approved',
  'Flagged',
  'Flags',
  'Flag reason',
  'Dispute reason',
  'Corrected',
];

/** The period's rows under the same filters as a CSV; every cell goes through the formula guard. */
export async function exportTimesheet(ctx: Ctx, query: TimesheetQuery, tx?: DbOrTx): Promise<FileAnswer> {
  const sheet = await listTimesheet(ctx, query, tx);
  const zone = sheet.period.timezone;
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: ianaZone(zone), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // Facility-local wall clock, as the page shows it.
  const local = (iso: string | null) => (iso ? `${zonedDate(new Date(iso), zone)} ${clock.format(new Date(iso))}` : '');
  const lines = [
    csvLine(CSV_HEADER),
    ...sheet.rows.map((r) =>
      csvLine([
        r.work_date,
        r.nurse_name,
        r.worker_type,
        r.job_title_abbr,
        r.shift_title,
        local(r.scheduled_start),
        local(r.scheduled_end),
        local(r.clock_in_at),
        local(r.clock_out_at),
        String(r.break_minutes),
        String(r.rounding_minutes),
        r.hours.toFixed(2),
        r.status,
        r.auto_approved ? 'yes' : 'no',
        r.flagged ? 'yes' : 'no',
        r.flags.join(' '),
        r.flag_reason ?? '',
        r.dispute_reason ?? '',
        r.corrected ? 'yes' : 'no',
      ]),
    ),
  ];
  return {
    data: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `timesheet-${sheet.period.start}-${sheet.period.end}.csv`,
    disposition: 'attachment',
  };
}
