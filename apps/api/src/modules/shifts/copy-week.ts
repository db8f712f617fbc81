import { randomUUID } from 'node:crypto';
import type { CopyWeekAnswer, copyWeekBody } from '@careroster/shared/api/shifts/copy-week';
import { productMessages } from '@careroster/shared/messages';
import { addDays, daysBetween, zonedInstant } from '@careroster/shared/format/wall-clock';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { positionAgencies, positions, shifts } from '../../db/schema';
import { facilityOf, userOf, type Ctx, type FacilityScope } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { hhmm, type ShiftRow } from './shift-rows';

type Body = z.output<typeof copyWeekBody>;
type PositionRow = typeof positions.$inferSelect;
type Skipped = CopyWeekAnswer['skipped'][number];

/** Same title, unit and start: the shift the copy would collide with. */
const collisionKey = (s: { title: string; unitId: string | null; startsAt: Date }) =>
  `${s.title}|${s.unitId ?? ''}|${s.startsAt.toISOString()}`;

/**
 * The source shift moved by whole days, keeping its facility-local wall clock: the instants come
 * from `zonedInstant` as a new shift's do, so a copy across a daylight-saving change keeps 07:00.
 */
function movedShift(facility: FacilityScope, source: ShiftRow, days: number, userId: string) {
  const startDate = addDays(source.startDate, days);
  const endDate = addDays(source.endDate, days);
  return {
    id: randomUUID(),
    facilityId: facility.id,
    title: source.title,
    startDate,
    endDate,
    startTime: source.startTime,
    endTime: source.endTime,
    startsAt: zonedInstant(startDate, source.startTime, facility.timezone),
    endsAt: zonedInstant(endDate, source.endTime, facility.timezone),
    mealMinutes: source.mealMinutes,
    contactName: source.contactName,
    contactEmail: source.contactEmail,
    contactPhone: source.contactPhone,
    shiftType: source.shiftType,
    isActive: source.isActive,
    floorId: source.floorId,
    unitId: source.unitId,
    createdBy: userId,
  };
}

/** The position's settings on a new shift: its openings all open again, no bookings. */
const copiedPosition = (p: PositionRow, shiftId: string) => ({
  id: randomUUID(),
  facilityId: p.facilityId,
  shiftId,
  jobTitleId: p.jobTitleId,
  totalPositions: p.totalPositions,
  rateCents: p.rateCents,
  agencyRateCents: p.agencyRateCents,
  rateType: p.rateType,
  applicableFor: p.applicableFor,
  autoApprove: p.autoApprove,
  agencyPreference: p.agencyPreference,
  contactName: p.contactName,
  contactEmail: p.contactEmail,
  contactPhone: p.contactPhone,
  description: p.description,
  specialShift: p.specialShift,
  differentialType: p.differentialType,
  differentialValue: p.differentialValue,
});

/**
 * POST facilities/shifts/copy-week (issue 15): the week's shifts and positions to each later week,
 * all or none. A copy is a one-off shift (not part of the source's series). A copy that would
 * collide with a shift already there, or would already have started, is skipped and named.
 * Concurrent copies of one facility queue on an advisory lock, so two clicks cannot both create.
 */
export async function copyWeek(ctx: Ctx, body: Body): Promise<CopyWeekAnswer> {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const targets = [...body.to_week_starts].sort();
  const answer = await transaction(ctx, undefined, async (tx, after) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`copy-week:${facility.id}`}))`);
    const sources = await tx
      .select()
      .from(shifts)
      .where(
        and(eq(shifts.facilityId, facility.id), gte(shifts.startDate, body.week_start), lte(shifts.startDate, addDays(body.week_start, 6))),
      )
      .orderBy(asc(shifts.startsAt), asc(shifts.title));
    if (sources.length === 0) return { created: [], skipped: [] };
    const sourcePositions = await tx
      .select()
      .from(positions)
      .where(
        and(
          eq(positions.facilityId, facility.id),
          inArray(
            positions.shiftId,
            sources.map((s) => s.id),
          ),
        ),
      )
      .orderBy(asc(positions.createdAt), asc(positions.id));
    const links = await tx
      .select()
      .from(positionAgencies)
      .where(
        and(
          eq(positionAgencies.facilityId, facility.id),
          inArray(
            positionAgencies.positionId,
            sourcePositions.map((p) => p.id),
          ),
        ),
      );
    const existing = await tx
      .select({ title: shifts.title, unitId: shifts.unitId, startsAt: shifts.startsAt })
      .from(shifts)
      .where(
        and(eq(shifts.facilityId, facility.id), gte(shifts.startDate, targets[0]!), lte(shifts.startDate, addDays(targets.at(-1)!, 6))),
      );
    const taken = new Set(existing.map(collisionKey));

    const created: CopyWeekAnswer['created'] = [];
    const skipped: Skipped[] = [];
    const now = ctx.deps.clock.now();
    // One week at a time keeps each statement far below PostgreSQL's 65,535 parameters.
    for (const target of targets) {
      const days = daysBetween(body.week_start, target);
      const planned = sources.map((source) => ({ source, row: movedShift(facility, source, days, userId) }));
      const kept = planned.filter(({ source, row }) => {
        const reason = taken.has(collisionKey(row)) ? 'EXISTS' : row.startsAt <= now ? 'STARTED' : null;
        if (reason)
          skipped.push({
            source_shift_id: source.id,
            title: row.title,
            start_date: row.startDate,
            start_time: hhmm(row.startTime),
            reason,
          });
        return reason === null;
      });
      if (kept.length === 0) continue;
      // Ids made here, so each copy's positions and agency links know their parent without
      // relying on the order of a RETURNING clause.
      await tx.insert(shifts).values(kept.map((k) => k.row));
      const newPositions = kept.flatMap(({ source, row }) =>
        sourcePositions.filter((p) => p.shiftId === source.id).map((p) => ({ from: p.id, values: copiedPosition(p, row.id) })),
      );
      if (newPositions.length > 0) await tx.insert(positions).values(newPositions.map((p) => p.values));
      const newLinks = newPositions.flatMap((p) =>
        links
          .filter((l) => l.positionId === p.from)
          .map((l) => ({ facilityId: facility.id, positionId: p.values.id, agencyId: l.agencyId })),
      );
      if (newLinks.length > 0) await tx.insert(positionAgencies).values(newLinks);
      created.push(
        ...kept.map(({ row }) => ({ id: row.id, title: row.title, start_date: row.startDate, start_time: hhmm(row.startTime) })),
      );
    }
    if (created.length > 0) after.publish({ type: 'shifts.changed' });
    await ctx.audit('shift.copy_week', { target: body.week_start, detail: `${created.length} copied, ${skipped.length} skipped` }, tx);
    return { created, skipped };
  });
  return { message: productMessages.copyWeekDone(answer.created.length, answer.skipped.length), ...answer };
}
