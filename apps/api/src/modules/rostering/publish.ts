import type { DraftAnswer } from '@careroster/shared/api/rostering/drafts';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { addDaysIso, OFF } from '@careroster/shared/rostering/model';
import { compileProblem, coverShortfall } from '@careroster/shared/rostering/score';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rosterDrafts } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { queueOutbox, type OutboxMessage } from '../../platform/outbox';
import { peopleDirectory } from '../employees';
import { facilityNameOf } from '../facility';
import { generateOpenings, openingRows } from '../shifts';
import { bookPairs } from '../staffing';
import { draftAnswerOf, findDraft, lockOpenDraft } from './drafts';
import { timingKey, unitPlan } from './inputs';

type Pair = { employeeId: string; date: string; timingId: string; jobTitleId: string };

/**
 * POST facilities/roster/drafts/:draftId/publish. In order: the unit's openings of the weeks from
 * the master schedule where missing (idempotent, decision 069); the draft claimed (READY at this
 * version → PUBLISHED, so a second click or a second scheduler gets 409); each nurse booked on
 * her shifts through the one booking path, pair by pair where a position refuses (a rule that
 * still holds, such as rest hours, refuses then as it would in the picker); then each booked
 * nurse told her schedule through the outbox. What stays open is left for release and Fill week.
 */
export async function publishDraft(ctx: Ctx, input: { draftId: string; version: number }): Promise<DraftAnswer & { message: string }> {
  const facilityId = facilityOf(ctx).id;
  const { db } = ctx.deps;
  const { draft } = await lockOpenDraft(db, facilityId, input.draftId, input.version);
  const problem = draft.problem!;
  const roster = draft.roster!;
  const shiftTypes = draft.shiftTypes ?? [];
  const weekStarts = Array.from({ length: draft.weeks }, (_, w) => addDaysIso(draft.startDate, 7 * w));
  await generateOpenings(ctx, { week_starts: weekStarts, unit_ids: [draft.unitId] });

  await transaction(ctx, undefined, async (tx) => {
    await lockOpenDraft(tx, facilityId, input.draftId, input.version);
    await tx
      .update(rosterDrafts)
      .set({ status: 'PUBLISHED', publishedAt: ctx.deps.clock.now(), publishedBy: userOf(ctx).id, updatedAt: ctx.deps.clock.now() })
      .where(eq(rosterDrafts.id, draft.id));
  });

  const pairs: Pair[] = [];
  roster.forEach((row, n) =>
    row.forEach((s, d) => {
      const type = s === OFF ? undefined : shiftTypes[s];
      if (type) pairs.push({ employeeId: problem.nurses[n]!.id, date: addDaysIso(draft.startDate, d), ...type });
    }),
  );

  // The unit's positions of the span, by day, times and job title, with the places each has left.
  const openings = openingRows(db);
  const endDate = addDaysIso(draft.startDate, problem.days - 1);
  const positions = await db
    .select({
      id: openings.id,
      jobTitleId: openings.jobTitleId,
      date: openings.startDate,
      startTime: openings.startTime,
      endTime: openings.endTime,
      free: sql<number>`${openings.totalPositions} - ${openings.acceptedCount} - ${openings.assignedCount}`.mapWith(Number),
    })
    .from(openings)
    .where(
      and(
        eq(openings.facilityId, facilityId),
        eq(openings.unitId, draft.unitId),
        gte(openings.startDate, draft.startDate),
        lte(openings.startDate, endDate),
      ),
    );
  const slots = new Map<string, { id: string; free: number }[]>();
  for (const p of positions) {
    const key = `${p.date}|${timingKey(p.startTime, p.endTime)}|${p.jobTitleId}`;
    slots.set(key, [...(slots.get(key) ?? []), { id: p.id, free: p.free }]);
  }
  const { timings } = await unitPlan(db, facilityId, draft.unitId);
  const times = new Map(timings.map((t) => [t.timingId, timingKey(t.startTime, t.endTime)]));
  const refused: { employeeId: string; date: string; message: string }[] = [];
  const assignments: { position_id: string; employee_id: string }[] = [];
  const dateOfPosition = new Map<string, string>();
  for (const pair of pairs) {
    const slot = slots.get(`${pair.date}|${times.get(pair.timingId) ?? ''}|${pair.jobTitleId}`)?.find((s) => s.free > 0);
    if (!slot) {
      refused.push({ employeeId: pair.employeeId, date: pair.date, message: productMessages.rosterNoOpening });
      continue;
    }
    slot.free--;
    assignments.push({ position_id: slot.id, employee_id: pair.employeeId });
    dateOfPosition.set(slot.id, pair.date);
  }
  const result = assignments.length > 0 ? await bookPairs(ctx, { assignments }) : { booked: 0, refused: [] };
  for (const r of result.refused) refused.push({ employeeId: r.employee_id, date: dateOfPosition.get(r.position_id)!, message: r.message });

  const uncovered = coverShortfall(compileProblem(problem), roster) + refused.length;
  const published = { booked: result.booked, uncovered, refused };
  await transaction(ctx, undefined, async (tx, after) => {
    await tx.update(rosterDrafts).set({ published }).where(eq(rosterDrafts.id, draft.id));
    await tellNurses(ctx, tx, facilityId, pairs, refused, { from: draft.startDate, to: endDate });
    after.publish({ type: 'roster.changed', draft_id: draft.id });
  });
  const answer = await draftAnswerOf(db, await findDraft(db, facilityId, draft.id));
  return { ...answer, message: productMessages.rosterDraftPublished(result.booked, refused.length, uncovered) };
}

/** One text per nurse with a shift booked: how many, and for which span (her link shows them). */
async function tellNurses(
  ctx: Ctx,
  tx: Tx,
  facilityId: string,
  pairs: Pair[],
  refused: { employeeId: string; date: string }[],
  span: { from: string; to: string },
) {
  const notBooked = new Set(refused.map((r) => `${r.employeeId}|${r.date}`));
  const shifts = new Map<string, number>();
  for (const p of pairs) if (!notBooked.has(`${p.employeeId}|${p.date}`)) shifts.set(p.employeeId, (shifts.get(p.employeeId) ?? 0) + 1);
  if (shifts.size === 0) return;
  const facility = (await facilityNameOf(tx, facilityId)) ?? '';
  const people = peopleDirectory(tx);
  const rows = await tx
    .select({ id: people.id, firstName: people.firstName, countryCode: people.countryCode, mobile: people.mobile, email: people.email })
    .from(people)
    .where(and(eq(people.facilityId, facilityId), inArray(people.id, [...shifts.keys()])));
  const from = formatDate(span.from);
  const to = formatDate(span.to);
  const subject = productMessages.rosterPublishedTitle(facility);
  const messages: OutboxMessage[] = rows.flatMap((p) => {
    const text = productMessages.rosterPublishedText(p.firstName, facility, shifts.get(p.id)!, from, to);
    return [
      ...(p.mobile ? [{ to: `${p.countryCode ?? ''}${p.mobile}`, channel: 'SMS' as const, subject, text }] : []),
      ...(p.email ? [{ to: p.email, channel: 'EMAIL' as const, subject, text }] : []),
    ];
  });
  await queueOutbox(tx, messages);
}
