import type { CreatePtoRequestBody, createPtoRequestBody } from '@careroster/shared/api/pto/create-request';
import type { decidePtoRequestBody } from '@careroster/shared/api/pto/decide-request';
import type { listPtoRequestsQuery } from '@careroster/shared/api/pto/list-requests';
import type { PtoRequest } from '@careroster/shared/api/pto/pto';
import type { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import { AppError } from '@careroster/shared/errors';
import { formatDate } from '@careroster/shared/format/date-time';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { formatPtoHours, hoursOfMinutes, minutesOfHours, ptoRequestProblem, ptoYearOf } from '@careroster/shared/timekeeping/pto';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { ptoLedger, ptoRequests } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { staffNames } from '../auth';
import { employeeOf, peopleDirectory } from '../employees';
import { raiseNotifications } from '../notifications';
import { timeClockDevice } from '../../platform/time-clock-device';
import { transaction } from '../../platform/effects';
import { availableIn, NO_POLICY } from './balances';
import { effectivePolicy, termsOf } from './policies';

const requestSelect = (db: DbOrTx) => {
  const people = peopleDirectory(db);
  const enteredBy = staffNames(db, 'pto_entered_by');
  const decidedBy = staffNames(db, 'pto_decided_by');
  return db
    .select({
      r: ptoRequests,
      nurseId: people.nurseId,
      firstName: people.firstName,
      lastName: people.lastName,
      enteredFirst: enteredBy.firstName,
      enteredLast: enteredBy.lastName,
      decidedFirst: decidedBy.firstName,
      decidedLast: decidedBy.lastName,
    })
    .from(ptoRequests)
    .innerJoin(people, eq(people.id, ptoRequests.employeeId))
    .leftJoin(enteredBy, eq(enteredBy.id, ptoRequests.enteredByUser))
    .leftJoin(decidedBy, eq(decidedBy.id, ptoRequests.decidedBy));
};

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestSelect>['execute']>>[number];

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export const toRequest = (row: RequestRow): PtoRequest => ({
  id: row.r.id,
  employee_id: row.r.employeeId,
  nurse_id: row.nurseId,
  employee_name: `${row.firstName} ${row.lastName}`,
  start_date: row.r.startDate,
  end_date: row.r.endDate,
  hours: hoursOfMinutes(row.r.minutes),
  reason: row.r.reason,
  status: row.r.status,
  entered_by: row.r.enteredBy === 'NURSE' ? 'NURSE' : 'USER',
  entered_by_name: row.r.enteredBy === 'NURSE' ? `${row.firstName} ${row.lastName}` : nameOf(row.enteredFirst, row.enteredLast),
  decided_by_name: nameOf(row.decidedFirst, row.decidedLast),
  decided_at: row.r.decidedAt?.toISOString() ?? null,
  decision_note: row.r.decisionNote,
  created_at: row.r.createdAt.toISOString(),
});

async function findRequest(db: DbOrTx, facilityId: string, requestId: string): Promise<RequestRow> {
  const [row] = await requestSelect(db).where(and(eq(ptoRequests.facilityId, facilityId), eq(ptoRequests.id, requestId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The requests of one employee, newest first: the tab shows them all (a person asks a few times a year). */
export async function requestsOf(db: DbOrTx, facilityId: string, employeeId: string): Promise<PtoRequest[]> {
  const rows = await requestSelect(db)
    .where(and(eq(ptoRequests.facilityId, facilityId), eq(ptoRequests.employeeId, employeeId)))
    .orderBy(desc(ptoRequests.startDate), desc(ptoRequests.createdAt))
    .limit(200);
  return rows.map(toRequest);
}

type NewRequest = {
  facilityId: string;
  employeeId: string;
  startDate: string;
  endDate: string;
  hours: number;
  reason: string | null;
  enteredBy: 'NURSE' | 'USER';
  enteredByUser: string | null;
};

/**
 * Writes a pending request after its rules: the dates and hours (the nurse may not ask for the
 * past), and no overlap with her pending or approved requests, checked under a lock per employee
 * so two requests sent at once cannot both pass.
 */
async function insertRequest(t: DbOrTx, input: NewRequest, today: string | null): Promise<string> {
  const problem = ptoRequestProblem({ startDate: input.startDate, endDate: input.endDate, hours: input.hours }, today);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`pto-requests:${input.employeeId}`}))`);
  const [overlap] = await t
    .select({ id: ptoRequests.id })
    .from(ptoRequests)
    .where(
      and(
        eq(ptoRequests.employeeId, input.employeeId),
        inArray(ptoRequests.status, ['PENDING', 'APPROVED']),
        lte(ptoRequests.startDate, input.endDate),
        gte(ptoRequests.endDate, input.startDate),
      ),
    )
    .limit(1);
  if (overlap) throw new AppError('CONFLICT', productMessages.ptoOverlaps);
  const [row] = await t
    .insert(ptoRequests)
    .values({
      facilityId: input.facilityId,
      employeeId: input.employeeId,
      startDate: input.startDate,
      endDate: input.endDate,
      minutes: minutesOfHours(input.hours),
      reason: input.reason,
      enteredBy: input.enteredBy,
      enteredByUser: input.enteredByUser,
    })
    .returning({ id: ptoRequests.id });
  return row!.id;
}

const reasonOf = (reason: string | undefined) => (reason && reason.length > 0 ? reason : null);

/** The facility enters a request for one of its employees; past days are allowed (leave already taken). */
export async function createRequest(ctx: Ctx, input: z.output<typeof createPtoRequestBody>, tx?: DbOrTx): Promise<PtoRequest> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await employeeOf(t, facilityId, input.employee_id);
    const id = await insertRequest(
      t,
      {
        facilityId,
        employeeId: input.employee_id,
        startDate: input.start_date,
        endDate: input.end_date,
        hours: input.hours,
        reason: reasonOf(input.reason),
        enteredBy: 'USER',
        enteredByUser: userOf(ctx).id,
      },
      null,
    );
    await ctx.audit('pto.request.create', { target: id }, t);
    return toRequest(await findRequest(t, facilityId, id));
  });
}

/**
 * The nurse asks from her time clock (public route, her device token in the header). The facility
 * hears of it through a PTO notification to its members (type id: the request; nurse id: hers,
 * which the click target opens), announced after the commit.
 */
export async function requestFromTimeClock(
  ctx: Ctx,
  deviceToken: string | undefined,
  input: z.output<(typeof requestPtoFromTimeClockContract)['body']>,
): Promise<z.input<(typeof requestPtoFromTimeClockContract)['answer']>> {
  const now = ctx.deps.clock.now();
  const device = await timeClockDevice(ctx.deps.db, deviceToken, now);
  const today = zonedDate(now, device.timezone);
  const request = await transaction(ctx, undefined, async (t) => {
    const id = await insertRequest(
      t,
      {
        facilityId: device.facilityId,
        employeeId: device.employeeId,
        startDate: input.start_date,
        endDate: input.end_date,
        hours: input.hours,
        reason: reasonOf(input.reason),
        enteredBy: 'NURSE',
        enteredByUser: null,
      },
      today,
    );
    const row = await findRequest(t, device.facilityId, id);
    await raiseNotifications(t, [
      {
        facilityId: device.facilityId,
        type: 'PTO',
        typeId: id,
        nurseId: device.nurseId,
        title: productMessages.ptoNotificationTitle,
        body: productMessages.ptoNotificationBody(
          `${row.firstName} ${row.lastName}`,
          formatPtoHours(row.r.minutes),
          formatDate(row.r.startDate),
          formatDate(row.r.endDate),
        ),
      },
    ]);
    await ctx.audit('pto.request.time-clock', { target: id }, t);
    return row;
  });
  return {
    id: request.r.id,
    status: request.r.status,
    start_date: request.r.startDate,
    end_date: request.r.endDate,
    hours: hoursOfMinutes(request.r.minutes),
  };
}

export async function listRequests(ctx: Ctx, input: z.output<typeof listPtoRequestsQuery>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const where: SQL = and(
    eq(ptoRequests.facilityId, facilityOf(ctx).id),
    input.status ? eq(ptoRequests.status, input.status) : undefined,
    input.employee_id ? eq(ptoRequests.employeeId, input.employee_id) : undefined,
    input.from ? gte(ptoRequests.endDate, input.from) : undefined,
    input.to ? lte(ptoRequests.startDate, input.to) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    requestSelect(db)
      .where(where)
      .orderBy(
        sql`case when ${ptoRequests.status} = 'PENDING' then 0 else 1 end`,
        sql`case when ${ptoRequests.status} = 'PENDING' then ${ptoRequests.startDate} end asc`,
        desc(ptoRequests.startDate),
        asc(ptoRequests.id),
      )
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(ptoRequests).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toRequest) };
}

/**
 * Approves or denies a pending request. An approval takes the hours off the balance of the year
 * of its first day (a USAGE ledger row), and is refused when that balance does not cover them.
 */
export async function decideRequest(
  ctx: Ctx,
  input: z.output<typeof decidePtoRequestBody> & { requestId: string },
  tx?: DbOrTx,
): Promise<PtoRequest> {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const now = ctx.deps.clock.now();
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const current = await findRequest(t, facility.id, input.requestId);
    // The employee's lock: a second approval at once waits, then sees the first one's usage.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`pto-requests:${current.r.employeeId}`}))`);
    const [fresh] = await t.select({ status: ptoRequests.status }).from(ptoRequests).where(eq(ptoRequests.id, current.r.id)).for('update');
    if (fresh?.status !== 'PENDING') throw new AppError('CONFLICT', productMessages.ptoNotPending);
    const note = reasonOf(input.note);
    if (input.decision === 'APPROVE') {
      await takeFromBalance(t, facility, {
        employeeId: current.r.employeeId,
        requestId: current.r.id,
        startDate: current.r.startDate,
        minutes: current.r.minutes,
        note,
        userId,
        now,
      });
    }
    await t
      .update(ptoRequests)
      .set({ status: input.decision === 'APPROVE' ? 'APPROVED' : 'DENIED', decidedBy: userId, decidedAt: now, decisionNote: note })
      .where(eq(ptoRequests.id, current.r.id));
    await ctx.audit(input.decision === 'APPROVE' ? 'pto.request.approve' : 'pto.request.deny', { target: current.r.id }, t);
    return toRequest(await findRequest(t, facility.id, current.r.id));
  });
}

/**
 * An approval's USAGE row, in the year of the request's first day, refused (409 with both figures)
 * beyond what that year's balance has.
 */
async function takeFromBalance(
  t: DbOrTx,
  facility: { id: string; timezone: Parameters<typeof zonedDate>[1] },
  r: { employeeId: string; requestId: string; startDate: string; minutes: number; note: string | null; userId: string; now: Date },
) {
  const policy = await effectivePolicy(t, facility.id, r.employeeId);
  const year = ptoYearOf(r.startDate);
  const currentYear = Number(zonedDate(r.now, facility.timezone).slice(0, 4));
  const available = await availableIn(t, r.employeeId, policy.row ? termsOf(policy.row) : NO_POLICY, year, currentYear);
  if (r.minutes > available) {
    throw new AppError('CONFLICT', productMessages.ptoBeyondBalance(formatPtoHours(r.minutes), formatPtoHours(Math.max(0, available))));
  }
  await t.insert(ptoLedger).values({
    facilityId: facility.id,
    employeeId: r.employeeId,
    kind: 'USAGE',
    minutes: -r.minutes,
    year,
    requestId: r.requestId,
    note: r.note,
    createdBy: r.userId,
  });
}

/**
 * FMLA leave paid as PTO (29 CFR 825.207, decision 076): a request for the one day entered by
 * staff and approved at once, with its USAGE row, so payroll pays it as any approved leave and the
 * balance falls. It is refused as a request is (an overlapping request, 409) and as an approval is
 * (beyond the balance, 409), in the caller's transaction. Answers the request's id.
 */
export async function approvedLeaveFor(
  ctx: Ctx,
  t: DbOrTx,
  input: { employeeId: string; date: string; minutes: number; note: string },
): Promise<string> {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const now = ctx.deps.clock.now();
  const hours = hoursOfMinutes(input.minutes);
  const id = await insertRequest(
    t,
    {
      facilityId: facility.id,
      employeeId: input.employeeId,
      startDate: input.date,
      endDate: input.date,
      hours,
      reason: input.note,
      enteredBy: 'USER',
      enteredByUser: userId,
    },
    null,
  );
  await takeFromBalance(t, facility, {
    employeeId: input.employeeId,
    requestId: id,
    startDate: input.date,
    minutes: input.minutes,
    note: input.note,
    userId,
    now,
  });
  await t.update(ptoRequests).set({ status: 'APPROVED', decidedBy: userId, decidedAt: now }).where(eq(ptoRequests.id, id));
  await ctx.audit('pto.request.approve', { target: id }, t);
  return id;
}

/** A pending request is withdrawn; decided ones stay as they are (an approved one is corrected by an adjustment). */
export async function cancelRequest(ctx: Ctx, input: { requestId: string }, tx?: DbOrTx): Promise<PtoRequest> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    const current = await findRequest(t, facilityId, input.requestId);
    const [updated] = await t
      .update(ptoRequests)
      .set({ status: 'CANCELLED', decidedBy: userOf(ctx).id, decidedAt: ctx.deps.clock.now() })
      .where(and(eq(ptoRequests.id, current.r.id), eq(ptoRequests.status, 'PENDING')))
      .returning({ id: ptoRequests.id });
    if (!updated) throw new AppError('CONFLICT', productMessages.ptoNotPending);
    await ctx.audit('pto.request.cancel', { target: current.r.id }, t);
    return toRequest(await findRequest(t, facilityId, current.r.id));
  });
}

export type { CreatePtoRequestBody };
