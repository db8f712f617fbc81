import type { CorporateCounts, CorporateLine } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet';
import { formatDate } from '@careroster/shared/format/date-time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { corporateTimesheetLines } from '../../db/schema';
import { hashToken, newToken } from '../../platform/tokens';
import { peopleDirectory } from '../employees';
import { CORPORATE_TIMESHEET_LINK_DAYS } from '@careroster/shared/timekeeping/values';

/** The data layer both sides of corporate timesheets read (decision 021). */

/** A line as the API answers it, and its nurse's job title (the approver's page shows it). */
export type LineRow = { line: CorporateLine; jobTitleId: string };

/** A sheet's lines with their nurse, by nurse then day then clock-in. Scope is the caller's: pass a sheet it may read. */
export async function linesOf(db: DbOrTx, sheetId: string): Promise<LineRow[]> {
  const people = peopleDirectory(db);
  const rows = await db
    .select({
      line: corporateTimesheetLines,
      firstName: people.firstName,
      lastName: people.lastName,
      jobTitleId: people.jobTitleId,
    })
    .from(corporateTimesheetLines)
    .innerJoin(people, eq(people.id, corporateTimesheetLines.employeeId))
    .where(eq(corporateTimesheetLines.corporateTimesheetId, sheetId))
    .orderBy(
      asc(people.lastName),
      asc(people.firstName),
      asc(corporateTimesheetLines.employeeId),
      asc(corporateTimesheetLines.workDate),
      asc(corporateTimesheetLines.clockInAt),
      asc(corporateTimesheetLines.id),
    );
  return rows.map(({ line, firstName, lastName, jobTitleId }) => ({
    jobTitleId,
    line: {
      id: line.id,
      kind: line.kind,
      employee_id: line.employeeId,
      nurse_name: `${firstName} ${lastName}`,
      work_date: line.workDate,
      clock_in_at: line.clockInAt?.toISOString() ?? null,
      clock_out_at: line.clockOutAt?.toISOString() ?? null,
      worked_minutes: line.workedMinutes,
      status: line.status,
      comment: line.comment,
      decided_at: line.decidedAt?.toISOString() ?? null,
    },
  }));
}

export const emptyCounts = (): CorporateCounts & { worked: number } => ({
  lines: 0,
  approved: 0,
  disputed: 0,
  pending: 0,
  logged: 0,
  worked: 0,
});

/** Line counts and worked minutes of several sheets in one grouped query. */
export async function countsOf(db: DbOrTx, sheetIds: string[]): Promise<Map<string, CorporateCounts & { worked: number }>> {
  const counts = new Map(sheetIds.map((id) => [id, emptyCounts()]));
  if (sheetIds.length === 0) return counts;
  const rows = await db
    .select({
      id: corporateTimesheetLines.corporateTimesheetId,
      lines: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${corporateTimesheetLines.status} = 'APPROVED'))::int`,
      disputed: sql<number>`(count(*) filter (where ${corporateTimesheetLines.status} = 'DISPUTED'))::int`,
      pending: sql<number>`(count(*) filter (where ${corporateTimesheetLines.status} = 'PENDING'))::int`,
      logged: sql<number>`(count(*) filter (where ${corporateTimesheetLines.kind} = 'LOGGED_ATTENDANCE'))::int`,
      worked: sql<number>`coalesce(sum(${corporateTimesheetLines.workedMinutes}), 0)::int`,
    })
    .from(corporateTimesheetLines)
    .where(inArray(corporateTimesheetLines.corporateTimesheetId, sheetIds))
    .groupBy(corporateTimesheetLines.corporateTimesheetId);
  for (const r of rows)
    counts.set(r.id, {
      lines: r.lines,
      approved: r.approved,
      disputed: r.disputed,
      pending: r.pending,
      logged: r.logged,
      worked: r.worked,
    });
  return counts;
}

export const countsOfSheet = async (db: DbOrTx, sheetId: string) => (await countsOf(db, [sheetId])).get(sheetId) ?? emptyCounts();

/** A period as the spec shows dates (DD/MM/YYYY), for mails and notifications. */
export const periodLabel = (start: string, end: string) => `${formatDate(start)} to ${formatDate(end)}`;

/** A fresh approver link: the token for the mail, its hash for the row, and when it stops working. */
export function newApproverLink(now: Date) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CORPORATE_TIMESHEET_LINK_DAYS * 86_400_000) };
}

export const openStatuses = ['SENT', 'IN_REVIEW'] as const;
export const isOpen = (status: string) => (openStatuses as readonly string[]).includes(status);

/** Lines are only ever read through their sheet: a line id of another sheet matches nothing. */
export const lineOfSheet = (sheetId: string, lineId: string) =>
  and(eq(corporateTimesheetLines.corporateTimesheetId, sheetId), eq(corporateTimesheetLines.id, lineId));
