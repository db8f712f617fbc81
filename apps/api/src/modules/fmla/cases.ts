import type { createFmlaCaseBody, listFmlaCasesContract } from '@careroster/shared/api/fmla/cases';
import type { FmlaCase, FmlaCaseDetail, FmlaCertification } from '@careroster/shared/api/fmla/fmla';
import { fmlaCertificationFilePath } from '@careroster/shared/api/fmla/certifications';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { fmlaEligibility, hoursOfServiceWindow, weeksOfEmployment } from '@careroster/shared/fmla/eligibility';
import { averageWorkweekMinutes, entitlementMinutes, hoursOf, weeksOf } from '@careroster/shared/fmla/hours';
import { FMLA_WORKWEEKS, fmlaStanding, type FmlaPeriodSettings, type FmlaUse } from '@careroster/shared/fmla/period';
import { productMessages } from '@careroster/shared/messages';
import { ptoMinutesIn } from '@careroster/shared/payroll/pay';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { fmlaCases, fmlaCertifications, fmlaEntries } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { employeeOf, peopleDirectory } from '../employees';
import { approvedLeaveBetween } from '../pto';
import { workedMinutesOf } from '../timekeeping';
import { facilityEmployeeCount, periodSettingsOf, settingsRow } from './settings';

/** A case can run at most a year: a longer need is a new notice in a new 12-month period. */
const CASE_SPAN_DAYS = 366;

const caseSelect = (db: DbOrTx) => {
  const people = peopleDirectory(db);
  return db
    .select({ c: fmlaCases, nurseId: people.nurseId, firstName: people.firstName, lastName: people.lastName })
    .from(fmlaCases)
    .innerJoin(people, eq(people.id, fmlaCases.employeeId));
};
type CaseRow = Awaited<ReturnType<ReturnType<typeof caseSelect>['execute']>>[number];

/** Every FMLA day of these employees at the facility, each as a share of its case's workweek (825.205(b)). */
export async function usesOf(db: DbOrTx, facilityId: string, employeeIds: readonly string[]): Promise<Map<string, FmlaUse[]>> {
  const byEmployee = new Map<string, FmlaUse[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .select({
      employeeId: fmlaEntries.employeeId,
      date: fmlaEntries.date,
      minutes: fmlaEntries.minutes,
      workweek: fmlaCases.workweekMinutes,
    })
    .from(fmlaEntries)
    .innerJoin(fmlaCases, eq(fmlaCases.id, fmlaEntries.caseId))
    .where(and(eq(fmlaEntries.facilityId, facilityId), inArray(fmlaEntries.employeeId, [...employeeIds])));
  for (const r of rows) {
    const list = byEmployee.get(r.employeeId) ?? [];
    list.push({ date: r.date, weeks: weeksOf(r.minutes, r.workweek) });
    byEmployee.set(r.employeeId, list);
  }
  return byEmployee;
}

/**
 * Her standing in the current 12-month period, in hours of this case's workweek: as of today, or
 * as of her last recorded day when leave is already entered ahead.
 */
export function balanceOf(settings: FmlaPeriodSettings, uses: readonly FmlaUse[], workweekMinutes: number, today: string) {
  const last = uses.reduce((max, u) => (u.date > max ? u.date : max), today);
  const standing = fmlaStanding(settings, uses, last);
  const hours = (weeks: number) => hoursOf(weeks * workweekMinutes);
  return {
    method: standing.method,
    period_from: standing.from,
    period_to: standing.to,
    entitlement_hours: hoursOf(entitlementMinutes(workweekMinutes)),
    used_hours: hours(standing.weeksUsed),
    left_hours: hours(Math.max(0, FMLA_WORKWEEKS - standing.weeksUsed)),
  };
}

export function toCertification(row: typeof fmlaCertifications.$inferSelect, today: string): FmlaCertification {
  return {
    id: row.id,
    case_id: row.caseId,
    status: row.status,
    requested_on: row.requestedOn,
    due_date: row.dueDate,
    overdue: (row.status === 'REQUESTED' || row.status === 'INSUFFICIENT') && today > row.dueDate,
    received_on: row.receivedOn,
    filename: row.filename,
    file_url: row.filePath ? fmlaCertificationFilePath(row.id) : null,
    note: row.note,
  };
}

async function certificationsOf(db: DbOrTx, caseIds: readonly string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select()
    .from(fmlaCertifications)
    .where(inArray(fmlaCertifications.caseId, [...caseIds]))
    .orderBy(asc(fmlaCertifications.createdAt), asc(fmlaCertifications.id));
}

/** The cases as the list shows them: eligibility, balance and the latest certification, in three statements. */
async function toCases(db: DbOrTx, facilityId: string, rows: CaseRow[], today: string): Promise<FmlaCase[]> {
  const [settings, uses, certifications] = await Promise.all([
    settingsRow(db, facilityId),
    usesOf(db, facilityId, [...new Set(rows.map((r) => r.c.employeeId))]),
    certificationsOf(
      db,
      rows.map((r) => r.c.id),
    ),
  ]);
  const rule = periodSettingsOf(settings);
  const latest = new Map(certifications.map((c) => [c.caseId, c]));
  return rows.map(({ c, nurseId, firstName, lastName }) => {
    const certification = latest.get(c.id);
    return {
      id: c.id,
      employee_id: c.employeeId,
      nurse_id: nurseId,
      employee_name: `${firstName} ${lastName}`,
      reason: c.reason,
      kind: c.kind,
      start_date: c.startDate,
      expected_end_date: c.expectedEndDate,
      notice_date: c.noticeDate,
      status: c.status,
      workweek_hours: hoursOf(c.workweekMinutes),
      note: c.note,
      eligibility: c.eligibility,
      balance: balanceOf(rule, uses.get(c.employeeId) ?? [], c.workweekMinutes, today),
      certification: certification ? toCertification(certification, today) : null,
      created_at: c.createdAt.toISOString(),
    };
  });
}

const todayOf = (ctx: Ctx) => todayIn(facilityOf(ctx).timezone, ctx.deps.clock.now());

export async function listCases(ctx: Ctx, input: z.output<(typeof listFmlaCasesContract)['query']>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const rows = await caseSelect(db)
    .where(
      and(
        eq(fmlaCases.facilityId, facilityId),
        input.status ? eq(fmlaCases.status, input.status) : undefined,
        input.employee_id ? eq(fmlaCases.employeeId, input.employee_id) : undefined,
      ),
    )
    .orderBy(sql`case when ${fmlaCases.status} = 'OPEN' then 0 else 1 end`, desc(fmlaCases.startDate), asc(fmlaCases.id))
    .limit(500);
  return { results: await toCases(db, facilityId, rows, todayOf(ctx)) };
}

/** One case of this facility (404 for another's). */
export async function caseOf(db: DbOrTx, facilityId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(fmlaCases)
    .where(and(eq(fmlaCases.facilityId, facilityId), eq(fmlaCases.id, caseId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function caseDetail(ctx: Ctx, caseId: string, tx?: DbOrTx): Promise<FmlaCaseDetail> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const today = todayOf(ctx);
  const rows = await caseSelect(db).where(and(eq(fmlaCases.facilityId, facilityId), eq(fmlaCases.id, caseId)));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  const [[found], entries, certifications] = await Promise.all([
    toCases(db, facilityId, rows, today),
    db.select().from(fmlaEntries).where(eq(fmlaEntries.caseId, caseId)).orderBy(desc(fmlaEntries.date)),
    certificationsOf(db, [caseId]),
  ]);
  return {
    ...found!,
    entries: entries.map((e) => ({
      id: e.id,
      date: e.date,
      hours: hoursOf(e.minutes),
      pto_hours: hoursOf(e.ptoMinutes),
      created_at: e.createdAt.toISOString(),
    })),
    certifications: certifications.reverse().map((c) => toCertification(c, today)),
  };
}

/**
 * Opens a case when she gives notice, and determines her eligibility then (29 CFR 825.110): the
 * months and hours as of the leave's start (825.110(d)), hours worked in the 12 months before it
 * from timekeeping plus those staff enter from other records (paid leave not counted, 825.110(c)), the employees within 75 miles as they are
 * now, the day notice is recorded (825.110(e)). Her normal workweek is the one staff state, else
 * the weekly average of the 12 months before the leave with paid leave included (825.205(b)(3)).
 */
export async function createCase(ctx: Ctx, input: z.output<typeof createFmlaCaseBody>, tx?: DbOrTx): Promise<FmlaCaseDetail> {
  const facility = facilityOf(ctx);
  const today = todayOf(ctx);
  if (input.expected_end_date > addDays(input.start_date, CASE_SPAN_DAYS - 1))
    throw new AppError('VALIDATION_FAILED', productMessages.fmlaCaseSpanTooLong);
  const db = tx ?? ctx.deps.db;
  const id = await db.transaction(async (t) => {
    await employeeOf(t, facility.id, input.employee_id);
    const people = peopleDirectory(t);
    const [person] = await t
      .select({ hired: people.dateOfJoining, ended: people.terminationDate })
      .from(people)
      .where(eq(people.id, input.employee_id));
    const window = hoursOfServiceWindow(input.start_date);
    const [settings, worksite, worked, leave] = await Promise.all([
      settingsRow(t, facility.id),
      facilityEmployeeCount(t, facility.id),
      workedMinutesOf(t, input.employee_id, window),
      approvedLeaveBetween(t, facility.id, window),
    ]);
    const employment = person?.hired ? [{ from: person.hired, to: person.ended }] : [];
    const otherWorked = Math.round(input.other_hours_worked * 60);
    const eligibility = fmlaEligibility({
      leaveStart: input.start_date,
      employment,
      workedMinutes: worked + otherWorked,
      worksiteEmployees: worksite + settings.otherWorksiteEmployees,
    });
    let workweekMinutes = input.workweek_hours === null ? 0 : Math.round(input.workweek_hours * 60);
    if (workweekMinutes === 0) {
      const paidLeave = leave
        .filter((l) => l.employeeId === input.employee_id)
        .reduce((sum, l) => sum + ptoMinutesIn(l, { start: window.from, end: window.to }), 0);
      const weeks = weeksOfEmployment(
        employment.map((p) => ({ from: p.from < window.from ? window.from : p.from, to: p.to })),
        input.start_date,
      );
      workweekMinutes = averageWorkweekMinutes(worked + otherWorked + paidLeave, weeks);
    }
    if (workweekMinutes <= 0) throw new AppError('VALIDATION_FAILED', productMessages.fmlaNoWorkweek);
    const [row] = await t
      .insert(fmlaCases)
      .values({
        facilityId: facility.id,
        employeeId: input.employee_id,
        reason: input.reason,
        kind: input.kind,
        startDate: input.start_date,
        expectedEndDate: input.expected_end_date,
        noticeDate: input.notice_date ?? today,
        workweekMinutes,
        otherWorkedMinutes: otherWorked,
        eligibility,
        note: input.note && input.note.length > 0 ? input.note : null,
        createdBy: userOf(ctx).id,
      })
      .returning({ id: fmlaCases.id });
    await ctx.audit('fmla.case.create', { target: row!.id }, t);
    return row!.id;
  });
  return caseDetail(ctx, id, tx);
}

/** Closes a case (no more entries; a continuous case's days free again) or opens it again. */
export async function updateCase(ctx: Ctx, input: { caseId: string; status: 'OPEN' | 'CLOSED' }, tx?: DbOrTx): Promise<FmlaCaseDetail> {
  const facilityId = facilityOf(ctx).id;
  const db = tx ?? ctx.deps.db;
  await db.transaction(async (t) => {
    const current = await caseOf(t, facilityId, input.caseId);
    await t.update(fmlaCases).set({ status: input.status }).where(eq(fmlaCases.id, current.id));
    await ctx.audit(input.status === 'CLOSED' ? 'fmla.case.close' : 'fmla.case.reopen', { target: current.id }, t);
  });
  return caseDetail(ctx, input.caseId, tx);
}
