import type { electionBody } from '@careroster/shared/api/benefits/enrolment';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import type { LifeEventKind } from '@careroster/shared/benefits/values';
import { gte, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { benefitElections } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { timeClockDevice } from '../../platform/time-clock-device';
import { electionsWhere } from './elections';
import { benefitsOf, elect, recordLifeEvent, type Enrollee } from './enrolment';

/** Staff act for an employee of their facility: another facility's id answers 404 in the service. */
const enrollee = (ctx: Ctx, employeeId: string): Enrollee => {
  const facility = facilityOf(ctx);
  return { facilityId: facility.id, timezone: facility.timezone, employeeId };
};

export const employeeBenefits = (ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx) =>
  benefitsOf(tx ?? ctx.deps.db, enrollee(ctx, input.employeeId), ctx.deps.clock.now());

export const createElection = (ctx: Ctx, input: z.output<typeof electionBody> & { employeeId: string }, tx?: DbOrTx) =>
  elect(ctx, enrollee(ctx, input.employeeId), input, { employee: false, userId: ctx.user?.id ?? null }, tx);

export const createLifeEvent = (ctx: Ctx, input: { employeeId: string; kind: LifeEventKind; event_date: string }, tx?: DbOrTx) =>
  recordLifeEvent(ctx, enrollee(ctx, input.employeeId), input, tx);

/** GET facilities/benefits/enrolments: every choice still in force today or starting later. */
export async function listEnrolments(ctx: Ctx, _input?: undefined, tx?: DbOrTx) {
  const facility = facilityOf(ctx);
  const today = zonedDate(ctx.deps.clock.now(), facility.timezone);
  const current = or(isNull(benefitElections.effectiveTo), gte(benefitElections.effectiveTo, today));
  return { results: await electionsWhere(tx ?? ctx.deps.db, facility.id, current) };
}

/**
 * The nurse's side: her time-clock link page, public routes whose access check is her phone's
 * device token (header), as her roster and PTO requests are. The employee and the facility are the
 * link's, never the body's.
 */
async function device(ctx: Ctx, deviceToken: string | undefined): Promise<Enrollee> {
  const found = await timeClockDevice(ctx.deps.db, deviceToken, ctx.deps.clock.now());
  return { facilityId: found.facilityId, timezone: found.timezone, employeeId: found.employeeId };
}

export const myBenefits = async (ctx: Ctx, deviceToken: string | undefined) =>
  benefitsOf(ctx.deps.db, await device(ctx, deviceToken), ctx.deps.clock.now());

export const createMyElection = async (ctx: Ctx, deviceToken: string | undefined, body: z.output<typeof electionBody>) =>
  elect(ctx, await device(ctx, deviceToken), body, { employee: true, userId: null });
