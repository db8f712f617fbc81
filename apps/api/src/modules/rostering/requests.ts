import type { createRosterRequestContract, RosterRequest, rosterRequestsQuery } from '@careroster/shared/api/rostering/requests';
import { AppError } from '@careroster/shared/errors';
import { daysBetween, zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { REQUEST_SPAN_DAYS_MAX } from '@careroster/shared/rostering/facility-problem';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rosterRequests, rosterTeamMembers } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { employeeOf, peopleDirectory } from '../employees';
import { unitOf } from '../structure';
import { checkTimings } from './timings';

type Fields = Omit<z.output<(typeof createRosterRequestContract)['body']>, 'employee_id'>;

/** Requests with their nurse's name, by day, the whole day before a timing, then name. */
export async function requestRows(db: DbOrTx, where: SQL | undefined) {
  const people = peopleDirectory(db);
  return db
    .select({ r: rosterRequests, firstName: people.firstName, lastName: people.lastName })
    .from(rosterRequests)
    .innerJoin(people, eq(people.id, rosterRequests.employeeId))
    .where(where)
    .orderBy(
      asc(rosterRequests.date),
      sql`${rosterRequests.timingId} is not null`,
      asc(people.firstName),
      asc(people.lastName),
      asc(rosterRequests.createdAt),
      asc(rosterRequests.id),
    );
}

type Row = Awaited<ReturnType<typeof requestRows>>[number];

export const toRequest = (row: Row): RosterRequest => ({
  id: row.r.id,
  employee_id: row.r.employeeId,
  employee_name: `${row.firstName} ${row.lastName}`.trim(),
  date: row.r.date,
  timing_id: row.r.timingId,
  kind: row.r.kind,
  weight: row.r.weight,
  note: row.r.note,
  source: row.r.source,
  created_at: row.r.createdAt.toISOString(),
});

async function findRequest(db: DbOrTx, facilityId: string, requestId: string): Promise<Row> {
  const [row] = await requestRows(db, and(eq(rosterRequests.facilityId, facilityId), eq(rosterRequests.id, requestId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Writes one request after its rules: not before the facility's today, a timing of the facility
 * (or the whole day); a second one for the nurse, day and timing is refused by the unique index (409).
 */
export async function insertRequest(
  t: DbOrTx,
  input: Fields & { facilityId: string; employeeId: string; source: 'STAFF' | 'NURSE'; createdBy: string | null; today: string },
): Promise<Row> {
  if (input.date < input.today) throw new AppError('VALIDATION_FAILED', productMessages.rosterRequestPast);
  await checkTimings(t, input.facilityId, [input.timing_id], productMessages.rosterRequestUnknownTiming);
  const [created] = await t
    .insert(rosterRequests)
    .values({
      facilityId: input.facilityId,
      employeeId: input.employeeId,
      date: input.date,
      timingId: input.timing_id,
      kind: input.kind,
      weight: input.weight,
      note: input.note === null || input.note === '' ? null : input.note,
      source: input.source,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: rosterRequests.id });
  if (!created) throw new AppError('CONFLICT', productMessages.rosterRequestTaken);
  return findRequest(t, input.facilityId, created.id);
}

/** GET facilities/roster/requests: a span of days (both ends, at most REQUEST_SPAN_DAYS_MAX), optionally one unit's team. */
export async function listRosterRequests(
  ctx: Ctx,
  input: z.output<typeof rosterRequestsQuery>,
  tx?: DbOrTx,
): Promise<{ results: RosterRequest[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const span = daysBetween(input.from, input.to);
  if (span < 0 || span + 1 > REQUEST_SPAN_DAYS_MAX) {
    throw new AppError('VALIDATION_FAILED', productMessages.rosterRequestsSpan(REQUEST_SPAN_DAYS_MAX));
  }
  if (input.unit_id && !(await unitOf(db, facilityId, input.unit_id))) throw new AppError('NOT_FOUND');
  const rows = await requestRows(
    db,
    and(
      eq(rosterRequests.facilityId, facilityId),
      gte(rosterRequests.date, input.from),
      lte(rosterRequests.date, input.to),
      input.unit_id
        ? sql`${rosterRequests.employeeId} in (select ${rosterTeamMembers.employeeId} from ${rosterTeamMembers} where ${rosterTeamMembers.unitId} = ${input.unit_id})`
        : undefined,
    ),
  );
  return { results: rows.map(toRequest) };
}

/** POST facilities/roster/requests: staff enter a request for one of the facility's nurses. */
export async function createRosterRequest(
  ctx: Ctx,
  input: z.output<(typeof createRosterRequestContract)['body']>,
  tx?: DbOrTx,
): Promise<RosterRequest> {
  const facility = facilityOf(ctx);
  const today = zonedDate(ctx.deps.clock.now(), facility.timezone);
  return transaction(ctx, tx, async (t, after) => {
    await employeeOf(t, facility.id, input.employee_id);
    const row = await insertRequest(t, {
      ...input,
      facilityId: facility.id,
      employeeId: input.employee_id,
      source: 'STAFF',
      createdBy: userOf(ctx).id,
      today,
    });
    await ctx.audit('roster_request.create', { target: row.r.id, detail: `${row.r.kind} ${row.r.date}` }, t);
    after.publish({ type: 'roster.changed' });
    return toRequest(row);
  });
}

/** DELETE facilities/roster/requests/:requestId. */
export async function deleteRosterRequest(ctx: Ctx, { requestId }: { requestId: string }, tx?: DbOrTx): Promise<{ message: string }> {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t, after) => {
    const [gone] = await t
      .delete(rosterRequests)
      .where(and(eq(rosterRequests.id, requestId), eq(rosterRequests.facilityId, facilityId)))
      .returning({ kind: rosterRequests.kind, date: rosterRequests.date });
    if (!gone) throw new AppError('NOT_FOUND');
    await ctx.audit('roster_request.delete', { target: requestId, detail: `${gone.kind} ${gone.date}` }, t);
    after.publish({ type: 'roster.changed' });
  });
  return { message: productMessages.rosterRequestDeleted };
}
