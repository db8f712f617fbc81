import { fromCents, toCents } from '@careroster/shared/format/money';
import type { Census, saveCensusBody } from '@careroster/shared/api/shifts/budget';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { budgetLines, census, jobTitles } from '../../db/schema';
import { round2 } from './timing';
import { facilityOf, type Ctx } from '../../platform/context';

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
  return { patientCount: day?.patientCount ?? null, lines: lines.map((l) => ({ ...l, hours: Number(l.hours) })) };
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
      budgeted_hppd: patientCount ? round2(l.hours / patientCount) : null,
      budgeted_spend: fromCents(l.spendCents),
    })),
  };
}

/** PUT facilities/census/{date}: the patient count, and the budget lines when sent (they replace the day's). */
export async function saveCensus(ctx: Ctx, { date, ...body }: z.output<typeof saveCensusBody> & { date: string }) {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const titles = body.budget_lines?.map((l) => l.job_title_id) ?? [];
  if (titles.some((id) => !jobTitleById(id))) throw new AppError('VALIDATION_FAILED', productMessages.required('Job title'));
  if (new Set(titles).size !== titles.length) throw new AppError('VALIDATION_FAILED', productMessages.conflict);
  await db.transaction(async (tx) => {
    await tx
      .insert(census)
      .values({ facilityId, date, patientCount: body.patient_count })
      .onConflictDoUpdate({ target: [census.facilityId, census.date], set: { patientCount: body.patient_count } });
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
  // The census and budget feed the shifts area's dashboard and budget views.
  ctx.publish({ type: 'shifts.changed' });
  return getCensus(ctx, { date });
}
