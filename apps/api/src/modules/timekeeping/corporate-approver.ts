import type { ApproverTimesheet } from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { AppError } from '@careroster/shared/errors';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { jobTitles as sharedJobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { workedMinutes } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { corporateTimesheetLines, corporateTimesheets, timecards } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hashToken } from '../../platform/tokens';
import { facilityNamesAndZones } from '../facility';
import { raiseNotifications } from '../notifications';
import { countsOfSheet, isOpen, lineOfSheet, linesOf, periodLabel } from './corporate-lines';
import { recordTimecardChange } from './timecards';
import { agencyNames, peopleDirectory } from '../employees';

type Sheet = typeof corporateTimesheets.$inferSelect;
type Found = { sheet: Sheet; facilityName: string; timezone: string; agencyName: string };

const MAX_ATTENDANCE_MINUTES = 24 * 60;
const titleOf = new Map<string, string>(sharedJobTitles.map((t) => [t.id, t.abbreviation]));

/**
 * The sheet a link's token opens, and nothing else: the token is looked up by its hash. A token
 * no sheet has (mistyped, or replaced by a resend) and an expired one are 404s saying which.
 */
async function sheetOfToken(db: DbOrTx, token: string, now: Date, lock = false): Promise<Found> {
  const facility = facilityNamesAndZones(db);
  const agency = agencyNames(db);
  const query = db
    .select({ sheet: corporateTimesheets, facilityName: facility.name, timezone: facility.timezone, agencyName: agency.name })
    .from(corporateTimesheets)
    .innerJoin(facility, eq(facility.id, corporateTimesheets.facilityId))
    .leftJoin(agency, eq(agency.id, corporateTimesheets.agencyId))
    .where(eq(corporateTimesheets.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update', { of: corporateTimesheets }) : await query;
  if (!row) throw new AppError('NOT_FOUND', productMessages.corporateLinkUnknown);
  if (row.sheet.tokenExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('NOT_FOUND', productMessages.corporateLinkExpired(formatNotificationTime(row.sheet.tokenExpiresAt, row.timezone)));
  }
  return { ...row, agencyName: row.agencyName ?? '' };
}

/** Changes need a sheet the approver has not submitted yet. */
async function openSheetOfToken(db: DbOrTx, token: string, now: Date): Promise<Found> {
  const found = await sheetOfToken(db, token, now, true);
  if (!isOpen(found.sheet.status)) throw new AppError('CONFLICT', productMessages.corporateAlreadySubmitted);
  return found;
}

/** The agency's AN nurses at the sheet's facility: whom the sheet covers and whose attendance may be logged. */
function agencyNurses(db: DbOrTx, sheet: Sheet) {
  if (sheet.agencyId === null) return Promise.resolve([]);
  const people = peopleDirectory(db);
  return db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, jobTitleId: people.jobTitleId })
    .from(people)
    .where(and(eq(people.facilityId, sheet.facilityId), eq(people.workerType, 'AN'), eq(people.agencyId, sheet.agencyId)))
    .orderBy(asc(people.lastName), asc(people.firstName));
}

async function viewOf(db: DbOrTx, found: Found): Promise<ApproverTimesheet> {
  const { sheet } = found;
  // One after another: the approver's actions pass their transaction, one connection, on which pg
  // queues concurrent queries with a deprecation warning (pg 9 will refuse them).
  const lines = await linesOf(db, sheet.id);
  const roster = await agencyNurses(db, sheet);
  const counts = await countsOfSheet(db, sheet.id);
  const byNurse = new Map<string, ApproverTimesheet['nurses'][number]>();
  for (const { line: l, jobTitleId } of lines) {
    let nurse = byNurse.get(l.employee_id);
    if (!nurse) {
      nurse = { employee_id: l.employee_id, name: l.nurse_name, job_title: titleOf.get(jobTitleId) ?? '', worked_minutes: 0, lines: [] };
      byNurse.set(l.employee_id, nurse);
    }
    nurse.lines.push({
      id: l.id,
      kind: l.kind,
      work_date: l.work_date,
      clock_in_at: l.clock_in_at,
      clock_out_at: l.clock_out_at,
      worked_minutes: l.worked_minutes,
      status: l.status,
      comment: l.comment,
      decided_at: l.decided_at,
    });
    nurse.worked_minutes += l.worked_minutes;
  }
  for (const n of roster) {
    if (!byNurse.has(n.id)) {
      byNurse.set(n.id, {
        employee_id: n.id,
        name: `${n.firstName} ${n.lastName}`,
        job_title: titleOf.get(n.jobTitleId) ?? '',
        worked_minutes: 0,
        lines: [],
      });
    }
  }
  const { worked, ...lineCounts } = counts;
  return {
    facility_name: found.facilityName,
    timezone: found.timezone,
    agency_name: found.agencyName,
    period_start: sheet.periodStart,
    period_end: sheet.periodEnd,
    approver_name: sheet.approverName,
    status: sheet.status,
    submitted_at: sheet.submittedAt?.toISOString() ?? null,
    link_expires_at: sheet.tokenExpiresAt.toISOString(),
    worked_minutes: worked,
    counts: lineCounts,
    nurses: [...byNurse.values()],
  };
}

/** The approver's first change moves a sent sheet to IN_REVIEW, so the facility sees work has begun. */
async function markInReview(tx: DbOrTx, sheet: Sheet) {
  if (sheet.status === 'SENT')
    await tx.update(corporateTimesheets).set({ status: 'IN_REVIEW' }).where(eq(corporateTimesheets.id, sheet.id));
}

export async function getApproverTimesheet(ctx: Ctx, input: { token: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  return viewOf(db, await sheetOfToken(db, input.token, ctx.deps.clock.now()));
}

/** Approve or dispute one line of the token's sheet; a line of any other sheet is not found. Decisions can change until submit. */
export async function decideCorporateLine(
  ctx: Ctx,
  input: { token: string; lineId: string; decision: 'APPROVED' | 'DISPUTED'; comment: string | null },
  tx?: DbOrTx,
) {
  const now = ctx.deps.clock.now();
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const found = await openSheetOfToken(t, input.token, now);
    const [updated] = await t
      .update(corporateTimesheetLines)
      .set({ status: input.decision, comment: input.comment, decidedAt: now })
      .where(lineOfSheet(found.sheet.id, input.lineId))
      .returning({ id: corporateTimesheetLines.id });
    if (!updated) throw new AppError('NOT_FOUND', productMessages.corporateLineUnknown);
    await markInReview(t, found.sheet);
    return viewOf(t, { ...found, sheet: { ...found.sheet, status: 'IN_REVIEW' } });
  });
}

export async function approveRemainingLines(ctx: Ctx, input: { token: string }, tx?: DbOrTx) {
  const now = ctx.deps.clock.now();
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const found = await openSheetOfToken(t, input.token, now);
    await t
      .update(corporateTimesheetLines)
      .set({ status: 'APPROVED', decidedAt: now })
      .where(and(eq(corporateTimesheetLines.corporateTimesheetId, found.sheet.id), eq(corporateTimesheetLines.status, 'PENDING')));
    await markInReview(t, found.sheet);
    return viewOf(t, { ...found, sheet: { ...found.sheet, status: 'IN_REVIEW' } });
  });
}

/**
 * A missing attendance: one of the agency's nurses at this facility, a day of the period, times
 * on the facility's wall clock (a clock-out not after the clock-in is the next day). It must not
 * overlap hours the nurse already has on the sheet. The approver who logs it vouches for it, so
 * the line is APPROVED with the comment; the facility sees it as a LOGGED_ATTENDANCE line.
 */
export async function logAttendance(
  ctx: Ctx,
  input: { token: string; employee_id: string; work_date: string; clock_in: string; clock_out: string; comment: string },
  tx?: DbOrTx,
) {
  const now = ctx.deps.clock.now();
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const found = await openSheetOfToken(t, input.token, now);
    const { sheet, timezone } = found;
    const roster = await agencyNurses(t, sheet);
    if (!roster.some((n) => n.id === input.employee_id)) throw new AppError('NOT_FOUND', productMessages.corporateAttendanceNurseUnknown);
    if (input.work_date < sheet.periodStart || input.work_date > sheet.periodEnd) {
      throw new AppError('VALIDATION_FAILED', productMessages.corporateAttendanceOutsidePeriod);
    }
    const clockInAt = zonedInstant(input.work_date, input.clock_in, timezone);
    let clockOutAt = zonedInstant(input.work_date, input.clock_out, timezone);
    if (clockOutAt <= clockInAt) clockOutAt = zonedInstant(addDays(input.work_date, 1), input.clock_out, timezone);
    const minutes = workedMinutes({ clockInAt, clockOutAt, breakMinutes: 0, rounding: 0 });
    if (minutes > MAX_ATTENDANCE_MINUTES) throw new AppError('VALIDATION_FAILED', productMessages.corporateAttendanceTooLong);
    const theirs = await t
      .select({ clockInAt: corporateTimesheetLines.clockInAt, clockOutAt: corporateTimesheetLines.clockOutAt })
      .from(corporateTimesheetLines)
      .where(and(eq(corporateTimesheetLines.corporateTimesheetId, sheet.id), eq(corporateTimesheetLines.employeeId, input.employee_id)));
    const overlaps = theirs.some((l) => l.clockInAt && l.clockOutAt && l.clockInAt < clockOutAt && l.clockOutAt > clockInAt);
    if (overlaps) throw new AppError('CONFLICT', productMessages.corporateAttendanceOverlaps);
    await t.insert(corporateTimesheetLines).values({
      facilityId: sheet.facilityId,
      corporateTimesheetId: sheet.id,
      kind: 'LOGGED_ATTENDANCE',
      employeeId: input.employee_id,
      workDate: input.work_date,
      clockInAt,
      clockOutAt,
      workedMinutes: minutes,
      status: 'APPROVED',
      comment: input.comment,
      decidedAt: now,
    });
    await markInReview(t, sheet);
    return viewOf(t, { ...found, sheet: { ...sheet, status: 'IN_REVIEW' } });
  });
}

/**
 * The approver is done: every line must be decided. The sheet becomes APPROVED when every line
 * is, DISPUTED otherwise. Each disputed line disputes its timecard with the approver's comment,
 * through the timecard's history (actor APPROVER, the approver's name), so the facility's
 * timesheet shows it; approved lines leave timecards as they are (the facility approves its own).
 * The facility's members get a TIMESHEET notification.
 */
export async function submitCorporateTimesheet(ctx: Ctx, input: { token: string }, tx?: DbOrTx) {
  const now = ctx.deps.clock.now();
  const status = await transaction(ctx, tx, async (t) => {
    const { sheet, agencyName } = await openSheetOfToken(t, input.token, now);
    const counts = await countsOfSheet(t, sheet.id);
    if (counts.pending > 0) throw new AppError('VALIDATION_FAILED', productMessages.corporateSubmitPending(counts.pending));
    const outcome = counts.disputed > 0 ? ('DISPUTED' as const) : ('APPROVED' as const);
    await t.update(corporateTimesheets).set({ status: outcome, submittedAt: now }).where(eq(corporateTimesheets.id, sheet.id));

    const disputed = await t
      .select({ card: timecards, comment: corporateTimesheetLines.comment })
      .from(corporateTimesheetLines)
      .innerJoin(timecards, and(eq(timecards.id, corporateTimesheetLines.timecardId), eq(timecards.facilityId, sheet.facilityId)))
      .where(and(eq(corporateTimesheetLines.corporateTimesheetId, sheet.id), eq(corporateTimesheetLines.status, 'DISPUTED')));
    const approver = sheet.approverName ?? sheet.approverEmail;
    for (const { card, comment } of disputed) {
      await recordTimecardChange(
        t,
        { timecard: card, field: 'status', newValue: 'DISPUTED', reason: comment, actor: { kind: 'APPROVER', label: approver } },
        now,
      );
      await t
        .update(timecards)
        .set({
          status: 'DISPUTED',
          disputeReason: comment ?? productMessages.corporateDisputeNeedsComment,
          decidedAt: now,
          decidedBy: null,
          autoApproved: false,
        })
        .where(eq(timecards.id, card.id));
    }

    await raiseNotifications(t, [
      {
        facilityId: sheet.facilityId,
        type: 'TIMESHEET',
        typeId: sheet.id,
        title: productMessages.corporateNotificationTitle(outcome),
        body: productMessages.corporateNotificationBody(
          agencyName,
          periodLabel(sheet.periodStart, sheet.periodEnd),
          counts.disputed,
          counts.logged,
        ),
      },
    ]);
    await ctx.audit('corporate_timesheet.submit', { target: sheet.id, detail: outcome }, t);
    return outcome;
  });
  return { status, message: productMessages.corporateSubmitted(status) };
}
