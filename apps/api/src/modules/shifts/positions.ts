import { fromCentsOrNull, toCentsOrNull } from '@careroster/shared/format/money';
import type { Position, savePositionsBody } from '@careroster/shared/api/shifts/position';
import { AppError } from '@careroster/shared/errors';
import { jobTitleById } from '@careroster/shared/job-titles';
import type { ApplicableFor } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { deriveAgencyPreference, filledCount, openingsSchema } from '@careroster/shared/validation/position';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { positionAgencies, positions } from '../../db/schema';
import { facilityAgencyList } from '../employees';
import { findShift } from './shift-rows';
import { timingStatus } from './timing';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';

type PositionRow = typeof positions.$inferSelect;
type Parsed = z.output<typeof savePositionsBody>['positions'][number];

/** GET facilities/shifts/{id}/positions, oldest first so the editor's rows keep their order. */
export async function listPositions(ctx: Ctx, { id: shiftId }: { id: string }, tx: DbOrTx = ctx.deps.db): Promise<Position[]> {
  return positionsOf(tx, facilityOf(ctx).id, shiftId);
}

async function positionsOf(db: DbOrTx, facilityId: string, shiftId: string): Promise<Position[]> {
  await findShift(db, facilityId, shiftId);
  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.facilityId, facilityId), eq(positions.shiftId, shiftId)))
    .orderBy(asc(positions.createdAt), asc(positions.id));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(positionAgencies)
    .where(
      and(
        eq(positionAgencies.facilityId, facilityId),
        inArray(
          positionAgencies.positionId,
          rows.map((r) => r.id),
        ),
      ),
    );
  // ALL keeps no links: it means every agency of the facility, including ones added later.
  const all = rows.some((r) => r.agencyPreference === 'ALL') ? (await facilityAgencyList(db, facilityId)).all : [];
  return rows.map((row) =>
    toPosition(row, row.agencyPreference === 'ALL' ? all : links.filter((l) => l.positionId === row.id).map((l) => l.agencyId)),
  );
}

function toPosition(row: PositionRow, agencies: string[]): Position {
  return {
    id: row.id,
    job_title_id: row.jobTitleId,
    total_positions: row.totalPositions,
    accepted_count: row.acceptedCount,
    assigned_count: row.assignedCount,
    status: row.status,
    rate: fromCentsOrNull(row.rateCents),
    agency_rate: fromCentsOrNull(row.agencyRateCents),
    rate_type: row.rateType,
    applicable_for: row.applicableFor as ApplicableFor[],
    auto_approve: row.autoApprove,
    agency_preference: row.agencyPreference,
    agencies,
    recurring_values: row.recurringValues,
    recurring_end_date: row.recurringEndDate,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    description: row.description,
    special_shift: row.specialShift,
    differential_type: row.differentialType,
    differential_value: fromCentsOrNull(row.differentialValue),
  };
}

type Prepared = { id: string | undefined; values: Omit<typeof positions.$inferInsert, 'facilityId' | 'shiftId'>; agencies: string[] };

/**
 * One editor row as it will be stored, or its problems. The toggles of spec 001 section 4 are
 * applied here too: a type that is off clears its rate (and agencies), Special Shift needs
 * Internal, the differential needs Special Shift. Counts come from the stored row only.
 */
function prepare(
  input: Parsed,
  current: PositionRow | undefined,
  agencyList: { all: string[]; favorites: string[] },
  problems: string[],
): Prepared {
  const filled = current ? filledCount({ accepted_count: current.acceptedCount, assigned_count: current.assignedCount }) : 0;
  const openings = openingsSchema(filled).safeParse(input.total_positions);
  if (!openings.success) problems.push(openings.error.issues[0]!.message);
  const total = openings.success ? openings.data : 0;

  // spec 001 section 2: an existing position's job title is read-only.
  const jobTitleId = current?.jobTitleId ?? input.job_title_id;
  if (!current && !jobTitleById(jobTitleId)) problems.push(productMessages.required('Job title'));

  const applicable = [...new Set(input.applicable_for)];
  const internal = applicable.includes('IN');
  const external = applicable.includes('EN');
  const agency = applicable.includes('AN');
  if (external && input.rate == null) problems.push(productMessages.required('External rate'));
  if (agency && input.agency_rate == null) problems.push(productMessages.required('Agency rate'));
  const agencies = agency ? [...new Set(input.agencies)] : [];
  if (agency && agencies.length === 0) problems.push(productMessages.required('Staffing agency'));
  if (agencies.some((id) => !agencyList.all.includes(id))) problems.push(productMessages.unknownAgency);
  const special = internal && input.special_shift;
  const differential = special && input.differential_value != null;
  const preference = agency ? deriveAgencyPreference(agencies, agencyList.all, agencyList.favorites) : null;

  return {
    id: current?.id,
    agencies: preference === 'ALL' ? [] : agencies,
    values: {
      jobTitleId,
      totalPositions: total,
      status: current && filled >= total ? 'FILLED' : 'OPEN',
      rateCents: external ? toCentsOrNull(input.rate) : null,
      agencyRateCents: agency ? toCentsOrNull(input.agency_rate) : null,
      applicableFor: applicable,
      autoApprove: input.auto_approve,
      agencyPreference: preference,
      recurringValues: [...new Set(input.recurring_values)].sort(),
      recurringEndDate: input.recurring_end_date ?? null,
      contactName: input.contact_name || null,
      contactEmail: input.contact_email || null,
      contactPhone: input.contact_phone || null,
      description: input.description || null,
      specialShift: special,
      differentialType: differential ? (input.differential_type ?? 'FR') : null,
      differentialValue: differential ? toCentsOrNull(input.differential_value) : null,
    },
  };
}

/**
 * The editor's rows checked against the stored ones (`stored`, locked by the caller) and made
 * ready to write; problems of every row are answered together (422). An id that is not one of
 * `stored` is a 404.
 */
export async function preparePositions(tx: DbOrTx, facilityId: string, inputs: Parsed[], stored: PositionRow[]): Promise<Prepared[]> {
  const byId = new Map(stored.map((p) => [p.id, p]));
  const agencyList = await facilityAgencyList(tx, facilityId);
  const problems: string[] = [];
  const rows = inputs.map((input) => {
    const current = input.id ? byId.get(input.id) : undefined;
    if (input.id && !current) throw new AppError('NOT_FOUND');
    return prepare(input, current, agencyList, problems);
  });
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', [...new Set(problems)]);
  return rows;
}

/**
 * Writes prepared rows of one shift in one statement (new rows insert, existing ones update
 * through their id), so a 20-row save is one round trip, and replaces their agency links.
 */
export async function writePositions(tx: DbOrTx, facilityId: string, shiftId: string, rows: Prepared[]) {
  const columns = Object.keys(rows[0]!.values) as (keyof Prepared['values'])[];
  // Only orders the rows, like the created_at the database stamps on its own rows: not a business time.
  // eslint-disable-next-line no-restricted-syntax -- a creation-order stamp
  const savedAt = Date.now();
  const saved = await tx
    .insert(positions)
    .values(
      rows.map((row, i) => ({
        ...row.values,
        ...(row.id ? { id: row.id } : {}),
        facilityId,
        shiftId,
        // The editor's order is the creation order; one statement stamps every row alike, so each gets its own.
        createdAt: new Date(savedAt + i),
      })),
    )
    .onConflictDoUpdate({
      target: positions.id,
      set: Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded.${positions[key].name}`)])),
    })
    .returning({ id: positions.id });
  const savedIds = saved.map((r) => r.id);
  await tx.delete(positionAgencies).where(inArray(positionAgencies.positionId, savedIds));
  const links = rows.flatMap((row, i) => row.agencies.map((agencyId) => ({ facilityId, positionId: savedIds[i]!, agencyId })));
  if (links.length > 0) await tx.insert(positionAgencies).values(links);
}

/**
 * PATCH facilities/shifts/{id}/positions: every row is saved or none (spec 001 section 4). The
 * shift's positions are locked first, so an assignment or acceptance running at the same time
 * waits, and the openings compared here are the ones that end up stored.
 */
export async function savePositions(ctx: Ctx, { id: shiftId, ...body }: z.output<typeof savePositionsBody> & { id: string }) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, undefined, async (tx, after) => {
    after.publish({ type: 'shifts.changed', shift_id: shiftId });
    const shift = await findShift(tx, facilityId, shiftId, true);
    if (timingStatus(shift, ctx.deps.clock.now()) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
    const stored = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.facilityId, facilityId), eq(positions.shiftId, shiftId)))
      .for('update');
    await writePositions(tx, facilityId, shiftId, await preparePositions(tx, facilityId, body.positions, stored));
    await ctx.audit('shift.positions_save', { target: shiftId, detail: `${body.positions.length} positions` }, tx);
    const allNew = body.positions.every((p) => !p.id);
    return { message: allNew ? messages.positionsAdded : messages.positionsUpdated, positions: await positionsOf(tx, facilityId, shiftId) };
  });
}

/**
 * DELETE facilities/shifts/{id}/positions/{positionId}. Past and ongoing shifts keep their
 * positions (spec 001 section 4); a position with nurses on it is refused too (decision 003), so
 * no nurse loses a booked shift as a side effect of tidying the editor.
 */
export async function deletePosition(ctx: Ctx, { id: shiftId, positionId }: { id: string; positionId: string }) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, undefined, async (tx, after) => {
    after.publish({ type: 'shifts.changed', shift_id: shiftId });
    const shift = await findShift(tx, facilityId, shiftId);
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.shiftId, shiftId), eq(positions.facilityId, facilityId)))
      .for('update');
    if (!position) throw new AppError('NOT_FOUND');
    if (timingStatus(shift, ctx.deps.clock.now()) !== 'UPCOMING') throw new AppError('CONFLICT', messages.pastPositionDelete);
    if (position.acceptedCount + position.assignedCount > 0) throw new AppError('CONFLICT', productMessages.positionHasNurses);
    await tx.delete(positions).where(eq(positions.id, positionId));
    await ctx.audit('shift.position_delete', { target: positionId }, tx);
    return { message: messages.positionsDeleted };
  });
}
