import type { Election, electionBody, EmployeeBenefits } from '@careroster/shared/api/benefits/enrolment';
import { coverageStart, openWindow, tierMismatch } from '@careroster/shared/benefits/enrolment';
import { LIFE_EVENT_WINDOW_DAYS, type BenefitWorkerType } from '@careroster/shared/benefits/values';
import { AppError } from '@careroster/shared/errors';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { benefitPlans } from '../../db/schema';
import { benefitElections, benefitLifeEvents, benefitPlanYears } from '../../db/schema';
import type { Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { peopleDirectory } from '../employees';
import { acaFullTimeIds } from '../pto';
import { dependentsOf } from '../records';
import { electionsWhere } from './elections';
import { plansOf, toPlan, toYear } from './plans';

type Body = z.output<typeof electionBody>;
type PlanRow = typeof benefitPlans.$inferSelect;
type YearRow = typeof benefitPlanYears.$inferSelect;

/** Whose choices: the facility (its zone decides today) and the employee. */
export type Enrollee = { facilityId: string; timezone: TimezoneCode; employeeId: string };

async function personOf(db: DbOrTx, who: Enrollee) {
  const people = peopleDirectory(db);
  const [person] = await db
    .select({
      id: people.id,
      first: people.firstName,
      last: people.lastName,
      workerType: people.workerType,
      dateOfJoining: people.dateOfJoining,
    })
    .from(people)
    .where(and(eq(people.id, who.employeeId), eq(people.facilityId, who.facilityId)));
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

const lifeEventsOf = (db: DbOrTx, who: Enrollee) =>
  db
    .select()
    .from(benefitLifeEvents)
    .where(and(eq(benefitLifeEvents.facilityId, who.facilityId), eq(benefitLifeEvents.employeeId, who.employeeId)))
    .orderBy(desc(benefitLifeEvents.eventDate));

const windowOf = (year: YearRow, today: string, hireDate: string | null, events: readonly (typeof benefitLifeEvents.$inferSelect)[]) =>
  openWindow({
    today,
    year: { start: year.startDate, end: year.endDate, enrolmentOpens: year.enrolmentOpens, enrolmentCloses: year.enrolmentCloses },
    hireDate,
    lifeEvents: events.map((e) => ({ id: e.id, kind: e.kind, date: e.eventDate })),
  });

/** Why she may not take the plan, or null: agency nurses never; her worker type; the ACA measurement where the plan asks it. */
function ineligibility(plan: PlanRow, workerType: string, fullTime: ReadonlySet<string>, employeeId: string): string | null {
  if (workerType === 'AN') return productMessages.benefitsAgencyNever;
  if (!plan.workerTypes.includes(workerType as BenefitWorkerType)) return productMessages.benefitsNotEligibleType;
  if (plan.acaFullTimeOnly && !fullTime.has(employeeId)) return productMessages.benefitsNotFullTime;
  return null;
}

const fullTimeIfAsked = (db: DbOrTx, who: Enrollee, plans: readonly PlanRow[], now: Date) =>
  plans.some((p) => p.acaFullTimeOnly)
    ? acaFullTimeIds(db, { id: who.facilityId, timezone: who.timezone }, now)
    : Promise.resolve(new Set<string>());

/** Her enrolment form: dependents, the plan years not ended with the window open to her, her life events and choices. */
export async function benefitsOf(db: DbOrTx, who: Enrollee, now: Date): Promise<EmployeeBenefits> {
  const today = zonedDate(now, who.timezone);
  const [person, dependents, events] = await Promise.all([
    personOf(db, who),
    dependentsOf(db, who.facilityId, who.employeeId),
    lifeEventsOf(db, who),
  ]);
  const years = await db
    .select()
    .from(benefitPlanYears)
    .where(and(eq(benefitPlanYears.facilityId, who.facilityId), gte(benefitPlanYears.endDate, today)))
    .orderBy(asc(benefitPlanYears.startDate));
  const { plans, tiers } = await plansOf(
    db,
    who.facilityId,
    years.map((y) => y.id),
  );
  const fullTime = await fullTimeIfAsked(db, who, plans, now);
  return {
    employee: {
      id: person.id,
      name: `${person.first} ${person.last}`,
      worker_type: person.workerType,
      date_of_joining: person.dateOfJoining,
    },
    dependents: dependents.map((d) => ({
      id: d.id,
      name: `${d.firstName} ${d.lastName}`,
      relation: d.relation,
      date_of_birth: d.dateOfBirth,
    })),
    years: years.map((year) => {
      const window = windowOf(year, today, person.dateOfJoining, events);
      return {
        plan_year: toYear(year, today),
        window: window && { source: window.source, closes: window.closes, effective_from: window.effectiveFrom },
        plans: plans
          .filter((p) => p.planYearId === year.id)
          .map((p) => {
            const reason = ineligibility(p, person.workerType, fullTime, person.id);
            const start = window ? coverageStart(window.effectiveFrom, person.dateOfJoining, p.waitingDays) : null;
            return {
              ...toPlan(p, tiers),
              eligible: reason === null,
              reason,
              coverage_start: start && start <= year.endDate ? start : null,
            };
          }),
      };
    }),
    life_events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      event_date: e.eventDate,
      window_closes: addDays(e.eventDate, LIFE_EVENT_WINDOW_DAYS),
    })),
    elections: await electionsWhere(db, who.facilityId, eq(benefitElections.employeeId, who.employeeId)),
  };
}

/**
 * A choice for one plan kind of a plan year (decision 075), by staff or by her: refused outside
 * every window (422), for a plan she may not take, a tier the plan does not offer, or dependents
 * that are not hers or do not fit the tier. It starts at the window's date (or her waiting
 * period's end) and ends her earlier choice of the kind in that year the day before.
 */
export async function elect(
  ctx: Ctx,
  who: Enrollee,
  body: Body,
  by: { employee: boolean; userId: string | null },
  tx?: DbOrTx,
): Promise<Election> {
  const now = ctx.deps.clock.now();
  const today = zonedDate(now, who.timezone);
  return transaction(ctx, tx, async (t, after) => {
    // One choice at a time per employee: two tabs cannot both end the same earlier choice.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`benefits:${who.employeeId}`}))`);
    const person = await personOf(t, who);
    const [year] = await t
      .select()
      .from(benefitPlanYears)
      .where(and(eq(benefitPlanYears.id, body.plan_year_id), eq(benefitPlanYears.facilityId, who.facilityId)));
    if (!year) throw new AppError('NOT_FOUND');
    const closed = new AppError('VALIDATION_FAILED', productMessages.benefitsWindowClosed(year.name));
    const window = windowOf(year, today, person.dateOfJoining, await lifeEventsOf(t, who));
    if (!window) throw closed;
    let effective = window.effectiveFrom;
    let costs = { employeeCents: 0, employerCents: 0 };
    let plan: PlanRow | undefined;
    if (body.plan_id !== null) {
      const { plans, tiers } = await plansOf(t, who.facilityId, [year.id]);
      plan = plans.find((p) => p.id === body.plan_id);
      if (!plan) throw new AppError('NOT_FOUND');
      if (plan.kind !== body.kind) throw new AppError('VALIDATION_FAILED', productMessages.benefitsPlanKindMismatch);
      const reason = ineligibility(plan, person.workerType, await fullTimeIfAsked(t, who, [plan], now), person.id);
      if (reason) throw new AppError('VALIDATION_FAILED', reason);
      const tier = tiers.find((x) => x.planId === plan!.id && x.tier === body.tier);
      if (!tier) throw new AppError('VALIDATION_FAILED', productMessages.benefitsTierNotOffered);
      const dependents = await dependentsOf(t, who.facilityId, who.employeeId);
      const chosen = body.dependent_ids.map((id) => dependents.find((d) => d.id === id));
      if (chosen.some((d) => !d) || new Set(body.dependent_ids).size !== body.dependent_ids.length)
        throw new AppError('VALIDATION_FAILED', productMessages.benefitsDependentUnknown);
      const mismatch = tierMismatch(
        tier.tier,
        chosen.map((d) => d!.relation),
      );
      if (mismatch) throw new AppError('VALIDATION_FAILED', mismatch);
      effective = coverageStart(window.effectiveFrom, person.dateOfJoining, plan.waitingDays);
      if (effective > year.endDate) throw closed;
      costs = { employeeCents: tier.employeeCents, employerCents: tier.employerCents };
    }
    const mine = and(
      eq(benefitElections.employeeId, who.employeeId),
      eq(benefitElections.planYearId, year.id),
      eq(benefitElections.kind, body.kind),
    );
    const dayBefore = addDays(effective, -1);
    // A choice already starting on or after this one never comes into force; one running ends the day before.
    await t
      .update(benefitElections)
      .set({ effectiveTo: sql`${benefitElections.effectiveFrom} - 1` })
      .where(
        and(
          mine,
          gte(benefitElections.effectiveFrom, effective),
          or(isNull(benefitElections.effectiveTo), gte(benefitElections.effectiveTo, benefitElections.effectiveFrom)),
        ),
      );
    await t
      .update(benefitElections)
      .set({ effectiveTo: dayBefore })
      .where(
        and(
          mine,
          sql`${benefitElections.effectiveFrom} < ${effective}`,
          or(isNull(benefitElections.effectiveTo), gte(benefitElections.effectiveTo, effective)),
        ),
      );
    const [row] = await t
      .insert(benefitElections)
      .values({
        facilityId: who.facilityId,
        employeeId: who.employeeId,
        planYearId: year.id,
        kind: body.kind,
        planId: plan?.id ?? null,
        tier: plan ? body.tier : null,
        dependentIds: plan ? body.dependent_ids : [],
        effectiveFrom: effective,
        ...costs,
        source: window.source,
        lifeEventId: window.lifeEventId,
        byEmployee: by.employee,
        createdBy: by.userId,
      })
      .returning();
    await ctx.audit(
      by.employee ? 'benefits.elected_by_employee' : 'benefits.elected',
      { target: who.employeeId, detail: `${body.kind} ${plan ? `${plan.name} ${body.tier}` : 'waived'} from ${effective}` },
      t,
    );
    after.publish({ type: 'benefits.changed' }, who.facilityId);
    return (await electionsWhere(t, who.facilityId, eq(benefitElections.id, row!.id)))[0]!;
  });
}

/** A marriage, birth or adoption recorded by staff: not after today; it opens her 30 days. */
export async function recordLifeEvent(
  ctx: Ctx,
  who: Enrollee,
  body: { kind: (typeof benefitLifeEvents.$inferSelect)['kind']; event_date: string },
  tx?: DbOrTx,
) {
  const today = zonedDate(ctx.deps.clock.now(), who.timezone);
  if (body.event_date > today) throw new AppError('VALIDATION_FAILED', productMessages.benefitsLifeEventFuture);
  return transaction(ctx, tx, async (t, after) => {
    await personOf(t, who);
    const [row] = await t
      .insert(benefitLifeEvents)
      .values({
        facilityId: who.facilityId,
        employeeId: who.employeeId,
        kind: body.kind,
        eventDate: body.event_date,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await ctx.audit('benefits.life_event', { target: who.employeeId, detail: `${row!.kind} ${row!.eventDate}` }, t);
    after.publish({ type: 'benefits.changed' }, who.facilityId);
    return { id: row!.id, kind: row!.kind, event_date: row!.eventDate, window_closes: addDays(row!.eventDate, LIFE_EVENT_WINDOW_DAYS) };
  });
}
