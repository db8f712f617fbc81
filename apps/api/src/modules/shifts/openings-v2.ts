import { randomUUID } from 'node:crypto';
import type { OpeningsPlanAnswer } from '@careroster/shared/api/structure/generate-openings';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { ShiftType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { isPastWeekStart, plannedShift, weekDates } from '@careroster/shared/structure/master-schedule';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { openingGenerations, positions, shifts } from '../../db/schema';
import { facilityOf, userOf, type Ctx, type FacilityScope } from '../../platform/context';
import { transaction } from '../../platform/effects';

/**
 * One shift a source (the master schedule, a builder template) would create on a day, with its
 * openings per job title: the shape `createOpenings` takes (issue 28, decision 069).
 */
export type OpeningShift = {
  /** What makes it the same shift when the week is generated again (decision 069). */
  key: string;
  unitId: string | null;
  floorId: string | null;
  title: string;
  /** Its day of the week (0 = Sunday) and wall-clock times, in the facility's zone. */
  weekday: number;
  startTime: string;
  endTime: string;
  mealMinutes: number;
  shiftType: ShiftType;
  positions: { jobTitleId: string; count: number }[];
};

type Dated = OpeningShift & ReturnType<typeof plannedShift> & { dayKey: string };

/** Same title, unit and start: a shift already there (made by hand, copied) that this one would repeat. */
const collisionKey = (s: { title: string; unitId: string | null; startsAt: Date }) =>
  `${s.title}|${s.unitId ?? ''}|${s.startsAt.toISOString()}`;

/** The weeks must be this week or later, in the facility's zone. */
export function refusePastWeeks(ctx: Ctx, weekStarts: string[]) {
  const today = todayIn(facilityOf(ctx).timezone, ctx.deps.clock.now());
  if (weekStarts.some((w) => isPastWeekStart(w, today))) throw new AppError('VALIDATION_FAILED', productMessages.generatePastWeek);
}

function dated(facility: FacilityScope, weekStarts: string[], source: OpeningShift[]): Dated[] {
  return [...weekStarts].sort().flatMap((week) =>
    source.map((s) => {
      const at = plannedShift(week, s.weekday, s.startTime, s.endTime, facility.timezone);
      return { ...s, ...at, dayKey: `${s.key}|${at.startDate}` };
    }),
  );
}

/**
 * Which of the dated shifts would be created: not generated before (its key recorded), not the
 * same as a shift already there, not started. Read in the caller's transaction.
 */
async function sortOut(db: DbOrTx, facilityId: string, planned: Dated[], now: Date) {
  if (planned.length === 0) return { create: [], skipped: [] };
  const dates = planned.map((p) => p.startDate).sort();
  const [generated, existing] = await Promise.all([
    db
      .select({ key: openingGenerations.key })
      .from(openingGenerations)
      .where(
        and(
          eq(openingGenerations.facilityId, facilityId),
          inArray(
            openingGenerations.key,
            planned.map((p) => p.dayKey),
          ),
        ),
      ),
    db
      .select({ title: shifts.title, unitId: shifts.unitId, startsAt: shifts.startsAt })
      .from(shifts)
      .where(and(eq(shifts.facilityId, facilityId), gte(shifts.startDate, dates[0]!), lte(shifts.startDate, dates.at(-1)!))),
  ]);
  const done = new Set(generated.map((g) => g.key));
  const taken = new Set(existing.map(collisionKey));
  const create: Dated[] = [];
  const skipped: Dated[] = [];
  for (const p of planned) {
    const repeat = done.has(p.dayKey) || taken.has(collisionKey(p)) || p.startsAt <= now;
    (repeat ? skipped : create).push(p);
    done.add(p.dayKey);
    taken.add(collisionKey(p));
  }
  return { create, skipped };
}

function answer(
  weekStarts: string[],
  create: Dated[],
  skipped: Dated[],
  message: (shifts: number, openings: number) => string,
): OpeningsPlanAnswer {
  const openingsOf = (s: Dated) => s.positions.reduce((n, p) => n + p.count, 0);
  const days = [...weekStarts]
    .sort()
    .flatMap(weekDates)
    .map((date) => {
      const made = create.filter((s) => s.startDate === date);
      return {
        date,
        shifts: made.length,
        openings: made.reduce((n, s) => n + openingsOf(s), 0),
        skipped: skipped.filter((s) => s.startDate === date).length,
      };
    });
  const totals = { shifts: create.length, openings: create.reduce((n, s) => n + openingsOf(s), 0), skipped: skipped.length };
  return { message: message(totals.shifts, totals.openings), days, ...totals };
}

export type OpeningsRun = {
  weekStarts: string[];
  source: OpeningShift[];
  /** MASTER, or TEMPLATE:<id>: recorded beside each generated shift. */
  sourceName: string;
  /** True: answer what would be created, create nothing. */
  preview: boolean;
};

/**
 * The shifts door's one way to create openings in bulk (opening-v2, decision 069): every shift of
 * `source` on each chosen week, with its positions, in one transaction (a savepoint inside the
 * caller's `tx`), under an advisory lock per facility so two runs queue. A shift generated before
 * (same key and date), already there (same title, unit and start) or already started is skipped,
 * so running a week twice creates nothing twice. One live `shifts.changed` after the commit.
 * Positions are open to the facility's internal staff (IN) with no rate, as a new opening is
 * before a scheduler decides otherwise; the generating user is the shifts' contact.
 */
export async function createOpenings(ctx: Ctx, run: OpeningsRun, tx?: DbOrTx): Promise<OpeningsPlanAnswer> {
  const facility = facilityOf(ctx);
  const user = userOf(ctx);
  refusePastWeeks(ctx, run.weekStarts);
  const now = ctx.deps.clock.now();
  const planned = dated(facility, run.weekStarts, run.source);
  if (run.preview) {
    const { create, skipped } = await sortOut(tx ?? ctx.deps.db, facility.id, planned, now);
    return answer(run.weekStarts, create, skipped, () => (create.length > 0 ? '' : productMessages.generatePreviewNothing));
  }
  return transaction(ctx, tx, async (t, after) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`openings-v2:${facility.id}`}))`);
    const { create, skipped } = await sortOut(t, facility.id, planned, now);
    // One week at a time keeps each statement far below PostgreSQL's 65,535 parameters.
    for (const week of [...run.weekStarts].sort()) {
      const inWeek = create.filter((s) => s.startDate >= week && s.startDate <= addDays(week, 6));
      if (inWeek.length === 0) continue;
      const rows = inWeek.map((s) => ({
        id: randomUUID(),
        facilityId: facility.id,
        title: s.title,
        startDate: s.startDate,
        endDate: s.endDate,
        startTime: s.startTime,
        endTime: s.endTime,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        mealMinutes: s.mealMinutes,
        contactName: `${user.firstName} ${user.lastName}`,
        contactEmail: user.email,
        shiftType: s.shiftType,
        unitId: s.unitId,
        floorId: s.floorId,
        createdBy: user.id,
      }));
      await t.insert(shifts).values(rows);
      const openings = inWeek.flatMap((s, i) =>
        s.positions.map((p) => ({
          facilityId: facility.id,
          shiftId: rows[i]!.id,
          jobTitleId: p.jobTitleId,
          totalPositions: p.count,
          applicableFor: ['IN'],
        })),
      );
      if (openings.length > 0) await t.insert(positions).values(openings);
      await t.insert(openingGenerations).values(
        inWeek.map((s, i) => ({
          facilityId: facility.id,
          key: s.dayKey,
          shiftId: rows[i]!.id,
          source: run.sourceName,
          createdBy: user.id,
        })),
      );
    }
    if (create.length > 0) after.publish({ type: 'shifts.changed' });
    await ctx.audit(
      'shift.generate_openings',
      { target: run.sourceName, detail: `${[...run.weekStarts].sort().join(',')}: ${create.length} created, ${skipped.length} skipped` },
      t,
    );
    return answer(run.weekStarts, create, skipped, productMessages.generateDone);
  });
}
