import type { PayrollRunsFilters } from '@careroster/shared/api/payroll/list-runs';
import type { FinishedPeriod, PayrollRunDetails, PayrollRunSummary, RegularRateView } from '@careroster/shared/api/payroll/payroll-run';
import { AppError } from '@careroster/shared/errors';
import { formatDate, formatDateRange, todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { payrollTotals, type PayrollLine } from '@careroster/shared/payroll/pay';
import { hoursOf, payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payrollRunLinePeriods, payrollRunLines, payrollRuns } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { bookingRows } from '../shifts';
import { approvedWorkedTime } from '../timekeeping';
import { transaction } from '../../platform/effects';
import { computeLines, finishedPeriods, openTimecards, payrollFacility, type PayrollFacility } from './inputs';
import { agencyNames, peopleDirectory } from '../employees';
import { benefitDeductions, toBenefitLine } from '../benefits';

export type RunRow = typeof payrollRuns.$inferSelect;
type LineRow = typeof payrollRunLines.$inferSelect;

/** How many finished periods "Compute payroll" offers. */
const OFFERED_PERIODS = 8;

export const periodOfRun = (run: Pick<RunRow, 'periodStart' | 'periodEnd'>) => formatDateRange(run.periodStart, run.periodEnd);

/** An external nurse's line the vault still owes: a line of no money has nothing to pay. */
export const isOwed = (line: Pick<LineRow, 'workerType' | 'grossCents' | 'transactionId'>) =>
  line.workerType === 'EN' && line.grossCents > 0 && line.transactionId === null;

/** The facility's run by id, locked for the caller's transaction when asked; another facility's is a 404. */
export async function runOf(db: DbOrTx, facilityId: string, runId: string, lock = false): Promise<RunRow> {
  const query = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.facilityId, facilityId)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw new AppError('NOT_FOUND');
  return run;
}

async function summariesOf(db: DbOrTx, runs: readonly RunRow[]): Promise<PayrollRunSummary[]> {
  const ids = runs.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          runId: payrollRunLines.runId,
          workerType: payrollRunLines.workerType,
          lines: count(),
          owed: sql<number>`count(*) filter (where ${payrollRunLines.transactionId} is null and ${payrollRunLines.grossCents} > 0)::int`,
        })
        .from(payrollRunLines)
        .where(inArray(payrollRunLines.runId, ids))
        .groupBy(payrollRunLines.runId, payrollRunLines.workerType)
    : [];
  return runs.map((run) => {
    const of = (type: string) => counts.find((c) => c.runId === run.id && c.workerType === type);
    const external = of('EN');
    return {
      id: run.id,
      period_start: run.periodStart,
      period_end: run.periodEnd,
      status: run.status,
      gross: fromCents(run.grossCents),
      payout: fromCents(run.payoutCents),
      agency: fromCents(run.agencyCents),
      internal: fromCents(run.internalCents),
      lines: counts.filter((c) => c.runId === run.id).reduce((n, c) => n + c.lines, 0),
      external_lines: external?.lines ?? 0,
      external_paid: (external?.lines ?? 0) - (external?.owed ?? 0),
      agency_lines: of('AN')?.lines ?? 0,
      internal_lines: of('IN')?.lines ?? 0,
      computed_at: run.computedAt.toISOString(),
      approved_at: run.approvedAt?.toISOString() ?? null,
      paid_at: run.paidAt?.toISOString() ?? null,
    };
  });
}

export const summaryOf = async (db: DbOrTx, run: RunRow) => (await summariesOf(db, [run]))[0]!;

/** Replaces a locked DRAFT's lines and totals with freshly computed ones. */
async function writeLines(tx: DbOrTx, run: RunRow, lines: readonly PayrollLine[], now: Date): Promise<RunRow> {
  await tx.delete(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
  if (lines.length > 0) {
    const inserted = await tx
      .insert(payrollRunLines)
      .values(
        lines.map((l) => ({
          runId: run.id,
          facilityId: run.facilityId,
          employeeId: l.employeeId,
          workerType: l.workerType,
          agencyId: l.agencyId,
          regularMinutes: l.regularMinutes,
          overtimeMinutes: l.overtimeMinutes,
          doubleTimeMinutes: l.doubleTimeMinutes,
          differentialMinutes: l.differentialMinutes,
          ptoMinutes: l.ptoMinutes,
          rateCents: l.rateCents,
          regularCents: l.regularCents,
          overtimeCents: l.overtimeCents,
          doubleTimeCents: l.doubleTimeCents,
          differentialCents: l.differentialCents,
          overtimeAdjustmentCents: l.overtimeAdjustmentCents,
          ptoCents: l.ptoCents,
          grossCents: l.grossCents,
        })),
      )
      .returning({ id: payrollRunLines.id, employeeId: payrollRunLines.employeeId });
    const lineIds = new Map(inserted.map((r) => [r.employeeId, r.id]));
    const periods = lines.flatMap((l) =>
      l.regularRates.map(({ start, end, ...r }) => ({ lineId: lineIds.get(l.employeeId)!, periodStart: start, periodEnd: end, ...r })),
    );
    if (periods.length > 0) await tx.insert(payrollRunLinePeriods).values(periods);
  }
  const [updated] = await tx
    .update(payrollRuns)
    .set({ ...payrollTotals(lines), computedAt: now })
    .where(eq(payrollRuns.id, run.id))
    .returning();
  return updated!;
}

/**
 * Computes the DRAFT of a period, creating its run or computing it again, in the caller's
 * transaction. The run row is the lock: two computations of a period queue on it. `created` says
 * whether this call made the run (the period-ready job notifies only then).
 */
export async function draftRun(
  tx: DbOrTx,
  facility: PayrollFacility,
  period: PayPeriod,
  now: Date,
): Promise<{ run: RunRow; created: boolean }> {
  // A change of the payroll setting starts periods elsewhere: a run must not pay the same days twice.
  const [overlap] = await tx
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.facilityId, facility.id),
        ne(payrollRuns.periodStart, period.start),
        lte(payrollRuns.periodStart, period.end),
        gte(payrollRuns.periodEnd, period.start),
      ),
    )
    .limit(1);
  if (overlap) throw new AppError('CONFLICT', productMessages.payrollPeriodOverlaps(periodOfRun(overlap)));
  const inserted = await tx
    .insert(payrollRuns)
    .values({ facilityId: facility.id, periodStart: period.start, periodEnd: period.end, computedAt: now })
    .onConflictDoNothing()
    .returning({ id: payrollRuns.id });
  const [run] = await tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.facilityId, facility.id), eq(payrollRuns.periodStart, period.start)))
    .for('update');
  if (run!.status !== 'DRAFT') throw new AppError('CONFLICT', productMessages.payrollRunFrozen);
  const lines = await computeLines(tx, facility, period);
  return { run: await writeLines(tx, run!, lines, now), created: inserted.length > 0 };
}

/** The pay period starting on `start`, refused unless it is one of the facility's and has ended. */
function endedPeriod(facility: PayrollFacility, start: string, now: Date): PayPeriod {
  const period = payPeriodOf(start, facility.payrollSetting, facility.anchor);
  if (period.start !== start) throw new AppError('VALIDATION_FAILED', productMessages.payrollNotPeriodStart(formatDate(period.start)));
  if (period.end >= todayIn(facility.timezone, now))
    throw new AppError('VALIDATION_FAILED', productMessages.payrollPeriodOpen(formatDate(period.end)));
  return period;
}

/** POST facilities/payroll/runs: the DRAFT of an ended period, computed (again) from approved timecards. */
export async function computeRun(ctx: Ctx, input: { period_start: string }, tx?: DbOrTx): Promise<PayrollRunSummary> {
  const db = tx ?? ctx.deps.db;
  const now = ctx.deps.clock.now();
  const facility = await payrollFacility(db, facilityOf(ctx).id);
  const period = endedPeriod(facility, input.period_start, now);
  return transaction(ctx, tx, async (t, after) => {
    const { run, created } = await draftRun(t, facility, period, now);
    await ctx.audit(created ? 'payroll.run_computed' : 'payroll.run_recomputed', { target: run.id, detail: periodOfRun(run) }, t);
    after.publish({ type: 'payroll.changed', run_id: run.id });
    return summaryOf(t, run);
  });
}

/** GET facilities/payroll/runs: newest period first, and the periods that have ended lately with their runs. */
export async function listRuns(ctx: Ctx, query: PayrollRunsFilters, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = await payrollFacility(db, facilityOf(ctx).id);
  const { page, page_size: size } = query;
  const where = and(eq(payrollRuns.facilityId, facility.id), query.status ? eq(payrollRuns.status, query.status) : undefined);
  const [total] = await db.select({ n: count() }).from(payrollRuns).where(where);
  const runs = await db
    .select()
    .from(payrollRuns)
    .where(where)
    .orderBy(desc(payrollRuns.periodStart))
    .limit(size)
    .offset((page - 1) * size);
  const offered = finishedPeriods(facility, OFFERED_PERIODS, ctx.deps.clock.now());
  const existing = await db
    .select({ id: payrollRuns.id, start: payrollRuns.periodStart, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.facilityId, facility.id),
        inArray(
          payrollRuns.periodStart,
          offered.map((p) => p.start),
        ),
      ),
    );
  const periods: FinishedPeriod[] = offered.map((p) => {
    const run = existing.find((r) => r.start === p.start);
    return { start: p.start, end: p.end, run_id: run?.id ?? null, status: run?.status ?? null };
  });
  return { count: total?.n ?? 0, results: await summariesOf(db, runs), periods };
}

/**
 * Employees of the run whose approved shifts in the period had no rate of their kind on the
 * position (EN: external, AN: agency), so the employee's own rate was used: the drill-down says so.
 */
async function rateFallbacks(db: DbOrTx, run: RunRow): Promise<Set<string>> {
  // The day before too: its night is paid in this run for the minutes after midnight.
  const work = approvedWorkedTime(db, run.facilityId, { from: addDays(run.periodStart, -1), to: run.periodEnd });
  const bookings = bookingRows(db);
  const rows = await db
    .selectDistinct({ employeeId: work.employeeId })
    .from(work)
    .innerJoin(bookings, eq(bookings.id, work.assignmentId))
    .innerJoin(payrollRunLines, and(eq(payrollRunLines.runId, run.id), eq(payrollRunLines.employeeId, work.employeeId)))
    .where(
      or(
        and(eq(payrollRunLines.workerType, 'EN'), isNull(bookings.rateCents)),
        and(eq(payrollRunLines.workerType, 'AN'), isNull(bookings.agencyRateCents)),
      ),
    );
  return new Set(rows.map((r) => r.employeeId));
}

/** The run's lines with the names and ids the drill-down and the exports show. */
export async function linesOf(db: DbOrTx, run: RunRow) {
  const agencies = agencyNames(db);
  const people = peopleDirectory(db);
  return db
    .select({
      line: payrollRunLines,
      first: people.firstName,
      last: people.lastName,
      empId: people.empId,
      paychexEmpId: people.paychexEmpId,
      paychexOrgId: people.paychexOrgId,
      jobTitleId: people.jobTitleId,
      agencyName: agencies.name,
    })
    .from(payrollRunLines)
    .innerJoin(people, eq(people.id, payrollRunLines.employeeId))
    .leftJoin(agencies, eq(agencies.id, payrollRunLines.agencyId))
    .where(eq(payrollRunLines.runId, run.id))
    .orderBy(asc(payrollRunLines.workerType), asc(people.lastName), asc(people.firstName), asc(payrollRunLines.employeeId));
}

/** The internal staff of a run's lines: the people whose benefit deductions the provider takes (decision 075). */
export const internalIds = (rows: readonly { line: Pick<LineRow, 'employeeId' | 'workerType'> }[]) =>
  rows.filter((r) => r.line.workerType === 'IN').map((r) => r.line.employeeId);

/** The regular-rate breakdown of a run's lines, by line id, in period order. */
async function regularRatesOf(db: DbOrTx, lineIds: string[]): Promise<Map<string, RegularRateView[]>> {
  const rows = lineIds.length
    ? await db
        .select()
        .from(payrollRunLinePeriods)
        .where(inArray(payrollRunLinePeriods.lineId, lineIds))
        .orderBy(asc(payrollRunLinePeriods.periodStart))
    : [];
  const byLine = new Map<string, RegularRateView[]>();
  for (const r of rows)
    byLine.set(r.lineId, [
      ...(byLine.get(r.lineId) ?? []),
      {
        period_start: r.periodStart,
        period_end: r.periodEnd,
        worked_hours: hoursOf(r.workedMinutes),
        straight_pay: fromCents(r.straightCents),
        regular_rate: fromCents(r.regularRateCents),
        overtime_hours: hoursOf(r.overtimeMinutes),
        double_time_hours: hoursOf(r.doubleTimeMinutes),
        premium: fromCents(r.premiumCents),
        adjustment: fromCents(r.adjustmentCents),
      },
    ]);
  return byLine;
}

const workedMinutesOf = (l: LineRow) => l.regularMinutes + l.overtimeMinutes + l.doubleTimeMinutes;

/** GET facilities/payroll/runs/{runId}: each person's hours and pay, and what needs attention. */
export async function getRun(ctx: Ctx, input: { runId: string }, tx?: DbOrTx): Promise<PayrollRunDetails> {
  const db = tx ?? ctx.deps.db;
  const run = await runOf(db, facilityOf(ctx).id, input.runId);
  const rows = await linesOf(db, run);
  const fallbacks = await rateFallbacks(db, run);
  const regularRates = await regularRatesOf(
    db,
    rows.map((r) => r.line.id),
  );
  const open = await openTimecards(db, run.facilityId, { start: run.periodStart, end: run.periodEnd });
  const deductions = await benefitDeductions(db, run.facilityId, { start: run.periodStart, end: run.periodEnd }, internalIds(rows));
  const agencyTotals = new Map<string, { id: string; name: string; minutes: number; cents: number }>();
  for (const { line, agencyName } of rows) {
    if (line.workerType !== 'AN' || !line.agencyId) continue;
    const seen = agencyTotals.get(line.agencyId) ?? { id: line.agencyId, name: agencyName ?? '', minutes: 0, cents: 0 };
    seen.minutes += workedMinutesOf(line);
    seen.cents += line.grossCents;
    agencyTotals.set(line.agencyId, seen);
  }
  return {
    run: await summaryOf(db, run),
    lines: rows.map(({ line, first, last, empId, paychexEmpId, paychexOrgId, agencyName }) => {
      const warnings: string[] = [];
      if (line.workerType === 'IN' && (!paychexEmpId || !paychexOrgId)) warnings.push(productMessages.payrollMissingPaychexIds);
      if (fallbacks.has(line.employeeId))
        warnings.push(line.workerType === 'AN' ? productMessages.payrollNoAgencyRate : productMessages.payrollNoExternalRate);
      return {
        employee_id: line.employeeId,
        name: `${first} ${last}`,
        emp_id: empId,
        worker_type: line.workerType as 'IN' | 'EN' | 'AN',
        agency_id: line.agencyId,
        agency_name: agencyName,
        worked_hours: hoursOf(workedMinutesOf(line)),
        regular_hours: hoursOf(line.regularMinutes),
        overtime_hours: hoursOf(line.overtimeMinutes),
        double_time_hours: hoursOf(line.doubleTimeMinutes),
        differential_hours: hoursOf(line.differentialMinutes),
        pto_hours: hoursOf(line.ptoMinutes),
        rate: fromCents(line.rateCents),
        regular_pay: fromCents(line.regularCents),
        overtime_pay: fromCents(line.overtimeCents),
        double_time_pay: fromCents(line.doubleTimeCents),
        differential_pay: fromCents(line.differentialCents),
        overtime_adjustment_pay: fromCents(line.overtimeAdjustmentCents),
        pto_pay: fromCents(line.ptoCents),
        gross: fromCents(line.grossCents),
        regular_rates: regularRates.get(line.id) ?? [],
        paid: line.workerType === 'EN' ? !isOwed(line) : null,
        paychex_emp_id: paychexEmpId,
        paychex_org_id: paychexOrgId,
        warnings,
        benefits: (deductions.get(line.employeeId) ?? []).map(toBenefitLine),
      };
    }),
    open_timecards: open,
    warnings: run.status === 'DRAFT' && open > 0 ? [productMessages.payrollOpenTimecardsWarning(open)] : [],
    agencies: [...agencyTotals.values()].map((a) => ({ id: a.id, name: a.name, hours: hoursOf(a.minutes), amount: fromCents(a.cents) })),
  };
}

/**
 * POST facilities/payroll/runs/{runId}/approve: the draft is computed a last time and frozen. A
 * run that owes nothing from the vault (no external nurse with pay) is PAID at once: its internal
 * staff are paid by the payroll provider from the export, its agencies by their statements.
 */
export async function approveRun(ctx: Ctx, input: { runId: string }, tx?: DbOrTx): Promise<PayrollRunSummary> {
  const now = ctx.deps.clock.now();
  return transaction(ctx, tx, async (t, after) => {
    const run = await runOf(t, facilityOf(ctx).id, input.runId, true);
    after.publish({ type: 'payroll.changed', run_id: run.id });
    if (run.status !== 'DRAFT') throw new AppError('CONFLICT', productMessages.payrollRunNotDraft);
    const period = { start: run.periodStart, end: run.periodEnd };
    const open = await openTimecards(t, run.facilityId, period);
    if (open > 0) throw new AppError('CONFLICT', productMessages.payrollTimecardsOpen(open));
    const facility = await payrollFacility(t, run.facilityId);
    const computed = await writeLines(t, run, await computeLines(t, facility, period), now);
    const owed = await t
      .select({ n: count() })
      .from(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, run.id), eq(payrollRunLines.workerType, 'EN'), sql`${payrollRunLines.grossCents} > 0`));
    const paidNow = (owed[0]?.n ?? 0) === 0;
    const userId = ctx.user?.id ?? null;
    const [approved] = await t
      .update(payrollRuns)
      .set({
        status: paidNow ? 'PAID' : 'APPROVED',
        approvedAt: now,
        approvedBy: userId,
        ...(paidNow ? { paidAt: now, paidBy: userId } : {}),
      })
      .where(eq(payrollRuns.id, computed.id))
      .returning();
    await ctx.audit(
      'payroll.run_approved',
      { target: run.id, detail: `${periodOfRun(run)}${paidNow ? ', nothing to pay from the vault' : ''}` },
      t,
    );
    return summaryOf(t, approved!);
  });
}
