import { MISSED_PUNCH_LOOKBACK_HOURS } from '@careroster/shared/api/timekeeping/missed-punches/rules';
import { productMessages } from '@careroster/shared/messages';
import { MISSED_CLOCK_IN_AFTER_MINUTES, MISSED_CLOCK_OUT_AFTER_MINUTES, type PunchKind } from '@careroster/shared/timekeeping/values';
import { formatNotificationTimeIn } from '@careroster/shared/format/date-time';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { missedPunches } from '../../db/schema';
import { createContext, type Ctx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { transaction } from '../../platform/effects';
import type { JobDefinition } from '../../platform/jobs';
import { facilityNamesAndZones } from '../facility';
import { type Notice, type RaisedNotification, raiseNotifications } from '../notifications';
import { bookingRows } from '../shifts';
import { nurseName, queueReminder, selectMissedPunches } from './missed-punch-common';
import { ensureTimecard, syncTimecard } from './timecards';

export const MISSED_PUNCH_JOB = 'timekeeping.missed-punches';

const MINUTE = 60_000;
/** A booking longer than this is not a shift; the candidates are read by start, through the (facility, starts_at) index. */
const LONGEST_BOOKING_HOURS = 7 * 24;
/** Candidates per run; the next minute's run takes the rest. */
const BATCH = 500;

type Candidate = { assignment_id: string; kind: PunchKind };

/**
 * Bookings without a clock-in 15 minutes after their start, or without a clock-out 60 minutes
 * after their end, that have no missed punch of that kind yet. Read per facility through the
 * `(facility_id, starts_at)` index of assignments, over the last two days (plus the longest
 * booking for clock-outs): a few hundred rows however long the history is. A punch, or a time the
 * facility already put on the timecard, means nothing is missing.
 */
async function candidates(db: Db, now: Date): Promise<Candidate[]> {
  const inDue = new Date(now.getTime() - MISSED_CLOCK_IN_AFTER_MINUTES * MINUTE);
  const outDue = new Date(now.getTime() - MISSED_CLOCK_OUT_AFTER_MINUTES * MINUTE);
  const since = new Date(now.getTime() - MISSED_PUNCH_LOOKBACK_HOURS * 60 * MINUTE);
  const startedSince = new Date(since.getTime() - LONGEST_BOOKING_HOURS * 60 * MINUTE);
  // Every facility (the facility door's subquery; only its id is read), each one's bookings by start.
  const f = facilityNamesAndZones(db);
  // The shifts door's bookings of live openings (position not cancelled, shift active).
  const b = bookingRows(db);
  const result = await db.execute(sql`
    select a.id as assignment_id, k.kind
    from ${f}
    cross join lateral (
      select ${b.id} as id, ${b.startsAt} as starts_at, ${b.endsAt} as ends_at
      from ${b}
      where ${b.facilityId} = ${f.id} and ${b.startsAt} > ${startedSince} and ${b.startsAt} <= ${inDue}
        and ${b.positionStatus} <> 'CANCELLED' and ${b.shiftActive}
    ) a
    cross join (values ('IN'::punch_kind), ('OUT'::punch_kind)) k(kind)
    left join timecards tc on tc.assignment_id = a.id
    where (case when k.kind = 'IN' then a.starts_at > ${since} and a.starts_at <= ${inDue}
                else a.ends_at > ${since} and a.ends_at <= ${outDue} end)
      and (case when k.kind = 'IN' then tc.clock_in_at else tc.clock_out_at end) is null
      and not exists (select 1 from missed_punches m where m.assignment_id = a.id and m.kind = k.kind)
      and not exists (select 1 from punches pu where pu.assignment_id = a.id and pu.kind = k.kind)
    order by a.starts_at, a.id, k.kind
    limit ${BATCH}`);
  return (result as { rows: Candidate[] }).rows;
}

export type MissedPunchRun = {
  found: { id: string; facilityId: string; assignmentId: string; kind: PunchKind }[];
  raised: RaisedNotification[];
  queued: number;
};

/**
 * One pass of the job at `now`: each missed punch gets its row (unique per booking and kind, so a
 * re-run, a retry or a second instance adds nothing), its timecard (created when needed, flagged
 * by the sync), a MISSED-PUNCH notification to the facility's members and a reminder to the nurse
 * (SMS, and mail when she has an address), all in one transaction. The notifications, the
 * queues' live events and the reminders go out after its commit.
 */
export async function findMissedPunches(ctx: Ctx, now: Date = ctx.deps.clock.now()): Promise<MissedPunchRun> {
  const found = await candidates(ctx.deps.db, now);
  if (found.length === 0) return { found: [], raised: [], queued: 0 };
  return transaction(ctx, undefined, async (tx, after) => {
    const created: MissedPunchRun['found'] = [];
    for (const c of found) {
      const card = await ensureTimecard(tx, c.assignment_id);
      const [row] = await tx
        .insert(missedPunches)
        .values({
          facilityId: card.facilityId,
          assignmentId: c.assignment_id,
          timecardId: card.id,
          employeeId: card.employeeId,
          kind: c.kind,
          detectedAt: now,
          remindersSent: 0,
        })
        .onConflictDoNothing({ target: [missedPunches.assignmentId, missedPunches.kind] })
        .returning({ id: missedPunches.id });
      if (!row) continue;
      await syncTimecard(tx, card.id, now);
      created.push({ id: row.id, facilityId: card.facilityId, assignmentId: c.assignment_id, kind: c.kind });
    }
    if (created.length === 0) return { found: [], raised: [], queued: 0 };
    const rows = await selectMissedPunches(
      tx,
      now,
      inArray(
        missedPunches.id,
        created.map((c) => c.id),
      ),
    );
    const notices: Notice[] = [];
    let queued = 0;
    for (const r of rows) {
      notices.push({
        facilityId: r.mp.facilityId,
        type: 'MISSED-PUNCH',
        typeId: r.mp.id,
        nurseId: r.nurse.id,
        title: productMessages.missedPunchNoticeTitle,
        body: productMessages.missedPunchNoticeBody(
          nurseName(r),
          r.mp.kind,
          r.shift.title,
          formatNotificationTimeIn(r.startsAt, r.timezone),
        ),
      });
      const sent = await queueReminder(tx, ctx.deps.config.publicUrl, r);
      queued += sent;
      if (sent > 0) {
        await tx.update(missedPunches).set({ remindersSent: 1, lastRemindedAt: now }).where(eq(missedPunches.id, r.mp.id));
      }
    }
    const raised = await raiseNotifications(tx, notices);
    for (const facilityId of new Set(created.map((f) => f.facilityId))) after.publish({ type: 'missed-punches.changed' }, facilityId);
    return { found: created, raised, queued };
  });
}

/** The job's work at `now`, by default the deps' clock (tests pass their own instant). */
export async function runMissedPunches(
  d: Deps,
  at: { requestId: string; log: FastifyBaseLogger },
  now: Date = d.clock.now(),
): Promise<MissedPunchRun> {
  return findMissedPunches(createContext({ requestId: at.requestId, log: at.log, deps: d }), now);
}

/**
 * Every minute (decision 020): a clock-in is missed 15 minutes after the start, so a run a minute
 * tells the facility within a minute of that. The query is an index range per facility, and an
 * idle minute writes nothing. Retries are safe: the unique (booking, kind) makes a run idempotent.
 */
export function missedPunchJob(deps: () => Deps): JobDefinition {
  return {
    name: MISSED_PUNCH_JOB,
    cron: '* * * * *',
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 300 },
    async handler(_data, job) {
      const run = await runMissedPunches(deps(), { requestId: job.jobId, log: job.log });
      if (run.found.length === 0) return;
      job.log.info({ found: run.found.length, notified: run.raised.length }, 'missed punches found');
    },
  };
}
