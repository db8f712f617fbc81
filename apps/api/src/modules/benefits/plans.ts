import type { BenefitPlan, PlanYear, planFields, planYearFields } from '@careroster/shared/api/benefits/plans';
import { defaultDeductionCodes } from '@careroster/shared/benefits/values';
import { AppError } from '@careroster/shared/errors';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { fromCents, toCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { benefitElections, benefitPlans, benefitPlanTiers, benefitPlanYears } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';

type YearRow = typeof benefitPlanYears.$inferSelect;
type PlanRow = typeof benefitPlans.$inferSelect;
type TierRow = typeof benefitPlanTiers.$inferSelect;
type YearBody = z.output<typeof planYearFields>;
type PlanBody = z.output<typeof planFields>;

export const payrollCodeOf = (plan: Pick<PlanRow, 'kind' | 'deductionCode'>) => plan.deductionCode ?? defaultDeductionCodes[plan.kind];

export const toPlan = (plan: PlanRow, tiers: readonly TierRow[]): BenefitPlan => ({
  id: plan.id,
  plan_year_id: plan.planYearId,
  kind: plan.kind,
  name: plan.name,
  deduction_code: plan.deductionCode,
  payroll_code: payrollCodeOf(plan),
  worker_types: plan.workerTypes,
  waiting_days: plan.waitingDays,
  aca_full_time_only: plan.acaFullTimeOnly,
  tiers: tiers
    .filter((t) => t.planId === plan.id)
    .map((t) => ({ tier: t.tier, employee_cost: fromCents(t.employeeCents), employer_cost: fromCents(t.employerCents) })),
});

export const toYear = (year: YearRow, today: string): Omit<PlanYear, 'plans'> => ({
  id: year.id,
  name: year.name,
  start_date: year.startDate,
  end_date: year.endDate,
  enrolment_opens: year.enrolmentOpens,
  enrolment_closes: year.enrolmentCloses,
  enrolment_open: year.enrolmentOpens <= today && today <= year.enrolmentCloses,
});

/** The facility's plans with their tiers, of the given plan years. */
export async function plansOf(db: DbOrTx, facilityId: string, yearIds: readonly string[]) {
  if (yearIds.length === 0) return { plans: [] as PlanRow[], tiers: [] as TierRow[] };
  const plans = await db
    .select()
    .from(benefitPlans)
    .where(and(eq(benefitPlans.facilityId, facilityId), inArray(benefitPlans.planYearId, [...yearIds])))
    .orderBy(asc(benefitPlans.kind), asc(benefitPlans.name));
  const tiers = plans.length
    ? await db
        .select()
        .from(benefitPlanTiers)
        .where(
          inArray(
            benefitPlanTiers.planId,
            plans.map((p) => p.id),
          ),
        )
    : [];
  return { plans, tiers };
}

export const facilityToday = (ctx: Ctx) => zonedDate(ctx.deps.clock.now(), facilityOf(ctx).timezone);

async function yearsWithPlans(db: DbOrTx, facilityId: string, years: readonly YearRow[], today: string): Promise<PlanYear[]> {
  const { plans, tiers } = await plansOf(
    db,
    facilityId,
    years.map((y) => y.id),
  );
  return years.map((y) => ({
    ...toYear(y, today),
    plans: plans.filter((p) => p.planYearId === y.id).map((p) => toPlan(p, tiers)),
  }));
}

/** GET facilities/benefits/plan-years: the latest first. */
export async function listPlanYears(ctx: Ctx, _input?: undefined, tx?: DbOrTx): Promise<{ results: PlanYear[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const years = await db
    .select()
    .from(benefitPlanYears)
    .where(eq(benefitPlanYears.facilityId, facilityId))
    .orderBy(desc(benefitPlanYears.startDate));
  return { results: await yearsWithPlans(db, facilityId, years, facilityToday(ctx)) };
}

async function findYear(db: DbOrTx, facilityId: string, planYearId: string, lock = false): Promise<YearRow> {
  const query = db
    .select()
    .from(benefitPlanYears)
    .where(and(eq(benefitPlanYears.id, planYearId), eq(benefitPlanYears.facilityId, facilityId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Plan years of a facility do not overlap: a day's coverage belongs to one year. */
async function refuseOverlap(db: DbOrTx, facilityId: string, body: YearBody, except?: string) {
  const [other] = await db
    .select({ name: benefitPlanYears.name })
    .from(benefitPlanYears)
    .where(
      and(
        eq(benefitPlanYears.facilityId, facilityId),
        lte(benefitPlanYears.startDate, body.end_date),
        gte(benefitPlanYears.endDate, body.start_date),
        except ? ne(benefitPlanYears.id, except) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', productMessages.benefitsPlanYearOverlap(other.name));
}

const yearValues = (b: YearBody) => ({
  name: b.name,
  startDate: b.start_date,
  endDate: b.end_date,
  enrolmentOpens: b.enrolment_opens,
  enrolmentCloses: b.enrolment_closes,
});

/** The facility's lock: two plan years saved at once cannot both pass the overlap check. */
const lockYears = (t: DbOrTx, facilityId: string) =>
  t.execute(sql`select pg_advisory_xact_lock(hashtext(${`benefit-plan-years:${facilityId}`}))`);

/** POST facilities/benefits/plan-years. */
export async function createPlanYear(ctx: Ctx, body: YearBody, tx?: DbOrTx): Promise<PlanYear> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockYears(t, facilityId);
    await refuseOverlap(t, facilityId, body);
    const [row] = await t
      .insert(benefitPlanYears)
      .values({ facilityId, ...yearValues(body) })
      .returning();
    await ctx.audit('benefits.plan_year_created', { target: row!.id, detail: `${row!.name} ${row!.startDate} to ${row!.endDate}` }, t);
    after.publish({ type: 'benefits.changed' });
    return (await yearsWithPlans(t, facilityId, [row!], facilityToday(ctx)))[0]!;
  });
}

/** PUT facilities/benefits/plan-years/:planYearId. */
export async function updatePlanYear(ctx: Ctx, input: YearBody & { planYearId: string }, tx?: DbOrTx): Promise<PlanYear> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    await lockYears(t, facilityId);
    await findYear(t, facilityId, input.planYearId, true);
    await refuseOverlap(t, facilityId, input, input.planYearId);
    const [row] = await t.update(benefitPlanYears).set(yearValues(input)).where(eq(benefitPlanYears.id, input.planYearId)).returning();
    await ctx.audit('benefits.plan_year_changed', { target: row!.id, detail: `${row!.name} ${row!.startDate} to ${row!.endDate}` }, t);
    after.publish({ type: 'benefits.changed' });
    return (await yearsWithPlans(t, facilityId, [row!], facilityToday(ctx)))[0]!;
  });
}

const electionsOf = async (db: DbOrTx, column: typeof benefitElections.planYearId | typeof benefitElections.planId, id: string) =>
  (await db.select({ n: count() }).from(benefitElections).where(eq(column, id)))[0]?.n ?? 0;

/** DELETE facilities/benefits/plan-years/:planYearId: a year with elections is kept (409). */
export async function deletePlanYear(ctx: Ctx, input: { planYearId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const year = await findYear(t, facilityId, input.planYearId, true);
    if ((await electionsOf(t, benefitElections.planYearId, year.id)) > 0)
      throw new AppError('CONFLICT', productMessages.benefitsPlanYearInUse);
    await t.delete(benefitPlanYears).where(eq(benefitPlanYears.id, year.id));
    await ctx.audit('benefits.plan_year_deleted', { target: year.id, detail: year.name }, t);
    after.publish({ type: 'benefits.changed' });
    return { message: productMessages.benefitsPlanYearDeleted };
  });
}

const nameTaken = (error: unknown) =>
  sqlState(error) === '23505' ? new AppError('CONFLICT', productMessages.benefitsPlanNameTaken) : undefined;

const planValues = (b: PlanBody) => ({
  kind: b.kind,
  name: b.name,
  deductionCode: b.deduction_code,
  workerTypes: b.worker_types,
  waitingDays: b.waiting_days,
  acaFullTimeOnly: b.aca_full_time_only,
});

async function writeTiers(t: DbOrTx, facilityId: string, planId: string, body: PlanBody) {
  await t.delete(benefitPlanTiers).where(eq(benefitPlanTiers.planId, planId));
  await t.insert(benefitPlanTiers).values(
    body.tiers.map((tier) => ({
      planId,
      facilityId,
      tier: tier.tier,
      employeeCents: toCents(tier.employee_cost),
      employerCents: toCents(tier.employer_cost),
    })),
  );
}

async function answerPlan(t: DbOrTx, plan: PlanRow): Promise<BenefitPlan> {
  const tiers = await t.select().from(benefitPlanTiers).where(eq(benefitPlanTiers.planId, plan.id));
  return toPlan(plan, tiers);
}

const rethrow = (error: unknown): never => {
  throw nameTaken(error) ?? error;
};

/** POST facilities/benefits/plan-years/:planYearId/plans. */
export async function createPlan(ctx: Ctx, input: PlanBody & { planYearId: string }, tx?: DbOrTx): Promise<BenefitPlan> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const year = await findYear(t, facilityId, input.planYearId);
    const [plan] = await t
      .insert(benefitPlans)
      .values({ facilityId, planYearId: year.id, ...planValues(input) })
      .returning()
      .catch(rethrow);
    await writeTiers(t, facilityId, plan!.id, input);
    await ctx.audit('benefits.plan_created', { target: plan!.id, detail: `${plan!.kind} ${plan!.name} (${year.name})` }, t);
    after.publish({ type: 'benefits.changed' });
    return answerPlan(t, plan!);
  });
}

async function findPlan(db: DbOrTx, facilityId: string, planId: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(benefitPlans)
    .where(and(eq(benefitPlans.id, planId), eq(benefitPlans.facilityId, facilityId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** PUT facilities/benefits/plans/:planId: new costs apply to choices made from now on (each keeps its own). */
export async function updatePlan(ctx: Ctx, input: PlanBody & { planId: string }, tx?: DbOrTx): Promise<BenefitPlan> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const before = await findPlan(t, facilityId, input.planId);
    // A plan's kind is what its elections were made for: it cannot move to another kind once chosen.
    if (before.kind !== input.kind && (await electionsOf(t, benefitElections.planId, before.id)) > 0)
      throw new AppError('CONFLICT', productMessages.benefitsPlanInUse);
    const [plan] = await t.update(benefitPlans).set(planValues(input)).where(eq(benefitPlans.id, before.id)).returning().catch(rethrow);
    await writeTiers(t, facilityId, before.id, input);
    await ctx.audit('benefits.plan_changed', { target: before.id, detail: `${plan!.kind} ${plan!.name}` }, t);
    after.publish({ type: 'benefits.changed' });
    return answerPlan(t, plan!);
  });
}

/** DELETE facilities/benefits/plans/:planId: a plan someone chose is kept (409). */
export async function deletePlan(ctx: Ctx, input: { planId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const plan = await findPlan(t, facilityId, input.planId);
    if ((await electionsOf(t, benefitElections.planId, plan.id)) > 0) throw new AppError('CONFLICT', productMessages.benefitsPlanInUse);
    await t.delete(benefitPlans).where(eq(benefitPlans.id, plan.id));
    await ctx.audit('benefits.plan_deleted', { target: plan.id, detail: `${plan.kind} ${plan.name}` }, t);
    after.publish({ type: 'benefits.changed' });
    return { message: productMessages.benefitsPlanDeleted };
  });
}
