import type { CorporateOptions } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet-options';
import type { CorporateTimesheetDetail, CorporateTimesheetSummary } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet';
import { CORPORATE_EXPORT_COLUMNS } from '@careroster/shared/api/timekeeping/corporate/export-corporate-timesheet';
import { AppError } from '@careroster/shared/errors';
import { formatDate, formatNotificationTime, inZone } from '@careroster/shared/format/date-time';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { CorporateTimesheetStatus } from '@careroster/shared/timekeeping/values';
import { hoursOf, payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, between, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { corporateTimesheetLines, corporateTimesheets, timecards } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { transaction } from '../../platform/effects';
import { queueOutbox } from '../../platform/outbox';
import { limitMessagesTo } from '../../platform/recipient-limit';
import { withSecrets } from '../../platform/outbox-secrets';
import { facilityRow } from '../facility';
import { countsOf, countsOfSheet, type emptyCounts, isOpen, linesOf, newApproverLink, openStatuses, periodLabel } from './corporate-lines';
import { agenciesWorkingWith, agencyNames, agencyWorkingWith, employeeDirectory } from '../employees';
import { staffNames } from '../auth';

/** How many pay periods the send dialog offers, the current one and those before it. */
const PERIODS_OFFERED = 8;

type Sheet = typeof corporateTimesheets.$inferSelect;

async function facilitySettings(db: DbOrTx, facilityId: string) {
  const row = await facilityRow(db, facilityId);
  if (!row) throw new AppError('NOT_FOUND');
  return { setting: row.payrollSetting as PayrollSetting, anchor: row.payPeriodAnchor };
}

/** The current pay period and those before it, newest first. */
function recentPeriods(today: string, setting: PayrollSetting, anchor: string): PayPeriod[] {
  const periods = [payPeriodOf(today, setting, anchor)];
  while (periods.length < PERIODS_OFFERED) {
    const previous = periods.at(-1)!;
    const day = new Date(`${previous.start}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    periods.push(payPeriodOf(day.toISOString().slice(0, 10), setting, anchor));
  }
  return periods;
}

/** The pay period starting on `start`, or a 422 when no period of this facility starts that day. */
function periodStartingOn(start: string, setting: PayrollSetting, anchor: string): PayPeriod {
  const period = payPeriodOf(start, setting, anchor);
  if (period.start !== start) throw new AppError('VALIDATION_FAILED', productMessages.corporatePeriodNotStart);
  return period;
}

/** One of the agencies working with the facility (the employees door's), or a 404 naming the problem. */
async function agencyFor(db: DbOrTx, facilityId: string, agencyId: string) {
  const agency = await agencyWorkingWith(db, facilityId, agencyId);
  if (!agency) throw new AppError('NOT_FOUND', productMessages.corporateAgencyUnknown);
  return agency;
}

/** The period's timecards of one agency's AN nurses at the facility: what a sheet snapshots. */
function agencyTimecards(db: DbOrTx, facilityId: string, agencyId: string, period: PayPeriod) {
  const staff = employeeDirectory(db);
  return db
    .select({
      timecardId: timecards.id,
      employeeId: timecards.employeeId,
      workDate: timecards.workDate,
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      workedMinutes: timecards.workedMinutes,
    })
    .from(timecards)
    .innerJoin(staff, eq(staff.id, timecards.employeeId))
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        eq(staff.facilityId, facilityId),
        eq(staff.workerType, 'AN'),
        eq(staff.agencyId, agencyId),
        between(timecards.workDate, period.start, period.end),
      ),
    )
    .orderBy(asc(timecards.workDate), asc(timecards.clockInAt));
}

export async function corporateOptions(ctx: Ctx, input: { period_start?: string | undefined }, tx?: DbOrTx): Promise<CorporateOptions> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const { setting, anchor } = await facilitySettings(db, facility.id);
  const periods = recentPeriods(zonedDate(ctx.deps.clock.now(), facility.timezone), setting, anchor);
  const period = input.period_start ? periodStartingOn(input.period_start, setting, anchor) : periods[1]!;
  const staff = employeeDirectory(db);
  const [list, lineCounts, open] = await Promise.all([
    agenciesWorkingWith(db, facility.id),
    db
      .select({ agencyId: staff.agencyId, n: count() })
      .from(timecards)
      .innerJoin(staff, eq(staff.id, timecards.employeeId))
      .where(
        and(
          eq(timecards.facilityId, facility.id),
          eq(staff.workerType, 'AN'),
          isNotNull(staff.agencyId),
          between(timecards.workDate, period.start, period.end),
        ),
      )
      .groupBy(staff.agencyId),
    db
      .select({ id: corporateTimesheets.id, agencyId: corporateTimesheets.agencyId })
      .from(corporateTimesheets)
      .where(
        and(
          eq(corporateTimesheets.facilityId, facility.id),
          eq(corporateTimesheets.periodStart, period.start),
          inArray(corporateTimesheets.status, [...openStatuses]),
        ),
      ),
  ]);
  const lines = new Map(lineCounts.map((r) => [r.agencyId, r.n]));
  const openSheet = new Map(open.map((r) => [r.agencyId, r.id]));
  return {
    periods,
    period,
    agencies: list.map((a) => ({ ...a, lines: lines.get(a.id) ?? 0, open_sheet_id: openSheet.get(a.id) ?? null })),
  };
}

function approverMail(input: {
  to: string;
  approverName: string | null;
  facilityName: string;
  agencyName: string;
  period: PayPeriod;
  token: string;
  expiresAt: Date;
  zone: string;
  publicUrl: string;
}) {
  const link = `${input.publicUrl}${paths.corporateTimesheetNew.replace(':token', input.token)}`;
  return withSecrets(
    {
      to: input.to,
      channel: 'EMAIL',
      subject: productMessages.corporateMailSubject(input.facilityName),
      text: productMessages.corporateMailText(
        input.approverName ?? input.to,
        input.facilityName,
        input.agencyName,
        periodLabel(input.period.start, input.period.end),
        link,
        formatNotificationTime(input.expiresAt, input.zone),
      ),
    },
    input.token,
  );
}

/**
 * Sends one agency's hours of one pay period: under a lock on (facility, agency, period), so two
 * managers sending together cannot both open one, it refuses a period with no hours or one whose
 * sheet is still open, snapshots the timecards into lines, and queues the approver's mail.
 */
export async function sendCorporateTimesheet(
  ctx: Ctx,
  input: { agency_id: string; period_start: string; approver_name: string | null; approver_email: string },
  tx?: DbOrTx,
) {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const now = ctx.deps.clock.now();
  const link = newApproverLink(now);
  await limitMessagesTo(ctx, 'corporate-timesheet', [input.approver_email]);
  const done = await transaction(ctx, tx, async (t) => {
    const { setting, anchor } = await facilitySettings(t, facility.id);
    const period = periodStartingOn(input.period_start, setting, anchor);
    const agency = await agencyFor(t, facility.id, input.agency_id);
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`corporate:${facility.id}:${agency.id}:${period.start}`}))`);
    const [open] = await t
      .select({ sentAt: corporateTimesheets.sentAt })
      .from(corporateTimesheets)
      .where(
        and(
          eq(corporateTimesheets.facilityId, facility.id),
          eq(corporateTimesheets.agencyId, agency.id),
          eq(corporateTimesheets.periodStart, period.start),
          inArray(corporateTimesheets.status, [...openStatuses]),
        ),
      )
      .limit(1);
    if (open) throw new AppError('CONFLICT', productMessages.corporateAlreadyOpen(agency.name, formatDate(open.sentAt, facility.timezone)));
    const cards = await agencyTimecards(t, facility.id, agency.id, period);
    if (cards.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.corporateEmptyPeriod(agency.name));

    const [sheet] = await t
      .insert(corporateTimesheets)
      .values({
        facilityId: facility.id,
        agencyId: agency.id,
        periodStart: period.start,
        periodEnd: period.end,
        approverName: input.approver_name,
        approverEmail: input.approver_email,
        tokenHash: link.tokenHash,
        tokenExpiresAt: link.expiresAt,
        sentBy: userId,
        sentAt: now,
      })
      .returning({ id: corporateTimesheets.id });
    await t
      .insert(corporateTimesheetLines)
      .values(cards.map((c) => ({ facilityId: facility.id, corporateTimesheetId: sheet!.id, kind: 'TIMECARD' as const, ...c })));
    await queueOutbox(t, [
      approverMail({
        to: input.approver_email,
        approverName: input.approver_name,
        facilityName: facility.name,
        agencyName: agency.name,
        period,
        token: link.token,
        expiresAt: link.expiresAt,
        zone: facility.timezone,
        publicUrl: ctx.deps.config.publicUrl,
      }),
    ]);
    // The audit row names the sheet and its size, never the approver's address.
    await ctx.audit('corporate_timesheet.send', { target: sheet!.id, detail: `${cards.length} lines` }, t);
    return { id: sheet!.id, lines: cards.length };
  });
  return { ...done, message: productMessages.corporateSent(input.approver_email, done.lines) };
}

async function sheetOfFacility(db: DbOrTx, facilityId: string, sheetId: string, lock = false): Promise<Sheet> {
  const query = db
    .select()
    .from(corporateTimesheets)
    .where(and(eq(corporateTimesheets.facilityId, facilityId), eq(corporateTimesheets.id, sheetId)));
  const [sheet] = lock ? await query.for('update') : await query;
  if (!sheet) throw new AppError('NOT_FOUND');
  return sheet;
}

/**
 * A fresh link for an open sheet: a new token and expiry replace the old ones, so the link sent
 * before stops working at once; the approver's decisions so far stay. A corrected approver may
 * be given.
 */
export async function resendCorporateTimesheet(
  ctx: Ctx,
  input: { sheetId: string; approver_name?: string | null | undefined; approver_email?: string | undefined },
  tx?: DbOrTx,
) {
  const facility = facilityOf(ctx);
  const link = newApproverLink(ctx.deps.clock.now());
  const done = await transaction(ctx, tx, async (t) => {
    const sheet = await sheetOfFacility(t, facility.id, input.sheetId, true);
    if (!isOpen(sheet.status)) throw new AppError('CONFLICT', productMessages.corporateResendClosed);
    const approverEmail = input.approver_email ?? sheet.approverEmail;
    const approverName = input.approver_name === undefined ? sheet.approverName : input.approver_name;
    await limitMessagesTo(ctx, 'corporate-timesheet', [approverEmail]);
    await t
      .update(corporateTimesheets)
      .set({
        tokenHash: link.tokenHash,
        tokenExpiresAt: link.expiresAt,
        approverEmail,
        approverName,
        resendCount: sql`${corporateTimesheets.resendCount} + 1`,
      })
      .where(eq(corporateTimesheets.id, sheet.id));
    const names = agencyNames(t);
    const [agency] = sheet.agencyId ? await t.select({ name: names.name }).from(names).where(eq(names.id, sheet.agencyId)) : [];
    await queueOutbox(t, [
      approverMail({
        to: approverEmail,
        approverName,
        facilityName: facility.name,
        agencyName: agency?.name ?? '',
        period: { start: sheet.periodStart, end: sheet.periodEnd },
        token: link.token,
        expiresAt: link.expiresAt,
        zone: facility.timezone,
        publicUrl: ctx.deps.config.publicUrl,
      }),
    ]);
    await ctx.audit('corporate_timesheet.resend', { target: sheet.id }, t);
    return { id: sheet.id, approverEmail };
  });
  return { id: done.id, link_expires_at: link.expiresAt.toISOString(), message: productMessages.corporateResent(done.approverEmail) };
}

function summarySelect(db: DbOrTx) {
  const sender = staffNames(db);
  const agency = agencyNames(db);
  return db
    .select({ sheet: corporateTimesheets, agencyName: agency.name, firstName: sender.firstName, lastName: sender.lastName })
    .from(corporateTimesheets)
    .leftJoin(agency, eq(agency.id, corporateTimesheets.agencyId))
    .leftJoin(sender, eq(sender.id, corporateTimesheets.sentBy));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['execute']>>[number];

function toSummary(row: SummaryRow, counts: ReturnType<typeof emptyCounts>): CorporateTimesheetSummary {
  const { sheet } = row;
  const { worked, ...lineCounts } = counts;
  return {
    id: sheet.id,
    agency_id: sheet.agencyId,
    agency_name: row.agencyName,
    period_start: sheet.periodStart,
    period_end: sheet.periodEnd,
    approver_name: sheet.approverName,
    approver_email: sheet.approverEmail,
    status: sheet.status,
    sent_at: sheet.sentAt.toISOString(),
    sent_by: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    resend_count: sheet.resendCount,
    link_expires_at: sheet.tokenExpiresAt.toISOString(),
    submitted_at: sheet.submittedAt?.toISOString() ?? null,
    worked_minutes: worked,
    counts: lineCounts,
  };
}

export async function listCorporateTimesheets(
  ctx: Ctx,
  input: { page: number; page_size: number; status?: CorporateTimesheetStatus | undefined },
  tx?: DbOrTx,
) {
  const db = tx ?? ctx.deps.db;
  const where = and(
    eq(corporateTimesheets.facilityId, facilityOf(ctx).id),
    input.status ? eq(corporateTimesheets.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(desc(corporateTimesheets.periodStart), desc(corporateTimesheets.sentAt), desc(corporateTimesheets.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(corporateTimesheets).where(where),
  ]);
  const counts = await countsOf(
    db,
    rows.map((r) => r.sheet.id),
  );
  return { count: total?.n ?? 0, results: rows.map((r) => toSummary(r, counts.get(r.sheet.id)!)) };
}

export async function getCorporateTimesheet(ctx: Ctx, input: { sheetId: string }, tx?: DbOrTx): Promise<CorporateTimesheetDetail> {
  const db = tx ?? ctx.deps.db;
  const [row] = await summarySelect(db).where(
    and(eq(corporateTimesheets.facilityId, facilityOf(ctx).id), eq(corporateTimesheets.id, input.sheetId)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const [counts, lines] = await Promise.all([countsOfSheet(db, row.sheet.id), linesOf(db, row.sheet.id)]);
  return { ...toSummary(row, counts), lines: lines.map((r) => r.line) };
}

const fileSafe = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'agency';

/** The sheet's lines as CSV: times in the facility's zone (24-hour), hours with 2 decimals, every cell formula-safe. */
export async function exportCorporateTimesheet(ctx: Ctx, input: { sheetId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const facility = facilityOf(ctx);
  const sheet = await getCorporateTimesheet(ctx, input, tx);
  const time = (at: string | null) => (at ? inZone(at, facility.timezone).format('HH:mm') : '');
  const agency = sheet.agency_name ?? '';
  const rows = sheet.lines.map((l) =>
    csvLine([
      agency,
      sheet.period_start,
      sheet.period_end,
      l.nurse_name,
      l.work_date,
      time(l.clock_in_at),
      time(l.clock_out_at),
      hoursOf(l.worked_minutes).toFixed(2),
      l.kind === 'TIMECARD' ? 'Timecard' : 'Logged attendance',
      l.status,
      l.comment ?? '',
    ]),
  );
  const text = [csvLine(CORPORATE_EXPORT_COLUMNS), ...rows].map((line) => `${line}\r\n`).join('');
  return {
    data: Buffer.from(text, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `corporate-timesheet-${fileSafe(agency)}-${sheet.period_start}.csv`,
    disposition: 'attachment',
  };
}
