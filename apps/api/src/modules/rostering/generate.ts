import type { DraftAnswer, generateDraftBody } from '@careroster/shared/api/rostering/drafts';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { buildFacilityProblem } from '@careroster/shared/rostering/facility-problem';
import { scoreRoster } from '@careroster/shared/rostering/score';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rosterDrafts } from '../../db/schema';
import type { DraftShiftType } from '../../db/schema/rostering';
import { checkedZone, createContext, facilityOf, userOf, type Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { transaction } from '../../platform/effects';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { facilityRow } from '../facility';
import { refusePastWeeks } from '../shifts';
import { unitOf } from '../structure';
import { draftAnswerOf, findDraft } from './drafts';
import { EngineStopped, solveOffThread } from './engine-thread';
import { rostered, rosterInput, unitPlan } from './inputs';
import { teamOf } from './teams';

export const ROSTER_GENERATE_JOB = 'rostering.generate';

/**
 * POST facilities/roster/drafts: a new draft for the unit and weeks, queued for the engine. The
 * unit's open draft (queued, running or ready) is discarded: one draft per unit is what the
 * scheduler edits, and a second engine run for the same unit would only compete for the core.
 */
export async function generateDraft(ctx: Ctx, body: z.output<typeof generateDraftBody>): Promise<DraftAnswer> {
  const facilityId = facilityOf(ctx).id;
  const { db } = ctx.deps;
  if (!(await unitOf(db, facilityId, body.unit_id))) throw new AppError('NOT_FOUND');
  refusePastWeeks(ctx, [body.start_date]);
  const [{ lines }, team] = await Promise.all([unitPlan(db, facilityId, body.unit_id), teamOf(db, facilityId, body.unit_id)]);
  if (lines.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.rosterDraftNoSchedule);
  if (!team.some(rostered)) throw new AppError('VALIDATION_FAILED', productMessages.rosterDraftNoTeam);
  const id = await transaction(ctx, undefined, async (tx, after) => {
    await tx
      .update(rosterDrafts)
      .set({ status: 'DISCARDED', updatedAt: ctx.deps.clock.now() })
      .where(
        and(
          eq(rosterDrafts.facilityId, facilityId),
          eq(rosterDrafts.unitId, body.unit_id),
          inArray(rosterDrafts.status, ['QUEUED', 'RUNNING', 'READY']),
        ),
      );
    const [draft] = await tx
      .insert(rosterDrafts)
      .values({
        facilityId,
        unitId: body.unit_id,
        startDate: body.start_date,
        weeks: body.weeks,
        seconds: body.seconds,
        status: 'QUEUED',
        createdBy: userOf(ctx).id,
      })
      .returning({ id: rosterDrafts.id });
    after.trigger(ROSTER_GENERATE_JOB, { draftId: draft!.id, facilityId });
    after.publish({ type: 'roster.changed', draft_id: draft!.id });
    return draft!.id;
  });
  return draftAnswerOf(db, await findDraft(db, facilityId, id));
}

const jobInput = z.object({ draftId: z.uuid(), facilityId: z.uuid() });

/**
 * Generates one draft: its problem from the facility's rows as they are now, then the engine on its
 * own thread for the draft's budget, its progress saved and announced about every second. A draft
 * discarded meanwhile is left as it is (each write names the status it expects), and its engine
 * stops at its next progress report.
 */
async function generate(deps: Deps, data: object, job: JobContext) {
  const parsed = jobInput.safeParse(data);
  if (!parsed.success) return job.log.warn({ code: 'BAD_JOB_DATA' }, 'roster generation skipped');
  const { draftId, facilityId } = parsed.data;
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  const { db, clock } = deps;
  // A retry after a crash finds its draft RUNNING: it starts again.
  const [draft] = await db
    .update(rosterDrafts)
    .set({ status: 'RUNNING', updatedAt: clock.now() })
    .where(and(eq(rosterDrafts.id, draftId), eq(rosterDrafts.facilityId, facilityId), inArray(rosterDrafts.status, ['QUEUED', 'RUNNING'])))
    .returning();
  if (!draft) return;
  const still = and(eq(rosterDrafts.id, draftId), eq(rosterDrafts.status, 'RUNNING'));
  const announce = () => deps.live.publish(facilityId, { type: 'roster.changed', draft_id: draftId }).catch(() => undefined);
  try {
    const facility = await facilityRow(db, facilityId);
    const today = todayIn(checkedZone(facility!.timezone), clock.now());
    const input = await rosterInput(db, { facilityId, unitId: draft.unitId, startDate: draft.startDate, weeks: draft.weeks, today });
    const { problem, shiftTypes } = buildFacilityProblem(input);
    const timing = new Map(input.timings.map((t) => [t.id, t]));
    const title = new Map(input.jobTitles.map((j) => [j.id, j.name]));
    const shown: DraftShiftType[] = shiftTypes.map((t) => ({
      ...t,
      code: timing.get(t.timingId)?.code ?? '',
      colour: timing.get(t.timingId)?.colour ?? '',
      jobTitle: title.get(t.jobTitleId) ?? '',
    }));
    const budgetMs = draft.seconds * 1000;
    await db
      .update(rosterDrafts)
      .set({ problem, shiftTypes: shown, progress: { elapsedMs: 0, budgetMs, hard: 0, soft: 0 } })
      .where(still);
    await announce();
    const discarded = new AbortController();
    const roster = await solveOffThread(problem, {
      seconds: draft.seconds,
      seed: 1,
      signal: discarded.signal,
      onProgress: (p) => {
        void db
          .update(rosterDrafts)
          .set({ progress: { elapsedMs: p.elapsedMs, budgetMs, hard: p.hard, soft: p.soft }, updatedAt: clock.now() })
          .where(still)
          .returning({ id: rosterDrafts.id })
          // No row: the draft is no longer RUNNING (discarded, or a newer one took its place).
          .then(
            (rows) => (rows.length > 0 ? announce() : discarded.abort()),
            (err: unknown) => job.log.warn({ err, draftId }, 'roster progress not saved'),
          );
      },
    });
    const score = scoreRoster(problem, roster);
    await transaction(ctx, undefined, async (tx, after) => {
      const saved = await tx
        .update(rosterDrafts)
        .set({
          status: 'READY',
          roster,
          score,
          progress: { elapsedMs: budgetMs, budgetMs, hard: score.hard, soft: score.soft },
          version: sql`${rosterDrafts.version} + 1`,
          updatedAt: clock.now(),
        })
        .where(still)
        .returning({ id: rosterDrafts.id });
      if (saved.length > 0) after.publish({ type: 'roster.changed', draft_id: draftId }, facilityId);
    });
  } catch (err) {
    if (err instanceof EngineStopped) return job.log.info({ draftId }, 'roster generation stopped: draft discarded');
    job.log.error({ err, draftId }, 'roster generation failed');
    await db
      .update(rosterDrafts)
      .set({ status: 'FAILED', failure: productMessages.rosterDraftFailed, updatedAt: clock.now() })
      .where(still);
    await announce();
  }
}

export function rosterGenerateJob(deps: () => Deps): JobDefinition {
  return {
    name: ROSTER_GENERATE_JOB,
    // One retry: a server that stopped mid-run leaves the job to expire, and the next run starts it again.
    retry: { retryLimit: 1, retryDelay: 5, retryBackoff: false },
    expireInSeconds: 15 * 60,
    handler: (data, job) => generate(deps(), data, job),
  };
}
