import type { DraftAnswer, DraftSummary } from '@careroster/shared/api/rostering/drafts';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { OFF, type Roster, type RosterProblem } from '@careroster/shared/rostering/model';
import { scoreRoster } from '@careroster/shared/rostering/score';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, rosterDrafts } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { unitNames } from '../structure';

type DraftRow = typeof rosterDrafts.$inferSelect;

const summaryColumns = (units: ReturnType<typeof unitNames>) => ({
  id: rosterDrafts.id,
  unitId: rosterDrafts.unitId,
  unitName: units.name,
  startDate: rosterDrafts.startDate,
  weeks: rosterDrafts.weeks,
  status: rosterDrafts.status,
  score: rosterDrafts.score,
  createdAt: rosterDrafts.createdAt,
  publishedAt: rosterDrafts.publishedAt,
});

const toSummary = (
  r: Pick<DraftRow, 'id' | 'unitId' | 'startDate' | 'weeks' | 'status' | 'score' | 'createdAt' | 'publishedAt'> & { unitName: string },
): DraftSummary => ({
  id: r.id,
  unit_id: r.unitId,
  unit_name: r.unitName,
  start_date: r.startDate,
  weeks: r.weeks,
  status: r.status,
  hard: r.score?.hard ?? null,
  soft: r.score?.soft ?? null,
  created_at: r.createdAt.toISOString(),
  published_at: r.publishedAt?.toISOString() ?? null,
});

/** The facility's draft, locked for the caller's transaction when asked; another facility's is 404. */
export async function findDraft(db: DbOrTx, facilityId: string, draftId: string, lock = false) {
  const units = unitNames(db);
  const query = db
    .select({ draft: rosterDrafts, unitName: units.name })
    .from(rosterDrafts)
    .innerJoin(units, eq(units.id, rosterDrafts.unitId))
    .where(and(eq(rosterDrafts.id, draftId), eq(rosterDrafts.facilityId, facilityId)));
  const [row] = await (lock ? query.for('update', { of: rosterDrafts }) : query);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The draft as the page shows it: its problem, roster and score, with names and codes beside them. */
export async function draftAnswerOf(db: DbOrTx, row: { draft: DraftRow; unitName: string }): Promise<DraftAnswer> {
  const d = row.draft;
  const problem = d.problem;
  const titleIds = [...new Set(problem?.nurses.flatMap((n) => n.skills) ?? [])];
  const titles =
    titleIds.length > 0
      ? await db.select({ id: jobTitles.id, abbr: jobTitles.abbreviation }).from(jobTitles).where(inArray(jobTitles.id, titleIds))
      : [];
  const titleOf = new Map(titles.map((t) => [t.id, t.abbr]));
  return {
    ...toSummary({ ...d, unitName: row.unitName }),
    progress: d.progress
      ? { elapsed_ms: d.progress.elapsedMs, budget_ms: d.progress.budgetMs, hard: d.progress.hard, soft: d.progress.soft }
      : null,
    failure: d.failure,
    version: d.version,
    problem,
    roster: d.roster,
    score: d.score,
    nurses: (problem?.nurses ?? []).map((n) => ({ employee_id: n.id, name: n.name, job_title: titleOf.get(n.skills[0] ?? '') ?? '' })),
    shift_types: (d.shiftTypes ?? []).map((t) => ({
      timing_id: t.timingId,
      job_title_id: t.jobTitleId,
      code: t.code,
      colour: t.colour,
      job_title: t.jobTitle,
    })),
    published: d.published
      ? {
          booked: d.published.booked,
          uncovered: d.published.uncovered,
          refused: d.published.refused.map((r) => ({ employee_id: r.employeeId, date: r.date, message: r.message })),
        }
      : null,
  };
}

/** GET facilities/roster/drafts/:draftId */
export async function getDraft(ctx: Ctx, input: { draftId: string }): Promise<DraftAnswer> {
  const { db } = ctx.deps;
  return draftAnswerOf(db, await findDraft(db, facilityOf(ctx).id, input.draftId));
}

/** GET facilities/roster/drafts: the latest drafts (a unit's, or all), discarded ones left out. */
export async function listDrafts(ctx: Ctx, input: { unit_id?: string }) {
  const units = unitNames(ctx.deps.db);
  const rows = await ctx.deps.db
    .select(summaryColumns(units))
    .from(rosterDrafts)
    .innerJoin(units, eq(units.id, rosterDrafts.unitId))
    .where(
      and(
        eq(rosterDrafts.facilityId, facilityOf(ctx).id),
        ne(rosterDrafts.status, 'DISCARDED'),
        input.unit_id ? eq(rosterDrafts.unitId, input.unit_id) : undefined,
      ),
    )
    .orderBy(desc(rosterDrafts.createdAt))
    .limit(20);
  return { results: rows.map(toSummary) };
}

/** A roster of the problem's shape: a row per nurse, a day per column, a shift type or OFF in each. */
export function checkRosterShape(problem: RosterProblem, roster: Roster) {
  const fits =
    roster.length === problem.nurses.length &&
    roster.every(
      (row) => row.length === problem.days && row.every((s) => Number.isInteger(s) && s >= OFF && s < problem.shiftTypes.length),
    );
  if (!fits) throw new AppError('VALIDATION_FAILED', productMessages.rosterDraftBadRoster);
}

/** The draft, locked, as an open draft of this version: otherwise 409 (published, discarded, or edited since). */
export async function lockOpenDraft(tx: DbOrTx, facilityId: string, draftId: string, version: number) {
  const row = await findDraft(tx, facilityId, draftId, true);
  if (row.draft.status !== 'READY') throw new AppError('CONFLICT', productMessages.rosterDraftNotReady);
  if (row.draft.version !== version) throw new AppError('CONFLICT', productMessages.rosterDraftStale);
  return row;
}

/** PUT facilities/roster/drafts/:draftId/roster: the scheduler's edits, re-scored here. */
export async function saveDraftRoster(ctx: Ctx, input: { draftId: string; version: number; roster: Roster }) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, undefined, async (tx, after) => {
    const { draft } = await lockOpenDraft(tx, facilityId, input.draftId, input.version);
    checkRosterShape(draft.problem!, input.roster);
    const score = scoreRoster(draft.problem!, input.roster);
    const [saved] = await tx
      .update(rosterDrafts)
      .set({ roster: input.roster, score, version: sql`${rosterDrafts.version} + 1`, updatedAt: ctx.deps.clock.now() })
      .where(eq(rosterDrafts.id, draft.id))
      .returning({ version: rosterDrafts.version });
    after.publish({ type: 'roster.changed', draft_id: draft.id });
    return { version: saved!.version, score };
  });
}

/** DELETE facilities/roster/drafts/:draftId: a published roster is history and stays (409). */
export async function discardDraft(ctx: Ctx, input: { draftId: string }) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, undefined, async (tx, after) => {
    const { draft } = await findDraft(tx, facilityId, input.draftId, true);
    if (draft.status === 'PUBLISHED') throw new AppError('CONFLICT', productMessages.rosterDraftNotReady);
    await tx.update(rosterDrafts).set({ status: 'DISCARDED', updatedAt: ctx.deps.clock.now() }).where(eq(rosterDrafts.id, draft.id));
    after.publish({ type: 'roster.changed', draft_id: draft.id });
    return { message: productMessages.rosterDraftDiscarded };
  });
}
