import { fromCents, toCents } from '@careroster/shared/format/money';
import type { Census, saveCensusBody } from '@careroster/shared/api/shifts/budget';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { roundTo } from '@careroster/shared/format/number';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { budgetLines, census, jobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { unitCensusTotals } from '../structure';

/** The day's census row and budget lines, as stored. */
export async function budgetOf(db: DbOrTx, facilityId: string, date: string) {
  const [day] = await db
    .select({ patientCount: census.patientCount })
    .from(census)
    .where(and(eq(census.facilityId, facilityId), eq(census.date, date)));
  const lines = await db
    .select({
      jobTitleId: budgetLines.jobTitleId,
      name: jobTitles.name,
      hours: budgetLines.budgetedHours,
      spendCents: budgetLines.budgetedSpendCents,
    })
    .from(budgetLines)
    .innerJoin(jobTitles, eq(jobTitles.id, budgetLines.jobTitleId))
    .where(and(eq(budgetLines.facilityId, facilityId), eq(budgetLines.date, date)))
    .orderBy(asc(jobTitles.name));
  // Census per unit (issue 28, decision 068): a day with unit census counts the units' sum.
  const units = (await unitCensusTotals(db, facilityId, date, date)).get(date);
  return { patientCount: units ?? day?.patientCount ?? null, lines: lines.map((l) => ({ ...l, hours: Number(l.hours) })) };
}

/**
 * The patient counts of the facility's days `from`..`to` that have a census: the sum of the
 * units' census on a day that has unit census (issue 28, decision 068), else the facility's own.
 */
export async function censusBetween(db: DbOrTx, facilityId: string, from: string, to: string): Promise<{ date: string; count: number }[]> {
  const [own, units] = await Promise.all([
    db
      .select({ date: census.date, count: census.patientCount })
      .from(census)
      .where(and(eq(census.facilityId, facilityId), gte(census.date, from), lte(census.date, to))),
    unitCensusTotals(db, facilityId, from, to),
  ]);
  const days = new Map(own.map((r) => [r.date, r.count]));
  for (const [date, count] of units) days.set(date, count);
  return [...days].map(([date, count]) => ({ date, count }));
}

/** The budgeted hours of the facility's days `from`..`to` that have budget lines, all job titles together. */
export function budgetedHoursBetween(db: DbOrTx, facilityId: string, from: string, to: string) {
  return db
    .select({ date: budgetLines.date, hours: sql<string>`sum(${budgetLines.budgetedHours})` })
    .from(budgetLines)
    .where(and(eq(budgetLines.facilityId, facilityId), gte(budgetLines.date, from), lte(budgetLines.date, to)))
    .groupBy(budgetLines.date);
}

/** GET facilities/census/{date} */
export async function getCensus(ctx: Ctx, { date }: { date: string }, tx: DbOrTx = ctx.deps.db): Promise<Census> {
  const { patientCount, lines } = await budgetOf(tx, facilityOf(ctx).id, date);
  return {
    date,
    patient_count: patientCount,
    budget_lines: lines.map((l) => ({
      job_title_id: l.jobTitleId,
      job_title: l.name,
      budgeted_hours: l.hours,
      budgeted_hppd: patientCount ? roundTo(l.hours / patientCount, 2) : null,
      budgeted_spend: fromCents(l.spendCents),
    })),
  };
}

/** PUT facilities/census/{date}: the patient count, and the budget lines when sent (they replace the day's). */
export async function saveCensus(ctx: Ctx, { date, ...body }: z.output<typeof saveCensusBody> & { date: string }) {
  const facilityId = facilityOf(ctx).id;
  const titles = body.budget_lines?.map((l) => l.job_title_id) ?? [];
  if (titles.some((id) => !jobTitleById(id))) throw new AppError('VALIDATION_FAILED', productMessages.required('Job title'));
  if (new Set(titles).size !== titles.length) throw new AppError('VALIDATION_FAILED', productMessages.conflict);
  await transaction(ctx, undefined, async (tx, after) => {
    // The census and budget feed the shifts area's dashboard and budget views.
    after.publish({ type: 'shifts.changed' });
    await tx
      .insert(census)
      .values({ facilityId, date, patientCount: body.patient_count })
      .onConflictDoUpdate({ target: [census.facilityId, census.date], set: { patientCount: body.patient_count } });
    await ctx.audit(
      'shift.census_save',
      { target: date, detail: body.budget_lines ? `${body.budget_lines.length} budget lines` : undefined },
      tx,
    );
    if (!body.budget_lines) return;
    await tx.delete(budgetLines).where(and(eq(budgetLines.facilityId, facilityId), eq(budgetLines.date, date)));
    if (body.budget_lines.length === 0) return;
    await tx.insert(budgetLines).values(
      body.budget_lines.map((l) => ({
        facilityId,
        date,
        jobTitleId: l.job_title_id,
        budgetedHours: l.budgeted_hours.toFixed(2),
        budgetedSpendCents: toCents(l.budgeted_spend),
      })),
    );
  });
  return getCensus(ctx, { date });
}
